import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// Retry timing is checked two ways: with the default sleeper, the waits the client planned
/// (exactly, through `onRetry`) and the recorded arrival times at the server, which can only show
/// that a wait was at least that long (a loaded 2-core machine may stretch it, never shorten it);
/// and with a recording sleeper (``Waits``), the exact waits the client took, without sleeping.
private func plannedDelays(_ hooks: RecordingHooks) -> [Duration] {
    hooks.retries.map(\.delay)
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

    @Test func everyWaitGoesThroughTheSleeperAndJitterCanBeTurnedOff() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .status(429), .status(503), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let waits = Waits()
        let client = try makeClient(server, hooks: hooks, waits: waits) { $0.maxRetryJitter = .zero }
        _ = try await getThing(client, route: testRoute(attempts: 4, delay: .seconds(2)))
        #expect(waits.all == [.seconds(2), .seconds(4), .seconds(8)])
        #expect(plannedDelays(hooks) == waits.all)
        #expect(server.requestCount == 4)
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

    @Test func enableRetryOffSendsEveryCallOnce() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let client = try makeClient(server) { $0.enableRetry = false }
        let error = await heyError { try await getThing(client, route: testRoute(attempts: 3)) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 1)
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
        server.reset()
        let unbounded = try makeClient(server, waits: Waits()) { $0.maxRetries = .max }
        _ = await heyError { try await getThing(unbounded, route: testRoute(attempts: 3)) }
        #expect(server.requestCount == 3)
    }

    @Test func baseRetryDelayRaisesTheFirstWait() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .json(200, thingJSON))
        let waits = Waits()
        let client = try makeClient(server, waits: waits) {
            $0.baseRetryDelay = .milliseconds(400)
            $0.maxRetryJitter = .zero
        }
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(10)))
        #expect(waits.all == [.milliseconds(400)])
    }

    @Test func aHostileRetryAfterIsCappedByMaxRetryDelay() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(429, headers: [("Retry-After", "86400")]), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let waits = Waits()
        let client = try makeClient(server, hooks: hooks, waits: waits) { $0.maxRetryDelay = .milliseconds(300) }
        _ = try await getThing(client)
        #expect(waits.all == [.milliseconds(300)])
        let retries = hooks.retries
        #expect(retries.map(\.delay) == [.milliseconds(300)])
        let reason = retries.first?.error as? HeyError
        #expect(reason?.httpStatus == 429)
        guard case .rateLimit(_, let seconds, _)? = reason else {
            Issue.record("expected rate_limit, got \(String(describing: reason))")
            return
        }
        #expect(seconds == 86_400)
    }

    @Test func retryAfterSecondsIsHonouredAsGiven() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503, headers: [("Retry-After", "1")]), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let waits = Waits()
        let client = try makeClient(server, hooks: hooks, waits: waits)
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(10)))
        #expect(plannedDelays(hooks) == [.seconds(1)])
        #expect(waits.all == [.seconds(1)])
    }

    /// 0.34: a positive `Retry-After` is honoured as given, even when the backoff would wait
    /// longer (it used to be only a floor).
    @Test func aShortRetryAfterShortensTheBackoff() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503, headers: [("Retry-After", "1")]), .json(200, thingJSON))
        let waits = Waits()
        let client = try makeClient(server, waits: waits)
        _ = try await getThing(client, route: testRoute(delay: .seconds(20)))
        #expect(waits.all == [.seconds(1)])
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
        let waits = Waits()
        // The date is an hour away; the cap holds the wait at 1 s, and an unread date would wait 10 ms.
        let client = try makeClient(server, hooks: hooks, waits: waits) { $0.maxRetryDelay = .seconds(1) }
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(10)))
        #expect(plannedDelays(hooks) == [.seconds(1)])
        #expect(waits.all == [.seconds(1)])
    }

    /// 0.34: `Retry-After: 0`, or a date already past, means resend now, whatever the route's
    /// backoff or `baseRetryDelay` say (they used to be a floor under it).
    @Test(arguments: ["0", "Sun, 06 Nov 1994 08:49:37 GMT"])
    func retryAfterZeroOrAPastDateResendsAtOnce(retryAfter: String) async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503, headers: [("Retry-After", retryAfter)]), .status(429, headers: [("Retry-After", retryAfter)]),
                       .json(200, thingJSON))
        let hooks = RecordingHooks()
        let waits = Waits()
        let client = try makeClient(server, hooks: hooks, waits: waits) { $0.baseRetryDelay = .milliseconds(400) }
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(300)))
        #expect(plannedDelays(hooks) == [.zero, .zero])
        #expect(waits.all.allSatisfy { $0 == .zero })
        #expect(server.requestCount == 3)
    }

    /// 0.34: `Retry-After: 0` resends at once rather than keeping the route's own wait.
    @Test func retryAfterZeroOverridesTheRoutesOwnWait() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(429, headers: [("Retry-After", "0")]), .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        _ = try await getThing(client, route: testRoute(delay: .milliseconds(300)))
        #expect(plannedDelays(hooks) == [.zero])
        #expect(server.requestCount == 2)
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
