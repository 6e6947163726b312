import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// Counts the requests it passes on to the default transport.
private final class CountingTransport: Transport, @unchecked Sendable {
    let inner = URLSessionTransport()
    let sent = Locked([String]())

    func send(_ request: HTTPRequest,
              bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
        sent.withLock { $0.append("\(request.method) \(request.url.path)") }
        return try await inner.send(request, bodyLimit: bodyLimit)
    }
}

@Suite struct TransportTests {
    @Test func aCustomTransportCarriesEveryRequest() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(503), .json(200, thingJSON))
        let transport = CountingTransport()
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: server.baseURL.absoluteString),
                                   transport: transport)
        _ = try await getThing(client)
        #expect(transport.sent.withLock { $0 } == ["GET /things/1.json", "GET /things/1.json"])
    }

    @Test func aCustomTransportsOwnErrorIsARetryableNetworkError() async throws {
        struct Offline: Transport {
            struct NoRoute: Error {}
            func send(_ request: HTTPRequest,
                      bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
                throw NoRoute()
            }
        }
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "http://127.0.0.1:9"), transport: Offline())
        let hooks = RecordingHooks()
        let observed = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "http://127.0.0.1:9"),
                                     hooks: hooks, transport: Offline())
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "network")
        #expect(error?.detail?.cause is Offline.NoRoute)
        // 0.34: a transport failure carries the transport's own message as its hint.
        #expect(error?.hint?.isEmpty == false)
        _ = await caught { try await getThing(observed) }
        #expect(hooks.summary.filter { $0.hasPrefix("request") } == ["request 1", "request 2", "request 3"])
    }

    @Test func theURLSessionTransportHandsBackRedirectsUnfollowed() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", "/elsewhere")]))
        let response = try await URLSessionTransport().send(HTTPRequest(method: "GET", url: server.url("/start")),
                                                            bodyLimit: { _, _ in nil })
        #expect(response.status == 302)
        #expect(response.headers["location"] == "/elsewhere")
        #expect(server.requestCount == 1)
    }

    @Test func aSameOriginRedirectIsFollowedAndReSigned() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(301, headers: [("Location", "/things/1/renamed.json")]), .json(200, thingJSON))
        let tokens = TestTokens()
        let client = try makeClient(server, provider: tokens)
        _ = try await getThing(client)
        #expect(server.requests.map(\.path) == ["/things/1.json", "/things/1/renamed.json"])
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer token-1", "Bearer token-1"])
        #expect(tokens.accessCount == 2)
    }

    @Test func aCrossOriginHopNeverCarriesCredentials() async throws {
        let storage = try LoopbackServer()
        storage.enqueue(.json(200, thingJSON))
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", storage.url("/blob/1?sig=abc").absoluteString)]))
        let client = try makeClient(server, token: "tok-SECRET")
        _ = try await getThing(client)
        let hop = try #require(storage.requests.first)
        #expect(hop.header("Authorization") == nil)
        #expect(hop.header("Cookie") == nil)
        #expect(hop.header("User-Agent")?.hasPrefix("hey-sdk-swift/") == true)
        #expect(hop.query == "sig=abc")
    }

    @Test func aRouteThatRefusesRedirectsFailsWithTheStatus() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", "/oauth/elsewhere")]))
        let client = try makeClient(server)
        let route = testRoute("CreateToken", .post, "/oauth/token", auth: .none, encoding: .form, redirects: .refuse,
                              pathAsWritten: true)
        let error = await heyError { try await client.context.send(route, body: ["code": "c"], as: JSONValue.self) }
        #expect(error?.code == "api_error")
        #expect(error?.httpStatus == 302)
        #expect(error?.isRetryable == false)
        #expect(error?.message.contains("not followed") == true)
        #expect(server.requestCount == 1)
    }

    @Test func a303TurnsAWriteIntoABodylessGet() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(303, headers: [("Location", "/things/1.json")]), .json(200, thingJSON))
        let client = try makeClient(server)
        _ = try await client.context.send(testRoute("CreateThing", .post, "/things"), body: ["name": "x"], as: Thing.self)
        let hop = try #require(server.requests.last)
        #expect(hop.method == "GET")
        #expect(hop.body.isEmpty)
        #expect(hop.header("Content-Type") == nil)
    }

    /// 0.34: more than ten hops is a `network` error (it was an `api_error`), and not resent.
    @Test func moreThanTenHopsIsANonRetryableNetworkError() async throws {
        let server = try LoopbackServer()
        server.respond { _ in .status(302, headers: [("Location", "/loop")]) }
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "network")
        #expect(error?.isRetryable == false)
        #expect(error?.message.contains("more than 10 redirects") == true)
        #expect(server.requestCount == 11)
    }

    /// 0.34: a hop to plain http off this machine is a `usage` error.
    @Test func aDowngradeToHTTPIsNotFollowed() throws {
        let origin = try Origin(baseURL: "https://app.hey.com")
        let request = HTTPRequest(method: "GET", url: URL(string: "https://app.hey.com/boxes.json")!)
        let response = HTTPResponse(status: 302, headers: ["Location": "http://app.hey.com/boxes.json"])
        let label = RequestLabel(operation: "ListBoxes", method: "GET", url: request.url)
        let error = #expect(throws: HeyError.self) {
            _ = try Redirects.nextHop(after: response, from: request, origin: origin, hopsSoFar: 0, label: label)
        }
        #expect(error?.code == "usage")
    }

    @Test func aSuccessBodyOverTheCapIsANonRetryableErrorThatSaysSo() async throws {
        let server = try LoopbackServer()
        let big = "[" + Array(repeating: thingJSON, count: 200).joined(separator: ",") + "]"
        server.enqueue(.json(200, big), ScriptedResponse(status: 200, body: Data(big.utf8), chunked: true))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = 1024 }
        let list = testRoute("ListThings", .get, "/things")
        for _ in 0..<2 {
            let error = await heyError { try await client.context.send(list, as: [Thing].self) }
            #expect(error?.code == "api_error")
            #expect(error?.isRetryable == false)
            #expect(error?.message.contains("larger than the 1 KiB") == true)
        }
        #expect(server.requestCount == 2)
    }

    /// 0.34: a failure's body is read up to ``HeyError/maxErrorBodyBytes`` (1 MiB) whatever
    /// `maxResponseBodyBytes` says (it used to be cut at that success cap).
    @Test func anErrorBodyOverTheCapKeepsItsStatus() async throws {
        let server = try LoopbackServer()
        server.enqueue(.text(404, String(repeating: "n", count: 8192)),
                       .text(404, String(repeating: "n", count: HeyError.maxErrorBodyBytes + 8192)))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = 1024 }
        let small = await heyError { try await getThing(client) }
        #expect(small?.code == "not_found")
        #expect(small?.body?.count == 8192)
        #expect(small?.responseTooLarge == false)
        let huge = await heyError { try await getThing(client) }
        #expect(huge?.code == "not_found")
        #expect(huge?.body?.count == HeyError.maxErrorBodyBytes)
        #expect(huge?.responseTooLarge == true)
    }

    @Test func chunkedAndKeptAliveAnswersAreReadWhole() async throws {
        let server = try LoopbackServer()
        let list = "[" + Array(repeating: thingJSON, count: 50).joined(separator: ",") + "]"
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")],
                                        body: Data(list.utf8), chunked: true), .json(200, thingJSON))
        let client = try makeClient(server)
        let things = try await client.context.send(testRoute("ListThings", .get, "/things"), as: [Thing].self)
        _ = try await getThing(client)
        #expect(things.count == 50)
        #expect(Set(server.requests.map(\.connectionIndex)).count == 1)
    }
}
