import Foundation
import HeyDispatch
import HeyTestSupport
import Hey

/// `requestCount`, `requestPath` / `lastRequestPath` (a model path compared after the SDK's
/// suffix rule, see ``ModelPaths``), `requestMethod` and `requestQuery` / `lastRequestQuery`:
/// what the server received on the request line.
enum RequestLineAssertions {
    static func check(_ check: FixtureAssertion.Check, _ observation: Observation) -> String? {
        switch check {
        case .requestCount(let expected):
            let actual = observation.requests.count
            return actual == expected ? nil : "expected \(expected) requests, got \(actual)\(listing(observation))"
        case .requestPath(let expected, let selector):
            guard let request = observation.request(selector) else { return "no request was received" }
            let sent = ModelPaths.sent(expected, asWritten: observation.sendsModelPathAsWritten)
            if request.path == sent { return nil }
            return "expected \(expected)\(sent == expected ? "" : " (sent as \(sent))"), got \(request.path)"
        case .requestMethod(let expected):
            guard let request = observation.request(.first) else { return "no request was received" }
            return request.method == expected ? nil : "expected \(expected), got \(request.method)"
        case .requestQuery(let expected, let selector):
            guard let request = observation.request(selector) else { return "no request was received" }
            let problems = expected.keys.sorted().compactMap { key in
                problem(key: key, expected: expected[key] ?? .null, values: request.queryValues(key))
            }
            return problems.isEmpty ? nil : problems.joined(separator: "; ") + " (query: \(request.query ?? "none"))"
        default:
            return "not a request-line assertion"
        }
    }

    /// Why query key `key` with `values` does not match `expected`, or nil.
    private static func problem(key: String, expected: ExactJSON, values: [String]) -> String? {
        if expected == .null {
            return values.isEmpty ? nil : "\(key) must be absent, got \(values.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        guard let text = JSONText.scalar(expected) else { return "\(key): an expected query value must be a scalar or null" }
        switch values.count {
        case 0: return "\(key) is absent, expected \"\(text)\""
        case 1: return values[0] == text ? nil : "\(key): expected \"\(text)\", got \"\(values[0])\""
        default: return "\(key) appears \(values.count) times, expected once with \"\(text)\""
        }
    }

    /// ` (GET /a.json, POST /b.json)` for a count mismatch.
    private static func listing(_ observation: Observation) -> String {
        observation.requests.isEmpty ? "" : " (" + observation.requests.map { "\($0.method) \($0.target)" }.joined(separator: ", ") + ")"
    }
}
