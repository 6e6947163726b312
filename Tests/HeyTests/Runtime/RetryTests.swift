import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// Retry timing is checked two ways: the waits the client planned, exactly, through the hooks'
/// resend reports, and the recorded arrival times at the server, which can only show that a
/// wait was at least that long (a loaded 2-core machine may stretch it, never shorten it).
private func plannedDelays(_ hooks: RecordingHooks) -> [Duration] {
    hooks.events.compactMap { event -> Duration? in
        if case .willResend(let resend) = event { return resend.delay }
        return nil
    }
}

@Suite struct RetryTests {
    @Test func aReadIsResentOnItsRetryStatusesWithExponentialWaits() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .status(503), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(100)))
        let requests = server.requests
        #expect(requests.count == 3)
        let planned = plannedDelays(hooks)
        #expect(planned.count == 2)
        // The first wait is the policy's; jitter only adds, a little; the next one doubles.
        #expect(planned.first.map { $0 >= .milliseconds(100) && $0 <= .milliseconds(110) } == true)
        #expect(planned.last.map { $0 >= .milliseconds(200) && $0 <= .milliseconds(220) } == true)
        #expect(gap(requests, 0, 1) >= .milliseconds(100))
        #expect(gap(requests, 1, 2) >= .milliseconds(200))
    }

    @Test func theModelsAttemptsAreTheCeilingOfSends() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(attempts: 3)) }
        #expect(error?.code == "api_error")
        #expect(error?.httpStatus == 503)
        #expect(error?.isRetryable == true)
        #expect(server.requestCount == 3)
    }

    @Test func aStatusOutsideTheRoutesListIsNotResent() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(500)
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client) }
        #expect(error?.httpStatus == 500)
        #expect(server.requestCount == 1)
    }

    @Test func aNonIdempotentWriteIsSentOnceOnARetryStatus() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let client = try makeClient(server) { $0.maxRetries = 10 }
        let error = await heyError { try await getThing(client, route: testRoute(.post, attempts: 3)) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 1)
    }

    @Test func aNonIdempotentWriteIsSentOnceOnANetworkError() async throws {
        let server = try LoopbackServer()
        server.fallback = .dropConnection
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post, attempts: 3)) }
        #expect(error?.code == "network")
        #expect(server.requestCount == 1)
    }

    @Test func anIdempotentWriteIsResent() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .json(200, thingJSON))
        let client = try makeClient(server)
        _ = try await getThing(client, route: testRoute(.put, idempotent: true))
        #expect(server.requests.map(\.method) == ["PUT", "PUT"])
    }

    @Test func aBodyThatCannotBeSentTwiceIsNotRetried() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let client = try makeClient(server)
        let upload = testRoute("UploadThing", .put, "/things/{id}", idempotent: true)
        var plan = try client.context.plan(for: upload, path: ["id": "1"], query: [], body: ["data": "x"], emptyOn: [])
        plan.body?.isReplayable = false
        let error = await heyError { try await RequestPipeline(context: client.context).run(plan) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 1)
    }

    @Test func maxRetriesCapsTheSendsButNeverRaisesThem() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let capped = try makeClient(server) { $0.maxRetries = 1 }
        _ = await heyError { try await getThing(capped, route: testRoute(attempts: 3)) }
        #expect(server.requestCount == 2)
        server.reset()
        let generous = try makeClient(server) { $0.maxRetries = 10 }
        _ = await heyError { try await getThing(generous, route: testRoute(attempts: 2)) }
        #expect(server.requestCount == 2)
        server.reset()
        let none = try makeClient(server) { $0.maxRetries = 0 }
        _ = await heyError { try await getThing(none, route: testRoute(attempts: 3)) }
        #expect(server.requestCount == 1)
    }

    @Test func baseRetryDelayRaisesTheFirstWait() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .json(200, thingJSON))
        let client = try makeClient(server) { $0.baseRetryDelay = .milliseconds(400) }
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(10)))
        #expect(gap(server.requests, 0, 1) >= .milliseconds(400))
    }

    @Test func aHostileRetryAfterIsCappedByMaxRetryDelay() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(429, headers: [("Retry-After", "86400")]), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks) { $0.maxRetryDelay = .milliseconds(300) }
        _ = try await getThing(client)
        let waited = gap(server.requests, 0, 1)
        #expect(waited >= .milliseconds(300))
        // The cap shows in the planned wait (an elapsed-time ceiling would flake on a loaded machine).
        let resends = hooks.events.compactMap { event -> ResendInfo? in
            if case .willResend(let resend) = event { return resend }
            return nil
        }
        #expect(resends.map(\.delay) == [.milliseconds(300)])
        #expect(resends.map(\.reason) == [.status(429)])
    }

    @Test func retryAfterSecondsIsHonouredAsGiven() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503, headers: [("Retry-After", "1")]), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(10)))
        #expect(plannedDelays(hooks) == [.seconds(1)])
        #expect(gap(server.requests, 0, 1) >= .seconds(1))
    }

    @Test func retryAfterAsAnHTTPDateIsHonouredWithinTheCap() async throws {
        let server = try LoopbackServer()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let when = formatter.string(from: Date().addingTimeInterval(3600))
        server.enqueue(.status(429, headers: [("Retry-After", when)]), .json(200, thingJSON))
        let hooks = RecordingHooks()
        // The date is an hour away; the cap holds the wait at 1 s, and an unread date would wait 10 ms.
        let client = try makeClient(server, hooks: hooks) { $0.maxRetryDelay = .seconds(1) }
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(10)))
        #expect(plannedDelays(hooks) == [.seconds(1)])
        #expect(gap(server.requests, 0, 1) >= .seconds(1))
    }

    @Test(arguments: ["0", "Sun, 06 Nov 1994 08:49:37 GMT"])
    func retryAfterNeverShortensTheFloorUnderTheFirstWait(retryAfter: String) async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503, headers: [("Retry-After", retryAfter)]), .status(503, headers: [("Retry-After", retryAfter)]),
                       .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks) { $0.baseRetryDelay = .milliseconds(400) }
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(10)))
        let planned = plannedDelays(hooks)
        #expect(planned.count == 2)
        #expect(planned.allSatisfy { $0 >= .milliseconds(400) })
        #expect(gap(server.requests, 0, 1) >= .milliseconds(400))
        #expect(gap(server.requests, 1, 2) >= .milliseconds(800))
    }

    @Test func retryAfterZeroKeepsTheRoutesOwnWait() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(429, headers: [("Retry-After", "0")]), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(300)))
        #expect(plannedDelays(hooks).first.map { $0 >= .milliseconds(300) } == true)
        #expect(gap(server.requests, 0, 1) >= .milliseconds(300))
    }

    @Test func aRefreshedResendCountsAgainstMaxRetries() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            request.header("Authorization") == "Bearer token-1" ? .status(401) : .status(503)
        }
        let tokens = TestTokens("token-1")
        let two = try makeClient(server, provider: tokens) { $0.maxRetries = 2 }
        let error = await heyError { try await getThing(two, route: testRoute(attempts: 5)) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 3)
        #expect(tokens.refreshCount == 1)
    }

    @Test func withMaxRetriesZeroA401RefreshesButIsNotResent() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            request.header("Authorization") == "Bearer token-2" ? .json(200, thingJSON) : .status(401)
        }
        let tokens = TestTokens("token-1")
        let client = try makeClient(server, provider: tokens) { $0.maxRetries = 0 }
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "auth_required")
        #expect(error?.hint?.contains("maxRetries") == true)
        #expect(server.requestCount == 1)
        #expect(tokens.refreshCount == 1)
        // The credentials were renewed, so the next call works.
        #expect(try await getThing(client) == Thing(id: 1, name: "Imbox"))
    }

    @Test func aNetworkErrorOnAReadIsResentAndReSigned() async throws {
        let server = try LoopbackServer()
        server.enqueue(.dropConnection, .json(200, thingJSON))
        let tokens = TestTokens()
        tokens.rotate(["first", "second"])
        let client = try makeClient(server, provider: tokens)
        _ = try await getThing(client)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer first", "Bearer second"])
    }

    @Test func cancellingDuringABackoffWaitEndsTheCallAtOnce() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let client = try makeClient(server)
        let call = Task { try await getThing(client, route: testRoute(delay: .seconds(60))) }
        #expect(await server.waitForRequests(1, timeout: .seconds(30)))
        call.cancel()
        let error = await caught { try await call.value }
        #expect(error is CancellationError)
        #expect(server.requestCount == 1)
    }
}

@Suite struct RetryScheduleTests {
    private func schedule(attempts: Int = 5, base: Duration = .seconds(1), backoff: RetryPolicy.Backoff = .exponential,
                          mayResend: Bool = true, config: HeyConfig = HeyConfig()) -> RetrySchedule {
        RetrySchedule(policy: RetryPolicy(maxAttempts: attempts, baseDelay: base, backoff: backoff, retryOn: [503]),
                      mayResend: mayResend, config: config)
    }

    @Test func jitterOnlyAddsAndIsBounded() {
        let plan = schedule()
        #expect(plan.delay(beforeSend: 2, retryAfter: nil) { _ in .zero } == .seconds(1))
        #expect(plan.delay(beforeSend: 2, retryAfter: nil) { $0 } == .milliseconds(1100))
        #expect(RetrySchedule.jitterCeiling(for: .milliseconds(200)) == .milliseconds(20))
        #expect(RetrySchedule.jitterCeiling(for: .seconds(8)) == .milliseconds(100))
        for _ in 0..<200 {
            let delay = plan.delay(beforeSend: 3, retryAfter: nil)
            #expect(delay >= .seconds(2) && delay <= .milliseconds(2100))
        }
    }

    @Test func waitsDoubleUpToTheCapWithoutOverflow() {
        let plan = schedule(attempts: .max, base: .seconds(1))
        #expect((2...6).map { plan.backoffDelay(beforeSend: $0) } == [1, 2, 4, 8, 16].map { Duration.seconds($0) })
        #expect(plan.backoffDelay(beforeSend: 7) == .seconds(30))
        #expect(plan.backoffDelay(beforeSend: 1_000_000) == .seconds(30))
        let huge = schedule(attempts: .max, base: .seconds(Int64.max / 4), config: HeyConfig(maxRetryDelay: .seconds(Int64.max / 2)))
        #expect(huge.backoffDelay(beforeSend: 500) == .seconds(Int64.max / 2))
        #expect(plan.delay(beforeSend: 1_000, retryAfter: nil) { $0 } == .seconds(30))
    }

    @Test func constantBackoffKeepsTheBase() {
        let plan = schedule(base: .milliseconds(500), backoff: .constant)
        #expect(plan.backoffDelay(beforeSend: 5) == .milliseconds(500))
    }

    @Test func sendsAreTheModelsCountCappedByMaxRetries() {
        #expect(schedule(attempts: 3).maxSends == 3)
        #expect(schedule(attempts: 3, config: HeyConfig(maxRetries: 1)).maxSends == 2)
        #expect(schedule(attempts: 2, config: HeyConfig(maxRetries: 9)).maxSends == 2)
        #expect(schedule(attempts: 3, mayResend: false).maxSends == 1)
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

    @Test func retryAfterLengthensAWaitButNeverShortensIt() {
        let plan = schedule(base: .seconds(1))
        #expect(plan.delay(beforeSend: 2, retryAfter: .zero) { _ in .zero } == .seconds(1))
        #expect(plan.delay(beforeSend: 2, retryAfter: .milliseconds(500)) { _ in .zero } == .seconds(1))
        #expect(plan.delay(beforeSend: 2, retryAfter: .seconds(5)) { _ in .zero } == .seconds(5))
        #expect(plan.delay(beforeSend: 3, retryAfter: .seconds(1)) { _ in .zero } == .seconds(2))
    }

    @Test func everySendCountsAgainstTheCeiling() {
        #expect(schedule(attempts: 3, config: HeyConfig(maxRetries: 2)).ceiling == 3)
        #expect(schedule(attempts: 3, mayResend: false, config: HeyConfig(maxRetries: 2)).ceiling == 3)
        #expect(schedule(attempts: 3, config: HeyConfig(maxRetries: 0)).allowsRefreshedSend(after: 1) == false)
        #expect(schedule(attempts: 1, mayResend: false).allowsRefreshedSend(after: 1) == true)
    }
}
