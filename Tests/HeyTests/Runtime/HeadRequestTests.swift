import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// A HEAD operation's route: a GET's (read-only, retried as a read) that sends `HEAD`.
private func headRoute(attempts: Int = 3) -> Route {
    testRoute("ThingExists", .get, "/things/{id}", attempts: attempts).with { $0.sendsHead = true }
}

/// Sends `ThingExists` for thing 1 as a generated method does: nothing is read from the answer.
private func thingExists(_ client: HeyClient, route: Route = headRoute()) async throws {
    try await client.context.send(route, path: ["id": "1"])
}

/// HEAD operations over real URLSession to the loopback server.
@Suite struct HeadRequestTests {
    @Test func theRequestGoesOutAsHEADAndHooksAndTheConsoleSayHEAD() async throws {
        let server = try LoopbackServer()
        // The answer's headers promise a JSON body HEAD never carries: nothing is decoded.
        server.enqueue(.json(200, thingJSON, headers: [("ETag", "\"v1\"")]))
        let hooks = RecordingHooks()
        let lines = Locked([String]())
        let console = ConsoleHooks(logRequests: true) { line in lines.withLock { $0.append(line) } }
        let client = try makeClient(server, hooks: ChainHooks([hooks, console]))
        try await thingExists(client)
        #expect(server.requests.map(\.method) == ["HEAD"])
        #expect(server.requests.first?.path == "/things/1.json")
        let sent = hooks.events.compactMap { event -> String? in
            if case .requestStarted(let info) = event { return info.method }
            return nil
        }
        #expect(sent == ["HEAD"])
        #expect(lines.withLock { $0.contains { $0.hasPrefix("[hey] → HEAD \(server.baseURL.absoluteString)/things/1.json") } })
        #expect(headRoute().wireMethod == "HEAD")
        #expect(headRoute().description == "ThingExists (HEAD /things/{id})")
        #expect(headRoute().readonly && headRoute().mayResend)
    }

    @Test func aContentLengthPastTheBodyCapIsNoError() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, "[" + String(repeating: "1,", count: 2048) + "1]"))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = 1024 }
        try await thingExists(client)
        #expect(server.requests.map(\.method) == ["HEAD"])
    }

    @Test func a404IsNotFoundNamingHEAD() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(404, #"{"error": "no such thing"}"#))
        let client = try makeClient(server)
        let error = await heyError { try await thingExists(client) }
        #expect(error?.code == "not_found")
        #expect(error?.httpStatus == 404)
        #expect(error?.message.contains("HEAD") == true)
        #expect(server.requestCount == 1)
    }

    @Test func aRetryable503IsResentAsAGETWouldBe() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .status(503), .status(204))
        let hooks = RecordingHooks()
        let waits = Waits()
        let client = try makeClient(server, hooks: hooks, waits: waits) { $0.maxRetryJitter = .zero }
        try await thingExists(client)
        #expect(server.requests.map(\.method) == ["HEAD", "HEAD", "HEAD"])
        #expect(hooks.retries.map(\.failed.method) == ["HEAD", "HEAD"])
        #expect(waits.all == [.milliseconds(20), .milliseconds(40)])

        server.fallback = .status(503)
        let error = await heyError { try await thingExists(client, route: headRoute(attempts: 2)) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 5)
    }

    @Test func aRedirectKeepsHEADAsHEAD() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", "/things/2.json")]),
                       .status(303, headers: [("Location", "/things/3.json")]),
                       .status(204))
        let client = try makeClient(server)
        try await thingExists(client)
        #expect(server.requests.map(\.method) == ["HEAD", "HEAD", "HEAD"])
        #expect(server.requests.map(\.path) == ["/things/1.json", "/things/2.json", "/things/3.json"])
    }

    @Test func aRawOperationOfAHEADRouteSendsHEAD() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON, headers: [("ETag", "\"v1\"")]), .json(200, thingJSON, headers: [("ETag", "\"v1\"")]))
        let client = try makeClient(server) { $0.enableCache = true }
        let operation = try client.operation(headRoute(), [1])
        #expect(operation.description.hasSuffix("(HEAD /things/1.json)"))
        let first = try await client.execute(operation)
        _ = try await client.execute(operation)
        #expect(first.body.isEmpty)
        #expect(server.requests.map(\.method) == ["HEAD", "HEAD"])
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, nil])
    }

    @Test func theResponseCacheIsNeverUsed() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON, headers: [("ETag", "\"v1\"")]), .json(200, thingJSON, headers: [("ETag", "\"v1\"")]))
        let client = try makeClient(server) { $0.enableCache = true }
        let plan = try client.context.plan(for: headRoute(), path: ["id": "1"], query: [], body: nil, emptyOn: [])
        #expect(!plan.usesCache)
        try await thingExists(client)
        try await thingExists(client)
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, nil])
    }
}
