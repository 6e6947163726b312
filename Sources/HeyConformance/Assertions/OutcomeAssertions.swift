import Foundation
import HeyDispatch
import Hey

/// `noError`, `errorCode`, `errorField` and `statusCode`: how the operation ended.
enum OutcomeAssertions {
    static func check(_ check: FixtureAssertion.Check, _ observation: Observation) -> String? {
        switch check {
        case .noError:
            return observation.error == nil ? nil : observation.thrownDescription
        case .errorCode(let expected):
            guard let error = observation.error else { return "expected \(expected), but the operation returned normally" }
            guard let heyError = error as? HeyError else { return "expected \(expected), but it \(observation.thrownDescription)" }
            return heyError.code == expected ? nil : "expected \(expected), got \(heyError.code) (\(heyError.description))"
        case .errorField(let field, let expected):
            return errorField(field, expected, observation)
        case .statusCode(let expected):
            return statusCode(expected, observation)
        default:
            return "not an outcome assertion"
        }
    }

    private static func errorField(_ field: String, _ expected: ExactJSON, _ observation: Observation) -> String? {
        guard let error = observation.error else { return "expected \(field) \(JSONText.render(expected)), but the operation returned normally" }
        guard let heyError = error as? HeyError else { return "expected a HeyError, but it \(observation.thrownDescription)" }
        let actual: ExactJSON
        switch field {
        case "httpStatus": actual = heyError.httpStatus.map(ExactJSON.integer) ?? .null
        case "retryable": actual = .bool(heyError.isRetryable)
        case "requestId": actual = heyError.requestId.map(ExactJSON.string) ?? .null
        case "hint": actual = heyError.hint.map(ExactJSON.string) ?? .null
        default: return "unknown error field \(field)"
        }
        return JSONText.same(actual, expected)
            ? nil : "\(field): expected \(JSONText.render(expected)), got \(JSONText.render(actual))"
    }

    private static func statusCode(_ expected: Int, _ observation: Observation) -> String? {
        let actual: Int?
        switch observation.result {
        case .success(let answer):
            actual = answer.status ?? observation.lastServedStatus
        case .failure(let error):
            actual = (error as? HeyError)?.httpStatus
        }
        guard let actual else { return "expected \(expected), but there was no HTTP status (it \(observation.thrownDescription))" }
        return actual == expected ? nil : "expected \(expected), got \(actual)"
    }
}
