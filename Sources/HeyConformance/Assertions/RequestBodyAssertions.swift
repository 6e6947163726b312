import Foundation
import HeyDispatch
import HeyTestSupport
import Hey

/// `requestBody` (dotted paths into the first request's JSON body) and `requestForm` /
/// `lastRequestForm` (fields of a form-encoded body).
enum RequestBodyAssertions {
    static func check(_ check: FixtureAssertion.Check, _ observation: Observation) -> String? {
        switch check {
        case .requestBody(let expected):
            return jsonBody(expected, observation)
        case .requestForm(let expected, let selector):
            return form(expected, observation.request(selector))
        default:
            return "not a request-body assertion"
        }
    }

    /// Each dotted path's value equals the expected one; an expected `null` also accepts a
    /// member that is absent (an SDK may leave out what it has no value for).
    private static func jsonBody(_ expected: [String: ExactJSON], _ observation: Observation) -> String? {
        guard let request = observation.request(.first) else { return "no request was received" }
        guard let body = JSONText.parse(request.body) else {
            return request.body.isEmpty ? "the first request had no body" : "the first request's body is not JSON"
        }
        let problems = expected.keys.sorted().compactMap { key -> String? in
            let wanted = expected[key] ?? .null
            switch JSONPath(key).lookup(in: body) {
            case .success(let actual):
                return JSONText.same(actual, wanted) ? nil : "\(key): expected \(JSONText.render(wanted)), got \(JSONText.render(actual))"
            case .failure(let failure):
                return wanted == .null ? nil : "\(key): expected \(JSONText.render(wanted)), but \(failure.reason)"
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Each expected field has that value (a scalar: exactly once; an array: these values in
    /// this order, for repeated keys); `null` means the field is absent.
    private static func form(_ expected: [String: ExactJSON], _ request: RecordedRequest?) -> String? {
        guard let request else { return "no request was received" }
        let fields = request.formFields
        let needsForm = expected.values.contains { $0 != .null }
        if needsForm {
            let contentType = request.header("Content-Type") ?? ""
            guard contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
                return "the request is not form-encoded (Content-Type: \(contentType.isEmpty ? "none" : contentType))"
            }
        }
        let problems = expected.keys.sorted().compactMap { name -> String? in
            let values = fields.filter { $0.name == name }.map(\.value)
            let shown = values.map { "\"\($0)\"" }.joined(separator: ", ")
            switch expected[name] ?? .null {
            case .null:
                return values.isEmpty ? nil : "\(name) must be absent, got \(shown)"
            case .array(let elements):
                let wanted = elements.compactMap(JSONText.scalar)
                guard wanted.count == elements.count else { return "\(name): expected values must be scalars" }
                return values == wanted ? nil : "\(name): expected \(wanted.map { "\"\($0)\"" }.joined(separator: ", ")), got \(values.isEmpty ? "none" : shown)"
            case let scalar:
                guard let text = JSONText.scalar(scalar) else { return "\(name): an expected value must be a scalar, an array or null" }
                if values.isEmpty { return "\(name) is absent, expected \"\(text)\"" }
                return values == [text] ? nil : "\(name): expected \"\(text)\", got \(shown)"
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
