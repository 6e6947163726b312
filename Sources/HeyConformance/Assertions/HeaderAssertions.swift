import Foundation
import HeyTestSupport

/// `headerPresent`, `requestHeader` / `lastRequestHeader` (what a request carried) and
/// `responseHeader` (what the answer handed back exposes).
///
/// As HEY's shared fixtures are written, a `lastRequestHeader` expecting the empty string means
/// the last request did not send the header: absent and empty read alike.
enum HeaderAssertions {
    static func check(_ check: FixtureAssertion.Check, _ observation: Observation) -> String? {
        switch check {
        case .headerPresent(let name):
            guard let request = observation.request(.first) else { return "no request was received" }
            return request.header(name) == nil ? "the first request carried no \(name) header" : nil
        case .requestHeader(let name, "", .last):
            guard let request = observation.request(.last) else { return "no request was received" }
            let sent = request.headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame && !$0.value.isEmpty }
            guard sent.isEmpty else {
                return "\(name): expected the last request not to send it (an empty expected value), got "
                    + sent.map { "\"\($0.value)\"" }.joined(separator: ", ")
            }
            return nil
        case .requestHeader(let name, let expected, let selector):
            guard let request = observation.request(selector) else { return "no request was received" }
            guard let actual = request.header(name) else { return "the \(selector) request carried no \(name) header" }
            return actual == expected ? nil : "\(name): expected \"\(expected)\", got \"\(actual)\""
        case .responseHeader(let name, let expected):
            guard let answer = observation.answer else { return "no answer was handed back (it \(observation.thrownDescription))" }
            guard answer.headers != nil else { return "the call hands back no headers" }
            guard let actual = answer.header(name) else { return "the answer has no \(name) header" }
            return actual == expected ? nil : "\(name): expected \"\(expected)\", got \"\(actual)\""
        default:
            return "not a header assertion"
        }
    }
}
