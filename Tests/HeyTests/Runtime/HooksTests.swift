import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct HooksTests {
    @Test func anOperationReportsItsRequestsResendsAndOneEnd() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .status(429), .json(200, thingJSON, headers: [("X-Request-Id", "r3")]))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        _ = try await getThing(client)
        #expect(hooks.summary == [
            "start", "request 1", "answer 503", "resend 2", "request 2", "answer 429", "resend 3",
            "request 3", "answer 200", "end success",
        ])
        guard case .operationStarted(let operation) = hooks.events.first else {
            Issue.record("no start")
            return
        }
        #expect(operation == OperationInfo(service: "Things", operation: "GetThing", resourceType: "thing",
                                           isMutation: false, resourceId: 1))
        let answered = hooks.events.compactMap { event -> RequestResult? in
            if case .requestEnded(_, let result) = event { return result }
            return nil
        }
        // 0.34's RequestResult carries the status and whether the cache answered, not the request id.
        #expect(answered.map(\.statusCode) == [503, 429, 200])
        #expect(answered.allSatisfy { !$0.fromCache && $0.error == nil })
        // Each resend names the request that failed and the send about to be made.
        let retries = hooks.retries
        #expect(retries.map(\.failed.attempt) == [1, 2])
        #expect(retries.map(\.attempt) == [2, 3])
        #expect(retries.map { ($0.error as? HeyError)?.httpStatus } == [503, 429])
        #expect(retries.allSatisfy { $0.failed.method == "GET" && $0.failed.url == server.url("/things/1.json").absoluteString })
    }

    /// 0.34: what a token provider throws reaches the caller as thrown, and the operation ends
    /// in the hooks with that error (it used to end as `auth_required`); a declined refresh still
    /// leaves the caller the 401.
    @Test func everyWayOfEndingReportsExactlyOneStartAndOneEnd() async throws {
        struct GrantRevoked: Error {}
        let server = try LoopbackServer()
        server.respond { request in
            switch request.path {
            case "/things/404.json": return .json(404, "{}")
            case "/things/401.json", "/things/7.json": return .status(401)
            default: return ScriptedResponse(status: 200, body: Data(thingJSON.utf8), delay: .seconds(60))
            }
        }
        let hooks = RecordingHooks()
        let tokens = TestTokens { number in
            if number == 1 { return nil }
            throw GrantRevoked()
        }
        let client = try makeClient(server, provider: tokens, hooks: hooks)
        _ = await caught { try await getThing(client, id: 404) }
        _ = await caught { try await getThing(client, id: 401) }
        _ = await caught { try await client.context.send(testRoute(), as: Thing.self) }
        _ = await caught { try await getThing(client, id: 7) }
        let slow = Task { try await getThing(client, id: 5) }
        #expect(await server.waitForRequests(4, timeout: .seconds(30)))
        slow.cancel()
        _ = await caught { try await slow.value }
        let ends = hooks.summary.filter { $0.hasPrefix("end") }
        #expect(hooks.summary.filter { $0 == "start" }.count == 5)
        #expect(ends == ["end not_found", "end auth_required", "end usage", "end GrantRevoked", "end cancelled"])
    }

    @Test func anEmptyOnStatusEndsAsTheSuccessTheCallerSees() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(404))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        let ongoing = testRoute("GetOngoing", .get, "/ongoing.json", emptyOn: [404])
        #expect(try await client.context.sendOptional(ongoing, as: Thing.self) == nil)
        #expect(hooks.summary == ["start", "request 1", "answer 404", "end success"])
    }

    @Test func durationsComeFromTheMonotonicClock() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, body: Data(thingJSON.utf8), delay: .milliseconds(200)))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        _ = try await getThing(client)
        var checked = 0
        for event in hooks.events {
            if case .operationEnded(_, let result) = event { #expect(result.duration >= .milliseconds(200)); checked += 1 }
            if case .requestEnded(_, let result) = event { #expect(result.duration >= .milliseconds(200)); checked += 1 }
        }
        #expect(checked == 2)
    }

    @Test func everyDurationIsADifferenceOfTheClientsClockReadings() async throws {
        let now = Locked(Duration.seconds(100))
        let server = try LoopbackServer()
        server.respond { _ in
            now.withLock { $0 += .seconds(7) }
            return .json(200, thingJSON)
        }
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks, waits: Waits(), clock: { now.withLock { $0 } })
        _ = try await getThing(client)
        let durations = hooks.events.compactMap { event -> Duration? in
            switch event {
            case .operationEnded(_, let result): return result.duration
            case .requestEnded(_, let result): return result.duration
            default: return nil
            }
        }
        #expect(durations == [.seconds(7), .seconds(7)])
    }

    @Test func chainHooksCallsEachInOrder() async throws {
        final class Lines: @unchecked Sendable {
            let lines = Locked([String]())
        }
        struct Tagged: HeyHooks {
            let tag: String
            let sink: Lines
            func onOperationStart(_ info: OperationInfo) { sink.lines.withLock { $0.append("\(tag) start") } }
            func onOperationEnd(_ info: OperationInfo, result: OperationResult) {
                sink.lines.withLock { $0.append("\(tag) end") }
            }
        }
        let sink = Lines()
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON))
        let client = try makeClient(server, hooks: ChainHooks(Tagged(tag: "a", sink: sink), Tagged(tag: "b", sink: sink)))
        _ = try await getThing(client)
        #expect(sink.lines.withLock { $0 } == ["a start", "b start", "a end", "b end"])
    }

    @Test func consolePrintsEveryEventWithoutSecrets() async throws {
        let lines = Locked([String]())
        let server = try LoopbackServer()
        server.enqueue(.status(503), .json(200, thingJSON))
        let console = ConsoleHooks(logRequests: true) { line in lines.withLock { $0.append(line) } }
        let client = try makeClient(server, token: "tok-SECRET", hooks: console)
        let route = testRoute("Search", .get, "/search")
        _ = try await client.context.send(route, query: [URLQueryItem(name: "q", value: "private-words")], as: Thing.self)
        let printed = lines.withLock { $0 }
        let url = "\(server.baseURL.absoluteString)/search.json"
        #expect(printed.count == 7)
        #expect(printed.first == "[hey] Things.Search started")
        #expect(printed.contains { $0.hasPrefix("[hey] → GET \(url) (attempt 1)") })
        #expect(printed.contains { $0.hasPrefix("[hey] ← 503 in ") })
        #expect(printed.contains { $0.hasPrefix("[hey] ↻ attempt 2 of GET \(url) in") && $0.hasSuffix("after api_error (HTTP 503)") })
        #expect(printed.last?.hasPrefix("[hey] Things.Search succeeded in") == true)
        let all = printed.joined(separator: "\n")
        for secret in ["tok-SECRET", "Authorization", "Bearer", "private-words", "?"] {
            #expect(!all.contains(secret))
        }
    }

    @Test func consoleLeavesRequestsOutByDefaultAndPrintsOnlyWhatItIsAskedTo() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .json(200, thingJSON), .status(503), .json(200, thingJSON))
        let byDefault = Locked([String]())
        _ = try await getThing(try makeClient(server, hooks: ConsoleHooks { line in byDefault.withLock { $0.append(line) } }))
        #expect(byDefault.withLock { $0.map { String($0.prefix(7)) } } == ["[hey] T", "[hey] ↻", "[hey] T"])
        let retriesOnly = Locked([String]())
        let quiet = ConsoleHooks(logOperations: false, logRequests: false, logRetries: true) { line in
            retriesOnly.withLock { $0.append(line) }
        }
        _ = try await getThing(try makeClient(server, hooks: quiet))
        #expect(retriesOnly.withLock { $0.count } == 1)
        #expect(retriesOnly.withLock { $0.first?.hasPrefix("[hey] ↻ attempt 2") } == true)
    }

    @Test func nothingAHookReceivesCarriesATokenHeaderQueryOrSensitiveValue() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(401), .json(422, #"{"errors": ["nope"]}"#))
        let hooks = RecordingHooks()
        let tokens = TestTokens("tok-OLD") { _ in "tok-NEW" }
        let client = try makeClient(server, provider: tokens, hooks: hooks)
        struct Body: Encodable, Sendable { let email: SensitiveString }
        let route = testRoute("Invite", .post, "/invites")
        _ = await caught {
            try await client.context.send(route, query: [URLQueryItem(name: "q", value: "private-words")],
                                          body: Body(email: "alice@example.com"), as: Thing.self)
        }
        #expect(try #require(server.requests.first).jsonBody() as? [String: String] == ["email": "alice@example.com"])
        let seen = hooks.dumped
        #expect(!seen.isEmpty)
        for secret in ["tok-OLD", "tok-NEW", "Authorization", "Bearer", "private-words", "alice@example.com", "Cookie"] {
            #expect(!seen.contains(secret), "hooks saw \(secret)")
        }
    }
}
