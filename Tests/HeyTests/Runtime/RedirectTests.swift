import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// Signs with a bearer token, a session cookie and a CSRF token, counting how often it signs.
private final class SessionStrategy: AuthStrategy, @unchecked Sendable {
    let signings = Locked(0)

    func authenticate(_ request: inout HTTPRequest) async throws {
        signings.withLock { $0 += 1 }
        request.headers["Authorization"] = "Bearer session-token"
        request.headers["Cookie"] = "session=s1"
        request.headers["X-CSRF-Token"] = "csrf-1"
    }
}

@Suite struct RedirectTests {
    @Test func aSameOriginHopIsReSignedAndACrossOriginHopCarriesNoCredentials() async throws {
        let storage = try LoopbackServer()
        storage.fallback = .json(200, thingJSON)
        let server = try LoopbackServer()
        server.enqueue(.status(301, headers: [("Location", "/things/2.json")]),
                       .status(302, headers: [("Location", storage.url("/blob/2?sig=s").absoluteString)]))
        let strategy = SessionStrategy()
        let client = try HeyClient(auth: strategy, config: HeyConfig(baseURL: server.baseURL.absoluteString))
        #expect(try await getThing(client) == Thing(id: 1, name: "Imbox"))
        #expect(server.requests.map(\.path) == ["/things/1.json", "/things/2.json"])
        for hop in server.requests {
            #expect(hop.header("Authorization") == "Bearer session-token")
            #expect(hop.header("Cookie") == "session=s1")
            #expect(hop.header("X-CSRF-Token") == "csrf-1")
        }
        #expect(strategy.signings.withLock { $0 } == 2)
        let offOrigin = try #require(storage.requests.first)
        #expect(offOrigin.header("Authorization") == nil)
        #expect(offOrigin.header("Cookie") == nil)
        #expect(offOrigin.header("X-CSRF-Token") == nil)
    }

    @Test func aCallersCSRFHeaderIsDroppedOnACrossOriginHop() async throws {
        let storage = try LoopbackServer()
        storage.fallback = .json(200, thingJSON)
        let server = try LoopbackServer()
        server.enqueue(.status(307, headers: [("Location", storage.url("/get/1").absoluteString)]))
        let client = try makeClient(server)
        var plan = try client.context.plan(for: testRoute(), path: ["id": "1"], query: [], body: nil, emptyOn: [])
        plan.headers["X-CSRF-Token"] = "csrf-2"
        plan.headers["Cookie"] = "session=s2"
        _ = try await RequestPipeline(context: client.context).run(plan)
        #expect(server.requests.first?.header("X-CSRF-Token") == "csrf-2")
        let hop = try #require(storage.requests.first)
        #expect(hop.method == "GET")
        #expect(hop.header("X-CSRF-Token") == nil)
        #expect(hop.header("Cookie") == nil)
        #expect(hop.header("Authorization") == nil)
    }

    @Test(arguments: [307, 308])
    func aRedirectThatWouldCarryTheBodyOffTheOriginIsRefused(status: Int) async throws {
        let storage = try LoopbackServer()
        storage.fallback = .json(200, thingJSON)
        let server = try LoopbackServer()
        server.enqueue(.status(status, headers: [("Location", storage.url("/collect?x=1").absoluteString)]))
        let client = try makeClient(server)
        let update = testRoute(.put, idempotent: true)
        let body = ["email": SensitiveString("ada@example.com")]
        let error = await heyError { try await client.context.send(update, path: ["id": "1"], body: body, as: Thing.self) }
        #expect(error?.code == "api_error")
        #expect(error?.httpStatus == status)
        #expect(error?.isRetryable == false)
        #expect(error?.message.contains("another origin") == true)
        #expect(error?.message.contains("x=1") == false)
        #expect(storage.requestCount == 0)
        #expect(server.requestCount == 1)
    }

    @Test func aSameOriginRedirectKeepsTheBody() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(308, headers: [("Location", "/things/2.json")]), .json(200, thingJSON))
        let client = try makeClient(server)
        _ = try await client.context.send(testRoute(.put, idempotent: true), path: ["id": "1"], body: ["name": "x"], as: Thing.self)
        #expect(server.requests.map(\.method) == ["PUT", "PUT"])
        #expect(server.requests.map { String(decoding: $0.body, as: UTF8.self) } == [#"{"name":"x"}"#, #"{"name":"x"}"#])
    }

    @Test func a303TurnsAWriteIntoAGetAndTenHopsAreTheMost() async throws {
        let server = try LoopbackServer()
        var hops: [ScriptedResponse] = [.status(303, headers: [("Location", "/hop/1")])]
        hops += (2...10).map { .status(302, headers: [("Location", "/hop/\($0)")]) }
        server.enqueue(contentsOf: hops + [.json(200, thingJSON)])
        let client = try makeClient(server)
        _ = try await client.context.send(testRoute("CreateThing", .post, "/things"), body: ["name": "x"], as: Thing.self)
        #expect(server.requestCount == 11)
        #expect(server.requests.map(\.method) == ["POST"] + Array(repeating: "GET", count: 10))
    }
}
