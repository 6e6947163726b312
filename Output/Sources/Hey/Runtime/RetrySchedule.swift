// Copied by hey-generator from Templates/Runtime/RetrySchedule.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A route's retry policy as the client's settings temper it: how many sends in all, and how
/// long to wait before each resend.
///
/// - A route that may not be resent (neither read-only nor idempotent) is sent once.
/// - The sends are the policy's `maxAttempts`, capped at `maxRetries + 1`.
/// - The first wait is the policy's base delay, raised to `baseRetryDelay` if that is longer;
///   exponential policies double it for each later wait.
/// - Jitter only adds to a wait: up to 10% of it, at most 100 ms.
/// - Every wait, `Retry-After` included, is capped at `maxRetryDelay`. The cap is applied before
///   any multiplication can overflow.
struct RetrySchedule: Sendable {
    /// The most sends, the first included.
    let maxSends: Int
    /// The wait before the second send, before jitter.
    let firstDelay: Duration
    /// How later waits grow.
    let backoff: RetryPolicy.Backoff
    /// The statuses that earn another send.
    let retryOn: Set<Int>
    /// The ceiling on every wait.
    let maxDelay: Duration

    /// The largest jitter added to a wait.
    static let maxJitter: Duration = .milliseconds(100)

    /// Combines a route's policy with the client's settings.
    init(policy: RetryPolicy, mayResend: Bool, config: HeyConfig) {
        self.maxSends = mayResend ? max(1, min(policy.maxAttempts, config.maxRetries + 1)) : 1
        self.firstDelay = max(policy.baseDelay, config.baseRetryDelay)
        self.backoff = policy.backoff
        self.retryOn = policy.retryOn
        self.maxDelay = config.maxRetryDelay
    }

    /// Whether another send may follow send number `sends` (1-based).
    func allowsSend(after sends: Int) -> Bool { sends < maxSends }

    /// The wait before send number `send` (2 for the first resend), without jitter and capped.
    func backoffDelay(beforeSend send: Int) -> Duration {
        var delay = min(firstDelay, maxDelay)
        guard backoff == .exponential, send > 2 else { return delay }
        for _ in 0..<min(send - 2, 64) {
            // Compare before doubling: once at the cap, stop (no overflow, however many sends).
            if delay >= maxDelay / 2 { return maxDelay }
            delay = delay * 2
        }
        return delay
    }

    /// The wait before send number `send`: `Retry-After` when HEY gave one, otherwise the
    /// backoff plus jitter; always capped at ``maxDelay``.
    func delay(beforeSend send: Int, retryAfter: Duration?,
               random: (Duration) -> Duration = RetrySchedule.randomJitter(upTo:)) -> Duration {
        if let retryAfter { return min(max(retryAfter, .zero), maxDelay) }
        let base = backoffDelay(beforeSend: send)
        return min(base + random(Self.jitterCeiling(for: base)), maxDelay)
    }

    /// The largest jitter for a wait: 10% of it, at most 100 ms.
    static func jitterCeiling(for delay: Duration) -> Duration {
        min(delay / 10, maxJitter)
    }

    /// A random duration in `0...ceiling`.
    static func randomJitter(upTo ceiling: Duration) -> Duration {
        let nanoseconds = max(0, Int64(ceiling / .nanoseconds(1)))
        return .nanoseconds(Int64.random(in: 0...nanoseconds))
    }

    /// Reads `Retry-After` as delta-seconds or an HTTP date (`now` for the latter); nil when
    /// absent or unreadable.
    static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.allSatisfy({ $0.isASCII && $0.isNumber }) { return .seconds(Int64(value) ?? .max) }
        guard let date = ISO8601.parseHTTPDate(value) else { return nil }
        let milliseconds = Int64(max(0, date.timeIntervalSince(now)) * 1000)
        return .milliseconds(milliseconds)
    }
}
