import Foundation

/// A route's retry policy as the client's settings temper it: how many sends in all, and how
/// long to wait before each resend.
///
/// - A route that may not be resent (neither read-only nor idempotent), or a client with
///   `enableRetry` off, sends once for a status or a network failure.
/// - The sends are the policy's `max`, capped at `maxRetries + 1` (a ceiling as high as
///   `Int.max` holds without overflow).
/// - No operation is sent more than `maxRetries + 1` times, a resend with refreshed
///   credentials included (the one resend a write that may not be resent gets).
/// - The first wait is the policy's base delay, raised to `baseRetryDelay` if that is longer;
///   exponential policies double it for each later wait.
/// - Jitter only adds to a backoff wait: up to 10% of it, at most `maxRetryJitter`.
/// - `Retry-After` is honoured as given instead of the backoff: `0`, or a date already past,
///   means resend now.
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
    /// The most jitter added to a backoff wait.
    let maxJitter: Duration

    /// Combines a route's policy with the client's settings.
    init(policy: RetryPolicy, mayResend: Bool, config: HeyConfig) {
        let retries = max(0, config.maxRetries)
        self.ceiling = retries == .max ? .max : retries + 1
        self.maxSends = mayResend && config.enableRetry ? min(max(1, policy.max), ceiling) : 1
        self.firstDelay = max(policy.baseDelay, config.baseRetryDelay ?? .zero)
        self.backoff = policy.backoff
        self.retryOn = Set(policy.retryOn)
        self.maxDelay = config.maxRetryDelay
        self.maxJitter = max(.zero, config.maxRetryJitter)
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

    /// The wait before send number `send`: HEY's `Retry-After` when it gave one, else the
    /// backoff plus jitter; always capped at ``maxDelay``.
    func delay(beforeSend send: Int, retryAfter: Duration?,
               random: (Duration) -> Duration = RetrySchedule.randomJitter(upTo:)) -> Duration {
        if let retryAfter { return min(max(.zero, retryAfter), maxDelay) }
        let base = backoffDelay(beforeSend: send)
        return min(base + random(jitterCeiling(for: base)), maxDelay)
    }

    /// The largest jitter for a wait: 10% of it, at most ``maxJitter``.
    func jitterCeiling(for delay: Duration) -> Duration {
        min(delay / 10, maxJitter)
    }

    /// A random duration in `0...ceiling`.
    static func randomJitter(upTo ceiling: Duration) -> Duration {
        let nanoseconds = max(0, Int64(ceiling / .nanoseconds(1)))
        return .nanoseconds(Int64.random(in: 0...nanoseconds))
    }

    /// Reads `Retry-After` as delta-seconds or an HTTP date (`now` for the latter; a date already
    /// past is zero); nil when absent or unreadable.
    static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.allSatisfy({ $0.isASCII && $0.isNumber }) { return .seconds(Int64(value) ?? .max) }
        guard let date = ISO8601.parseHTTPDate(value) else { return nil }
        let milliseconds = Int64(max(0, date.timeIntervalSince(now)) * 1000)
        return .milliseconds(milliseconds)
    }
}
