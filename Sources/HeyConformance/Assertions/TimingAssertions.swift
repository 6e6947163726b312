import Foundation
import HeyTestSupport

/// `delayBetweenRequests`: every pair of consecutive requests arrived at least `min`
/// milliseconds apart (a lower bound only: a loaded machine may always be slower).
enum TimingAssertions {
    static func check(minimumMilliseconds: Int, _ observation: Observation) -> String? {
        let requests = observation.requests
        guard requests.count >= 2 else { return "needs at least two requests, got \(requests.count)" }
        let minimum = Duration.milliseconds(minimumMilliseconds)
        for index in 1..<requests.count {
            let gap = requests[index].arrivedAt - requests[index - 1].arrivedAt
            if gap < minimum {
                return "requests \(index) and \(index + 1) arrived \(milliseconds(gap)) ms apart, expected at least \(minimumMilliseconds) ms"
            }
        }
        return nil
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
