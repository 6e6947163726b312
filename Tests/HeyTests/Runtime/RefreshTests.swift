import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HeyTestSupport
import Testing
@testable import Hey

/// Answers 401 to any token but `valid`, and thing 1 to `valid`.
private func acceptOnly(_ valid: String) -> @Sendable (RecordedRequest) -> ScriptedResponse {
    { request in
        request.header("Authorization") == "Bearer \(valid)" ? .json(200, thingJSON) : .json(401, #"{"message": "expired"}"#)
    }
}

@Suite struct RefreshTests {
    @Test func a401RefreshesOnceAndResendsWithTheNewToken() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("token-2"))
        let tokens = TestTokens("token-1")
        let hooks = RecordingHooks()
        let client = try makeClient(server, provider: tokens, hooks: hooks)
        #expect(try await getThing(client) == Thing(id: 1, name: "Imbox"))
        #expect(tokens.refreshCount == 1)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer token-1", "Bearer token-2"])
        #expect(hooks.summary == ["start", "request 1", "answer 401", "resend 2", "request 2", "answer 200", "end success"])
    }

    @Test func aSecond401IsTheCallers() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("never"))
        let tokens = TestTokens("token-1")
        let client = try makeClient(server, provider: tokens)
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "auth_required")
        #expect(error?.httpStatus == 401)
        #expect(error?.hint == "expired")
        #expect(tokens.refreshCount == 1)
        #expect(server.requestCount == 2)
    }

    @Test func aNonIdempotentWriteIsResentOnceAfterARefresh() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("token-2"))
        let tokens = TestTokens("token-1")
        let client = try makeClient(server, provider: tokens)
        let create = testRoute("CreateThing", .post, "/things", retryOn: [429, 503])
        _ = try await client.context.send(create, body: ["name": "x"], as: Thing.self)
        #expect(server.requests.map(\.method) == ["POST", "POST"])
        #expect(server.requests.map { String(decoding: $0.body, as: UTF8.self) } == [#"{"name":"x"}"#, #"{"name":"x"}"#])
    }

    @Test func aProviderThatAlreadyRenewedIsNotAskedToRefresh() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("rotated"))
        let tokens = TestTokens()
        tokens.rotate(["stale", "rotated"])
        let client = try makeClient(server, provider: tokens)
        _ = try await getThing(client)
        #expect(tokens.refreshCount == 0)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer stale", "Bearer rotated"])
    }

    @Test func aDeclinedRefreshLeavesTheFirst401ToTheCaller() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("never"))
        let tokens = TestTokens("token-1") { _ in nil }
        let client = try makeClient(server, provider: tokens)
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "auth_required")
        #expect(tokens.refreshCount == 1)
        #expect(server.requestCount == 1)
    }

    @Test func aHundredConcurrent401sCauseExactlyOneRefresh() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("token-2"))
        let tokens = TestTokens("token-1") { number in
            try await Task.sleep(for: .milliseconds(100))
            return "token-\(number + 1)"
        }
        let client = try makeClient(server, provider: tokens)
        let results = try await withThrowingTaskGroup(of: Thing.self) { group in
            for _ in 0..<100 { group.addTask { try await getThing(client) } }
            return try await group.reduce(into: [Thing]()) { $0.append($1) }
        }
        #expect(results.count == 100)
        #expect(tokens.refreshCount == 1)
        #expect(server.requests.filter { $0.header("Authorization") == "Bearer token-2" }.count == 100)
    }

    /// 0.34: the refresh's own error reaches every caller as thrown (it used to be the cause of
    /// an `auth_required` error).
    @Test func aFailedRefreshServesEveryRequestSignedWithTheStaleToken() async throws {
        struct RevokedGrant: Error {}
        let server = try LoopbackServer()
        // No 401 goes back before all 20 requests arrived, so every one was signed with token-1.
        let arrived = Barrier(count: 20)
        server.respond { _ in
            arrived.arriveAndWait()
            return .json(401, #"{"message": "expired"}"#)
        }
        let tokens = TestTokens("token-1") { _ in throw RevokedGrant() }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 20
        let client = try HeyClient(tokenProvider: tokens, config: HeyConfig(baseURL: server.baseURL.absoluteString),
                                   transport: URLSessionTransport(configuration: configuration))
        let errors = await withTaskGroup(of: (any Error)?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    do { _ = try await getThing(client); return nil } catch { return error }
                }
            }
            return await group.reduce(into: [(any Error)?]()) { $0.append($1) }
        }
        #expect(errors.count == 20)
        #expect(errors.allSatisfy { $0 is RevokedGrant })
        #expect(tokens.refreshCount == 1)
        #expect(server.requestCount == 20)
    }

    /// 0.34: both callers get the refresh's own error as thrown.
    @Test func aCallThatWaitedOutAFailedRefreshSharesItsFailure() async throws {
        struct RevokedGrant: Error {}
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("never"))
        let refreshStarted = Gate()
        let failRefresh = Gate()
        let tokens = TestTokens("token-1") { _ in
            refreshStarted.open()
            try await failRefresh.wait()
            throw RevokedGrant()
        }
        let client = try makeClient(server, provider: tokens)
        let first = Task { try await getThing(client) }
        try await refreshStarted.wait()
        // Signed while the refresh runs: it waits for it, then goes out with the stale token.
        let waiter = Task { try await getThing(client) }
        // Both wait on the refresh: the first for its outcome, the other to sign.
        let deadline = ContinuousClock.now + .seconds(30)
        while client.context.credentials.refreshWaiters < 2, ContinuousClock.now < deadline { await Task.yield() }
        #expect(client.context.credentials.refreshWaiters == 2)
        failRefresh.open()
        for call in [first, waiter] {
            let error = await caught { try await call.value }
            #expect(error is RevokedGrant)
        }
        #expect(tokens.refreshCount == 1)
    }

    @Test func aCallStartedAfterARefreshFailedMayRefreshAgain() async throws {
        struct Offline: Error {}
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("token-2"))
        let tokens = TestTokens("token-1") { number in
            if number == 1 { throw Offline() }
            return "token-2"
        }
        let client = try makeClient(server, provider: tokens)
        let error = await caught { try await getThing(client) }
        #expect(error is Offline)
        #expect(try await getThing(client) == Thing(id: 1, name: "Imbox"))
        #expect(tokens.refreshCount == 2)
    }

    @Test func cancellingTheRequestThatStartedARefreshDoesNotCancelIt() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("token-2"))
        let refreshStarted = Gate()
        let finishRefresh = Gate()
        let refreshWasCancelled = Locked<Bool?>(nil)
        let tokens = TestTokens("token-1") { _ in
            refreshStarted.open()
            try? await finishRefresh.wait()
            refreshWasCancelled.withLock { $0 = Task.isCancelled }
            return "token-2"
        }
        let client = try makeClient(server, provider: tokens)
        let starter = Task { try await getThing(client) }
        try await refreshStarted.wait()
        let follower = Task { try await getThing(client) }
        starter.cancel()
        let starterError = await caught { try await starter.value }
        #expect(starterError is CancellationError)
        finishRefresh.open()
        #expect(try await follower.value == Thing(id: 1, name: "Imbox"))
        #expect(refreshWasCancelled.withLock { $0 } == false)
        #expect(tokens.refreshCount == 1)
    }

    @Test func aBodyThatCannotBeSentTwiceIsNotResent() async throws {
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("token-2"))
        let tokens = TestTokens("token-1")
        let client = try makeClient(server, provider: tokens)
        let upload = testRoute("UploadThing", .put, "/things/{id}", idempotent: true)
        var plan = try client.context.plan(for: upload, path: ["id": "1"], query: [], body: ["data": "x"], emptyOn: [])
        plan.body?.isReplayable = false
        let error = await heyError { try await RequestPipeline(context: client.context).run(plan) }
        #expect(error?.code == "auth_required")
        #expect(server.requestCount == 1)
        #expect(tokens.refreshCount == 1)
    }

    @Test func a401OnTheRedirectHopOfANonIdempotentWriteRefreshesButIsTheCallers() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            if request.method == "POST" { return .status(302, headers: [("Location", "/things/9")]) }
            return request.header("Authorization") == "Bearer token-2" ? .json(200, thingJSON) : .status(401)
        }
        let tokens = TestTokens("token-1")
        let client = try makeClient(server, provider: tokens)
        let create = testRoute("CreateThing", .post, "/things")
        let error = await heyError { try await client.context.send(create, body: ["name": "x"], as: Thing.self) }
        #expect(error?.code == "auth_required")
        #expect(error?.hint?.contains("may already be made") == true)
        #expect(tokens.refreshCount == 1)
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["POST /things.json", "GET /things/9"])
    }

    @Test func a401OnTheRedirectHopOfAReadRefreshesAndResends() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            if request.path == "/things/1.json" { return .status(302, headers: [("Location", "/things/1/moved.json")]) }
            return request.header("Authorization") == "Bearer token-2" ? .json(200, thingJSON) : .status(401)
        }
        let tokens = TestTokens("token-1")
        let client = try makeClient(server, provider: tokens)
        _ = try await getThing(client)
        #expect(tokens.refreshCount == 1)
        #expect(server.requests.map(\.path) == ["/things/1.json", "/things/1/moved.json", "/things/1.json", "/things/1/moved.json"])
    }

    @Test func anAuthStrategyIsAskedToRefreshToo() async throws {
        final class Rotating: AuthStrategy, @unchecked Sendable {
            let key = Locked("old")
            func authenticate(_ request: inout HTTPRequest) async throws {
                request.headers["Authorization"] = "Bearer \(key.withLock { $0 })"
            }
            func refresh() async throws -> Bool {
                key.withLock { $0 = "token-2" }
                return true
            }
        }
        let server = try LoopbackServer()
        server.respond(with: acceptOnly("token-2"))
        let client = try HeyClient(auth: Rotating(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        _ = try await getThing(client)
        #expect(server.requestCount == 2)
    }
}
