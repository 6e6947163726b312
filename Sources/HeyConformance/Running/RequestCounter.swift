import Foundation
import HeyTestSupport
import Hey

/// Hooks that count the requests a client starts, to whatever host (the loopback server only
/// sees those sent to it).
final class RequestCounter: HeyHooks {
    private let count = Locked(0)

    func onRequestStart(_ info: RequestInfo) {
        count.withLock { $0 += 1 }
    }

    /// Requests started so far.
    var started: Int { count.withLock { $0 } }
}
