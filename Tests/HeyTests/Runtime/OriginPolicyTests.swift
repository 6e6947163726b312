import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// Lets a client whose base is `https://127.0.0.1:<port>` talk to the plain-http loopback server:
/// https URLs are sent as http, http URLs as they are. Records every URL it was handed.
private final class LoopbackTLSShim: Transport, @unchecked Sendable {
    let inner = URLSessionTransport()
    let handed = Locked([URL]())

    func send(_ request: HTTPRequest,
              bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
        handed.withLock { $0.append(request.url) }
        var request = request
        if request.url.scheme == "https", var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) {
            components.scheme = "http"
            guard let url = components.url else { throw URLError(.badURL) }
            request.url = url
        }
        return try await inner.send(request, bodyLimit: bodyLimit)
    }
}

private let listRoute = testRoute("ListThings", .get, "/things", pagination: .link, totalCountHeader: nil)

@Suite struct OriginPolicyTests {
    @Test func aNextLinkToAnotherHostIsRefusedBeforeAnythingIsSent() async throws {
        let server = try LoopbackServer()
        // localhost reaches the same server, so a followed link would show up there.
        server.enqueue(.json(200, "[]", headers: [("Link", "<http://localhost:\(server.port)/things.json?page=2>; rel=\"next\"")]))
        server.fallback = .json(200, "[]")
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        let first = try await client.context.sendPage(listRoute, as: [Thing].self)
        let error = await heyError { try await client.nextPage(first) }
        #expect(error?.code == "usage")
        #expect(error?.message.contains("another host, localhost") == true)
        #expect(error?.message.contains("page=2") == false)
        #expect(server.requestCount == 1)
        #expect(hooks.summary.suffix(2) == ["start", "end usage"])
    }

    @Test func aNextLinkToAnotherPortIsRefusedBeforeAnythingIsSent() async throws {
        let server = try LoopbackServer()
        let elsewhere = try LoopbackServer()
        elsewhere.fallback = .json(200, "[]")
        server.enqueue(.json(200, "[]", headers: [("Link", "<\(elsewhere.url("/things.json?page=2").absoluteString)>; rel=\"next\"")]))
        let client = try makeClient(server)
        let first = try await client.context.sendPage(listRoute, as: [Thing].self)
        let error = await heyError {
            for try await _ in client.pages(from: first) {}
        }
        #expect(error?.code == "usage")
        #expect(error?.message.contains("another port, \(elsewhere.port)") == true)
        #expect(elsewhere.requestCount == 0)
        #expect(server.requestCount == 1)
    }

    @Test func aNextLinkThatDowngradesToHTTPIsRefusedBeforeAnythingIsSent() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"[{"id": 1, "name": "a"}]"#,
                             headers: [("Link", "<http://127.0.0.1:\(server.port)/things.json?page=2>; rel=\"next\"")]))
        server.fallback = .json(200, "[]")
        let shim = LoopbackTLSShim()
        let client = try HeyClient(accessToken: "secret-token",
                                   config: HeyConfig(baseURL: "https://127.0.0.1:\(server.port)"), transport: shim)
        let first = try await client.context.sendPage(listRoute, as: [Thing].self)
        #expect(first.value.count == 1)
        let error = await heyError { try await client.eachPage(first) { _ in true } }
        #expect(error?.code == "usage")
        #expect(error?.message.contains("downgrade to plain http") == true)
        #expect(server.requestCount == 1)
        #expect(shim.handed.withLock { $0.map(\.scheme) } == ["https"])
    }

    @Test func aSameOriginLinkSpelledInCapitalsIsFollowedOnce() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"[{"id": 1, "name": "a"}]"#,
                             headers: [("Link", "<HTTP://127.0.0.1:\(server.port)/things.json?page=2>; rel=\"next\"")]),
                       .json(200, #"[{"id": 2, "name": "b"}]"#))
        let client = try makeClient(server)
        let first = try await client.context.sendPage(listRoute, as: [Thing].self)
        let second = try #require(try await client.nextPage(first))
        #expect(second.value.first?.id == 2)
        #expect(server.requests.map(\.target) == ["/things.json", "/things.json?page=2"])
    }

    @Test func aURLIsSentWithItsSchemeAndHostLowercased() {
        #expect(Origin.normalized(URL(string: "HTTPS://App.HEY.com/Boxes.json?Q=A")!).absoluteString
            == "https://app.hey.com/Boxes.json?Q=A")
        let plain = URL(string: "https://app.hey.com/boxes.json")!
        #expect(Origin.normalized(plain) == plain)
    }

    /// Found by `make fuzz` (runtime harness): a URL whose scheme `URLComponents` refuses used to
    /// stop the program when its capitals were lowercased.
    @Test(arguments: ["://Ch://Ch\u{0}", "://Ch://Ch", "HTTP://App.HEY.com/x"])
    func aURLWithAMalformedSchemeIsLeftAsItIs(text: String) throws {
        let base = URL(string: "https://app.hey.com/boxes/1/postings.json?page=2")!
        let url = try #require(URL(string: text) ?? URL(string: text, relativeTo: base))
        let origin = try Origin(baseURL: "https://app.hey.com")
        #expect(origin.contains(Origin.normalized(url)) == origin.contains(url))
    }

    @Test func uploadURLsMustBeHTTPSOrOnTheHEYOriginOrLoopback() throws {
        let origin = try Origin(baseURL: "https://app.hey.com")
        let accepted = ["https://storage.example/put?sig=1", "https://app.hey.com/rails/active_storage/disk/x",
                        "http://127.0.0.1:9000/bucket/key"]
        for text in accepted {
            #expect(throws: Never.self) { try OriginPolicy.checkUpload(URL(string: text)!, origin: origin, operation: "Upload") }
        }
        #expect(throws: HeyError.self) {
            try OriginPolicy.checkUpload(URL(string: "http://storage.example/put?sig=1")!, origin: origin, operation: "Upload")
        }
    }
}
