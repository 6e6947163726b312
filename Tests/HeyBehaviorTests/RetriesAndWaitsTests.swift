@testable import Hey
import Foundation
import Testing

/// BEHAVIOURS.md, "Retries and waits". HEY's routes carry their own policy: GetBox is sent at most
/// 3 times, TrashTopic 2, the first wait 1 s and doubling, on 429 and 503.
@Suite struct RetriesAndWaitsTests {
    // MARK: A client ceiling as high as Int.max holds without overflow

    @Test func maxRetriesIntMaxHoldsAndTheRoutePolicyDecidesTheSends() async throws {
        let harness = try Harness(ScriptedTransport { _, _ in unavailable },
                                  config: HeyConfig(maxRetries: .max, maxRetryJitter: .zero))
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.httpStatus == 503)
        #expect(harness.transport.requests.count == 3)
        #expect(harness.sleeper.waits == [.seconds(1), .seconds(2)])
    }

    @Test func maxRetriesIntMaxKeepsATwoSendPolicyAtTwo() async throws {
        let harness = try Harness(ScriptedTransport { _, _ in unavailable },
                                  config: HeyConfig(maxRetries: .max, maxRetryJitter: .zero))
        let error = await heyError { try await harness.client.topics.trash(topicId: 7) }
        #expect(error?.httpStatus == 503)
        #expect(harness.transport.requests.count == 2)
    }

    @Test func maxRetriesIntMaxStillAllowsTheRefreshedResendAfterA401() async throws {
        let transport = ScriptedTransport([Reply(401), .json(boxJSON())])
        let harness = try Harness(transport, config: HeyConfig(maxRetries: .max, maxRetryJitter: .zero),
                                  auth: CountingStrategy())
        let box = try await harness.client.boxes.get(boxId: 1)
        #expect(box.value.id == 1)
        #expect(transport.requests.count == 2)
    }

    @Test func aLowerCeilingStillCapsTheRoutePolicy() async throws {
        let once = try Harness(ScriptedTransport { _, _ in unavailable }, config: HeyConfig(maxRetries: 0, maxRetryJitter: .zero))
        _ = await heyError { _ = try await once.client.boxes.get(boxId: 1) }
        #expect(once.transport.requests.count == 1)
        #expect(once.sleeper.waits == [])

        let twice = try Harness(ScriptedTransport { _, _ in unavailable }, config: HeyConfig(maxRetries: 1, maxRetryJitter: .zero))
        _ = await heyError { _ = try await twice.client.boxes.get(boxId: 1) }
        #expect(twice.transport.requests.count == 2)
    }

    @Test func retryScheduleWithIntMaxEverywhereDoesNotOverflow() {
        let policy = RetryPolicy(max: .max, baseDelayMs: .max, retryOn: [503])
        let schedule = RetrySchedule(policy: policy, mayResend: true,
                                     config: HeyConfig(maxRetries: .max, baseRetryDelay: .seconds(Int64.max)))
        #expect(schedule.maxSends == .max)
        #expect(schedule.allowsSend(after: .max - 1))
        #expect(!schedule.allowsSend(after: .max))
        #expect(schedule.allowsRefreshedSend(after: .max - 1))
        #expect(schedule.backoffDelay(beforeSend: .max) == HeyConfig.defaultMaxRetryDelay)
        #expect(schedule.delay(beforeSend: .max, retryAfter: .seconds(Int64.max)) == HeyConfig.defaultMaxRetryDelay)
    }

    // MARK: Retry-After: 0 or a past date resends now; a positive one is honoured, capped

    @Test func retryAfterZeroResendsNow() async throws {
        let harness = try Harness([Reply(429, ["Retry-After": "0"]), .json(boxJSON())])
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.transport.requests.count == 2)
        #expect(harness.sleeper.waits == [])
        #expect(harness.hooks.retries.map(\.delay) == [.zero])
    }

    @Test func retryAfterDateAlreadyPastResendsNow() async throws {
        let harness = try Harness([Reply(429, ["Retry-After": "Thu, 01 Jan 2015 00:00:00 GMT"]), .json(boxJSON())])
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.transport.requests.count == 2)
        #expect(harness.sleeper.waits == [])
    }

    @Test func withoutRetryAfterTheRouteBackoffIsWaited() async throws {
        let harness = try Harness([Reply(429), .json(boxJSON())])
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.sleeper.waits == [.seconds(1)])
    }

    @Test func positiveRetryAfterIsHonouredAsGivenWithoutJitter() async throws {
        // The default jitter is on: Retry-After gets none of it.
        let harness = try Harness([Reply(429, ["Retry-After": "7"]), Reply(503, ["Retry-After": "3"]), .json(boxJSON())],
                                  config: HeyConfig())
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.sleeper.waits == [.seconds(7), .seconds(3)])
        #expect(harness.hooks.retries.map(\.delay) == [.seconds(7), .seconds(3)])
    }

    @Test func retryAfterDateInTheFutureIsHonoured() async throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let date = formatter.string(from: Date().addingTimeInterval(20))
        let harness = try Harness([Reply(429, ["Retry-After": date]), .json(boxJSON())])
        _ = try await harness.client.boxes.get(boxId: 1)
        let wait = try #require(harness.sleeper.waits.first)
        #expect(wait > .seconds(15) && wait <= .seconds(20))
    }

    @Test func maxRetryDelayHoldsRetryAfterDown() async throws {
        let harness = try Harness([Reply(429, ["Retry-After": "120"]), .json(boxJSON())],
                                  config: HeyConfig(maxRetryDelay: .seconds(5), maxRetryJitter: .zero))
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.sleeper.waits == [.seconds(5)])
    }

    @Test func rateLimitExhaustedCarriesRetryAfterAsGiven() async throws {
        let harness = try Harness(ScriptedTransport { _, _ in Reply(429, ["Retry-After": "120"]) },
                                  config: HeyConfig(maxRetryDelay: .seconds(5), maxRetryJitter: .zero))
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        guard case .rateLimit(_, let seconds, _)? = error else {
            Issue.record("expected rate_limit, got \(String(describing: error))")
            return
        }
        #expect(seconds == 120)
        #expect(harness.sleeper.waits == [.seconds(5), .seconds(5)])
    }

    // MARK: Jitter can be turned off; the default adds jitter within its bound

    @Test func jitterOffGivesExactWaits() async throws {
        let harness = try Harness([unavailable, unavailable, .json(boxJSON())],
                                  config: HeyConfig(maxRetryJitter: .zero))
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.sleeper.waits == [.seconds(1), .seconds(2)])
        #expect(harness.hooks.retries.map(\.attempt) == [2, 3])
    }

    /// Twenty calls, each resent once: every wait is within its bound, and not all are exact.
    private func firstWaits(_ config: HeyConfig) async throws -> [Duration] {
        let harness = try Harness(ScriptedTransport { _, index in index.isMultiple(of: 2) ? unavailable : .json(boxJSON()) },
                                  config: config)
        for _ in 0..<20 { _ = try await harness.client.boxes.get(boxId: 1) }
        return harness.sleeper.waits
    }

    @Test func defaultJitterIsAddedWithinItsBound() async throws {
        let waits = try await firstWaits(HeyConfig())
        #expect(waits.count == 20)
        // min(10% of 1 s, the default 100 ms ceiling)
        #expect(waits.allSatisfy { $0 >= .seconds(1) && $0 <= .seconds(1) + HeyConfig.defaultMaxRetryJitter })
        #expect(waits.contains { $0 != .seconds(1) })
    }

    @Test func jitterNeverExceedsATenthOfTheWait() async throws {
        let waits = try await firstWaits(HeyConfig(maxRetryJitter: .seconds(10)))
        #expect(waits.allSatisfy { $0 >= .seconds(1) && $0 <= .milliseconds(1100) })
        #expect(waits.contains { $0 != .seconds(1) })
    }

    @Test func jitterNeverExceedsMaxRetryJitter() async throws {
        let waits = try await firstWaits(HeyConfig(maxRetryJitter: .milliseconds(3)))
        #expect(waits.allSatisfy { $0 >= .seconds(1) && $0 <= .milliseconds(1003) })
    }

    // MARK: Waits go through the injected sleeper, durations through the injected clock

    @Test(.timeLimit(.minutes(1)))
    func anHourLongWaitGoesThroughTheSleeper() async throws {
        let harness = try Harness([Reply(429, ["Retry-After": "3600"]), .json(boxJSON())],
                                  config: HeyConfig(maxRetryDelay: .seconds(3600), maxRetryJitter: .zero))
        let started = ContinuousClock.now
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.sleeper.waits == [.seconds(3600)])
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test func durationsAreDifferencesOfTheInjectedClock() async throws {
        let clock = ManualClock()
        let transport = ScriptedTransport { _, index in
            clock.advance(by: .milliseconds(250))
            return index == 0 ? unavailable : .json(boxJSON())
        }
        let harness = try Harness(transport, clock: clock)
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.hooks.requestEnds.map(\.result.duration) == [.milliseconds(250), .milliseconds(250)])
        // 250 ms, the 1 s wait, 250 ms.
        #expect(harness.hooks.operationEnds.map(\.result.duration) == [.milliseconds(1500)])
    }

    @Test func aCancelledWaitEndsTheCallWithTheCancellation() async throws {
        let hooks = RecordingHooks()
        let transport = ScriptedTransport([unavailable, .json(boxJSON())])
        let client = try HeyClient(auth: BearerAuth(tokenProvider: StaticTokenProvider("t")),
                                   config: HeyConfig(maxRetryJitter: .zero), hooks: hooks, transport: transport, cache: nil,
                                   clock: ManualClock().reading, sleeper: { _ in throw CancellationError() })
        let error = await thrown { _ = try await client.boxes.get(boxId: 1) }
        #expect(error is CancellationError)
        #expect(transport.requests.count == 1)
        #expect(hooks.operationEnds.first?.result.error is CancellationError)
    }
}

/// A strategy of the caller's: signs with a new value on every request and renews on demand.
final class CountingStrategy: AuthStrategy {
    private let state = Guarded((signed: 0, refreshes: 0))

    init() {}

    var refreshes: Int { state.withLock { $0.refreshes } }

    func authenticate(_ request: inout HTTPRequest) async throws {
        let count = state.withLock { state -> Int in
            state.signed += 1
            return state.signed
        }
        request.headers["Authorization"] = "Signed nonce-\(count)"
    }

    func refresh() async throws -> Bool {
        state.withLock { $0.refreshes += 1 }
        return true
    }
}
