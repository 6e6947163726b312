// Copied by hey-generator from Templates/Runtime/RetrySchedule.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A route's retry policy as the client's settings temper it: how many sends in all, and how
/// long to wait before each resend.
///
/// - A route that may not be resent (neither read-only nor idempotent) is sent once for a
///   status or a network failure.
/// - The sends are the policy's `maxAttempts`, capped at `maxRetries + 1`.
/// - No operation is sent more than `maxRetries + 1` times, a resend with refreshed
///   credentials included (the one resend a write that may not be resent gets).
/// - The first wait is the policy's base delay, raised to `baseRetryDelay` if that is longer;
///   exponential policies double it for each later wait.
/// - Jitter only adds to a wait: up to 10% of it, at most 100 ms.
/// - `Retry-After` lengthens a wait, never shortens it: the wait is the longer of the two.
/// - Every wait is capped at `maxRetryDelay`. The cap is applied before any multiplication can
///   overflow.
struct RetrySchedule: Sendable {
    /// The most sends after a status or a network failure, the first included.
    let maxSends: Int
    /// The most sends of any kind, the first included: `maxRetries + 1`.
    let ceiling: Int
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
        self.ceiling = max(1, config.maxRetries + 1)
        self.maxSends = mayResend ? min(policy.maxAttempts, ceiling) : 1
        self.firstDelay = max(policy.baseDelay, config.baseRetryDelay)
        self.backoff = policy.backoff
        self.retryOn = policy.retryOn
        self.maxDelay = config.maxRetryDelay
    }

    /// Whether a resend for a status or a network failure may follow send number `sends`
    /// (1-based).
    func allowsSend(after sends: Int) -> Bool { sends < maxSends }

    /// Whether a resend with refreshed credentials may follow send number `sends`.
    func allowsRefreshedSend(after sends: Int) -> Bool { sends < ceiling }

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

    /// The wait before send number `send`: the backoff plus jitter, or HEY's `Retry-After` when
    /// it asks for longer; always capped at ``maxDelay``.
    func delay(beforeSend send: Int, retryAfter: Duration?,
               random: (Duration) -> Duration = RetrySchedule.randomJitter(upTo:)) -> Duration {
        let base = backoffDelay(beforeSend: send)
        let backoff = base + random(Self.jitterCeiling(for: base))
        return min(max(backoff, retryAfter ?? .zero), maxDelay)
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
