import Foundation
import Testing
@testable import Hey

@Suite struct RetryScheduleTests {
    private func schedule(attempts: Int = 5, baseMs: Int = 1000, backoff: RetryPolicy.Backoff = .exponential,
                          mayResend: Bool = true, config: HeyConfig = HeyConfig()) -> RetrySchedule {
        RetrySchedule(policy: RetryPolicy(max: attempts, baseDelayMs: baseMs, backoff: backoff, retryOn: [503]),
                      mayResend: mayResend, config: config)
    }

    @Test func jitterOnlyAddsAndIsBounded() {
        let plan = schedule()
        #expect(plan.delay(beforeSend: 2, retryAfter: nil) { _ in .zero } == .seconds(1))
        #expect(plan.delay(beforeSend: 2, retryAfter: nil) { $0 } == .milliseconds(1100))
        #expect(plan.jitterCeiling(for: .milliseconds(200)) == .milliseconds(20))
        #expect(plan.jitterCeiling(for: .seconds(8)) == .milliseconds(100))
        for _ in 0..<200 {
            let delay = plan.delay(beforeSend: 3, retryAfter: nil)
            #expect(delay >= .seconds(2) && delay <= .milliseconds(2100))
        }
    }

    @Test func maxRetryJitterBoundsTheJitterAndZeroTurnsItOff() {
        let small = schedule(config: HeyConfig(maxRetryJitter: .milliseconds(5)))
        #expect(small.jitterCeiling(for: .seconds(8)) == .milliseconds(5))
        #expect(small.delay(beforeSend: 2, retryAfter: nil) { $0 } == .milliseconds(1005))
        let exact = schedule(config: HeyConfig(maxRetryJitter: .zero))
        #expect(exact.jitterCeiling(for: .seconds(8)) == .zero)
        for _ in 0..<50 { #expect(exact.delay(beforeSend: 3, retryAfter: nil) == .seconds(2)) }
    }

    @Test func waitsDoubleUpToTheCapWithoutOverflow() {
        let plan = schedule(attempts: .max, baseMs: 1000)
        #expect((2...6).map { plan.backoffDelay(beforeSend: $0) } == [1, 2, 4, 8, 16].map { Duration.seconds($0) })
        #expect(plan.backoffDelay(beforeSend: 7) == .seconds(30))
        #expect(plan.backoffDelay(beforeSend: 1_000_000) == .seconds(30))
        // A first wait far beyond what milliseconds hold comes from the client's floor.
        let huge = schedule(attempts: .max, config: HeyConfig(baseRetryDelay: .seconds(Int64.max / 4),
                                                              maxRetryDelay: .seconds(Int64.max / 2)))
        #expect(huge.backoffDelay(beforeSend: 500) == .seconds(Int64.max / 2))
        #expect(plan.delay(beforeSend: 1_000, retryAfter: nil) { $0 } == .seconds(30))
    }

    @Test func constantBackoffKeepsTheBase() {
        let plan = schedule(baseMs: 500, backoff: .constant)
        #expect(plan.backoffDelay(beforeSend: 5) == .milliseconds(500))
    }

    @Test func sendsAreTheModelsCountCappedByMaxRetries() {
        #expect(schedule(attempts: 3).maxSends == 3)
        #expect(schedule(attempts: 3, config: HeyConfig(maxRetries: 1)).maxSends == 2)
        #expect(schedule(attempts: 2, config: HeyConfig(maxRetries: 9)).maxSends == 2)
        #expect(schedule(attempts: 3, mayResend: false).maxSends == 1)
        #expect(schedule(attempts: 3, config: HeyConfig(enableRetry: false)).maxSends == 1)
    }

    /// 0.34: a ceiling of `Int.max` holds without overflow; the route's policy still decides.
    @Test func aCeilingOfIntMaxHoldsWithoutOverflow() {
        let plan = schedule(attempts: 4, config: HeyConfig(maxRetries: .max))
        #expect(plan.ceiling == .max)
        #expect(plan.maxSends == 4)
        #expect(plan.allowsRefreshedSend(after: 1_000_000))
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetrySchedule.retryAfter("120") == .seconds(120))
        #expect(RetrySchedule.retryAfter("Sun, 06 Nov 1994 08:49:47 GMT", now: now) == .seconds(10))
        #expect(RetrySchedule.retryAfter("Sun, 06 Nov 1994 08:49:00 GMT", now: now) == .zero)
        #expect(RetrySchedule.retryAfter("99999999999999999999999") == .seconds(Int64.max))
        #expect(RetrySchedule.retryAfter("soon") == nil)
        #expect(RetrySchedule.retryAfter(nil) == nil)
        #expect(schedule().delay(beforeSend: 2, retryAfter: .seconds(86_400)) == .seconds(30))
    }

    /// 0.34: `Retry-After` is honoured as given, capped by `maxRetryDelay` and without jitter;
    /// it may shorten a wait (it used to only lengthen one).
    @Test func retryAfterIsHonouredAsGivenWithinTheCap() {
        let plan = schedule(baseMs: 1000)
        #expect(plan.delay(beforeSend: 2, retryAfter: .zero) { $0 } == .zero)
        #expect(plan.delay(beforeSend: 2, retryAfter: .milliseconds(500)) { $0 } == .milliseconds(500))
        #expect(plan.delay(beforeSend: 2, retryAfter: .seconds(5)) { $0 } == .seconds(5))
        #expect(plan.delay(beforeSend: 3, retryAfter: .seconds(1)) { $0 } == .seconds(1))
        #expect(plan.delay(beforeSend: 2, retryAfter: .seconds(31)) { $0 } == .seconds(30))
    }

    @Test func everySendCountsAgainstTheCeiling() {
        #expect(schedule(attempts: 3, config: HeyConfig(maxRetries: 2)).ceiling == 3)
        #expect(schedule(attempts: 3, mayResend: false, config: HeyConfig(maxRetries: 2)).ceiling == 3)
        #expect(schedule(attempts: 3, config: HeyConfig(maxRetries: 0)).allowsRefreshedSend(after: 1) == false)
        #expect(schedule(attempts: 1, mayResend: false).allowsRefreshedSend(after: 1) == true)
    }
}
