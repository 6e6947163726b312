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
                                           isMutation: false, resourceId: "1"))
        let answered = hooks.events.compactMap { event -> RequestResult? in
            if case .requestEnded(_, let result) = event { return result }
            return nil
        }
        #expect(answered.last?.requestId == "r3")
    }

    @Test func everyWayOfEndingReportsExactlyOneStartAndOneEnd() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            switch request.path {
            case "/things/404.json": return .json(404, "{}")
            case "/things/401.json": return .status(401)
            default: return ScriptedResponse(status: 200, body: Data(thingJSON.utf8), delay: .seconds(60))
            }
        }
        let hooks = RecordingHooks()
        let tokens = TestTokens { _ in throw CancellationError() }
        let client = try makeClient(server, provider: tokens, hooks: hooks)
        _ = await caught { try await getThing(client, id: 404) }
        _ = await caught { try await getThing(client, id: 401) }
        _ = await caught { try await client.context.send(testRoute(), as: Thing.self) }
        let slow = Task { try await getThing(client, id: 5) }
        #expect(await server.waitForRequests(3, timeout: .seconds(30)))
        slow.cancel()
        _ = await caught { try await slow.value }
        let ends = hooks.summary.filter { $0.hasPrefix("end") }
        #expect(hooks.summary.filter { $0 == "start" }.count == 4)
        #expect(ends == ["end not_found", "end auth_required", "end usage", "end cancelled"])
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
        for event in hooks.events {
            if case .operationEnded(_, _, let duration) = event { #expect(duration >= .milliseconds(200)) }
            if case .requestEnded(_, let result) = event { #expect(result.duration >= .milliseconds(200)) }
        }
    }

    @Test func chainHooksCallsEachInOrder() async throws {
        final class Lines: @unchecked Sendable {
            let lines = Locked([String]())
        }
        struct Tagged: HeyHooks {
            let tag: String
            let sink: Lines
            func operationStarted(_ operation: OperationInfo) { sink.lines.withLock { $0.append("\(tag) start") } }
            func operationEnded(_ operation: OperationInfo, outcome: OperationOutcome, duration: Duration) {
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
        let client = try makeClient(server, token: "tok-SECRET", hooks: ConsoleHooks { line in lines.withLock { $0.append(line) } })
        let route = testRoute("Search", .get, "/search")
        _ = try await client.context.send(route, query: [URLQueryItem(name: "q", value: "private-words")], as: Thing.self)
        let printed = lines.withLock { $0 }
        #expect(printed.count == 7)
        #expect(printed.first == "[hey] Things.Search started")
        #expect(printed.contains { $0.hasPrefix("[hey] → GET \(server.baseURL.absoluteString)/search.json (attempt 1)") })
        #expect(printed.contains { $0.hasPrefix("[hey] ↻ resend 2 of Things.Search") && $0.hasSuffix("after HTTP 503") })
        #expect(printed.last?.hasPrefix("[hey] Things.Search succeeded in") == true)
        let all = printed.joined(separator: "\n")
        for secret in ["tok-SECRET", "Authorization", "Bearer", "private-words", "?"] {
            #expect(!all.contains(secret))
        }
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
