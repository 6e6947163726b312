import Foundation
import HeyDispatch
import Hey

/// `responseBody` (a dotted path into the returned value) and `responseMeta` (the returned
/// page's `totalCount` and `nextPage`).
enum ResponseAssertions {
    static func check(_ check: FixtureAssertion.Check, _ observation: Observation) -> String? {
        guard let answer = observation.answer else { return "no value was returned (it \(observation.thrownDescription))" }
        switch check {
        case .responseBody(let path, let expected):
            let path = JSONPath(path)
            switch path.lookup(in: answer.value ?? .null) {
            case .success(let actual):
                return JSONText.same(actual, expected)
                    ? nil : "\(path): expected \(JSONText.render(expected)), got \(JSONText.render(actual))"
            case .failure(let failure):
                return "\(path): expected \(JSONText.render(expected)), but \(failure.reason)"
            }
        case .responseMeta(let field, let expected):
            guard let page = answer.page else { return "the operation returned no page" }
            return meta(field, expected, page)
        default:
            return "not a response assertion"
        }
    }

    /// `totalCount` is an integer or null; `nextPage` is the next page's cursor (its `page`
    /// query value) or null, and an expected number matches a cursor with the same digits.
    private static func meta(_ field: String, _ expected: ExactJSON, _ page: Page<ExactJSON>) -> String? {
        let actual: ExactJSON
        switch field {
        case "totalCount":
            actual = page.totalCount.map(ExactJSON.integer) ?? .null
        case "nextPage":
            actual = page.nextPage.map(ExactJSON.string) ?? .null
            if case .string(let cursor) = actual, let text = JSONText.scalar(expected), expected != .null, cursor == text {
                return nil
            }
        default:
            return "unknown page metadata \(field)"
        }
        return JSONText.same(actual, expected) ? nil : "\(field): expected \(JSONText.render(expected)), got \(JSONText.render(actual))"
    }
}
