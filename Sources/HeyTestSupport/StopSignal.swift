import Foundation

/// A one-way "the server stopped" flag that threads waiting out a response delay can sleep on.
final class StopSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopped = false

    /// Sets the flag and wakes every waiter.
    func fire() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Sleeps for `duration`; returns `true` when it elapsed, `false` when the server stopped first.
    func sleep(for duration: Duration) -> Bool {
        let deadline = Date(timeIntervalSinceNow: duration.timeInterval)
        condition.lock()
        defer { condition.unlock() }
        while !stopped && Date() < deadline {
            _ = condition.wait(until: deadline)
        }
        return !stopped
    }
}

extension Duration {
    /// The duration in seconds, as `TimeInterval`.
    var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
