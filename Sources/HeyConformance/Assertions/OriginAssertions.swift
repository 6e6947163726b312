import Foundation
import Hey

/// `urlOrigin: "rejected"`: following the returned page's next link is refused with a `usage`
/// error, and no request is sent for it.
enum OriginAssertions {
    static func checkRejected(_ observation: Observation) async -> String? {
        guard let answer = observation.answer else { return "no page was returned (it \(observation.thrownDescription))" }
        guard let page = answer.page else { return "the operation returned no page" }
        guard let next = page.nextURL else { return "the returned page has no next link to follow" }
        let attempt = await observation.followNextPage(page)
        var problems: [String] = []
        if attempt.requestsSent > 0 {
            problems.append("\(attempt.requestsSent) request(s) were sent following \(next.absoluteString)")
        }
        switch attempt.error {
        case nil:
            problems.append("following \(next.absoluteString) was not refused")
        case let heyError as HeyError where heyError.code == "usage":
            break
        case let heyError as HeyError:
            problems.append("following it threw \(heyError.code), expected usage (\(heyError.description))")
        case let other?:
            problems.append("following it threw \(type(of: other)): \(other), expected a usage HeyError")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
