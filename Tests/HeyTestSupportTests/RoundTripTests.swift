import Foundation
import Testing
@testable import HeyTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Round trips through URLSession")
struct RoundTripTests {
    @Test("GET records method, target, path, query and headers; the answer arrives intact")
    func getRoundTrip() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.json(200, #"{"id":1}"#, headers: [(name: "X-Request-Id", value: "abc")]))

        var request = URLRequest(url: server.url("/boxes/1.json?page=2&q=a+b%20c"))
        request.setValue("yes", forHTTPHeaderField: "X-Custom")
        let (data, response) = try await TestHTTPClient.fetch(session, request)

        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":1}"#)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(response.value(forHTTPHeaderField: "X-Request-Id") == "abc")
        #expect(response.value(forHTTPHeaderField: "Content-Length") == "8")
        #expect(response.value(forHTTPHeaderField: "Date")?.hasSuffix(" GMT") == true)

        let recorded = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(recorded.method == "GET")
        #expect(recorded.target == "/boxes/1.json?page=2&q=a+b%20c")
        #expect(recorded.path == "/boxes/1.json")
        #expect(recorded.query == "page=2&q=a+b%20c")
        #expect(recorded.queryValues("q") == ["a b c"])
        #expect(recorded.header("x-custom") == "yes")
        #expect(recorded.header("HOST") == "127.0.0.1:\(server.port)")
        #expect(recorded.body.isEmpty)
        #expect(recorded.connectionIndex == 0)
    }

    @Test("POST records the JSON body; a form body decodes into fields")
    func postRoundTrip() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.status(201), .text(200, "ok"))

        let json = TestHTTPClient.request(
            server.url("/topics.json"), method: "POST",
            headers: ["Content-Type": "application/json"], body: Data(#"{"title":"Hi","n":[1,2]}"#.utf8)
        )
        let (_, created) = try await TestHTTPClient.fetch(session, json)
        #expect(created.statusCode == 201)

        let form = TestHTTPClient.request(
            server.url("/entries"), method: "PUT",
            headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data("a=1&b=x+y%26z&a=2".utf8)
        )
        let (text, answered) = try await TestHTTPClient.fetch(session, form)
        #expect(answered.statusCode == 200)
        #expect(String(decoding: text, as: UTF8.self) == "ok")

        let requests = server.requests
        try #require(requests.count == 2)
        #expect(requests[0].method == "POST")
        #expect(requests[0].header("content-length") == "24")
        let object = try #require(try requests[0].jsonBody() as? [String: Any])
        #expect(object["title"] as? String == "Hi")
        #expect(object["n"] as? [Int] == [1, 2])
        #expect(requests[1].method == "PUT")
        #expect(requests[1].formFields.map(\.name) == ["a", "b", "a"])
        #expect(requests[1].formFields.map(\.value) == ["1", "x y&z", "2"])
    }

    @Test("Queued answers are used in order, then the fallback (500 unless changed)")
    func queueOrderAndFallback() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(contentsOf: [.status(201), .text(202, "second")])

        var statuses: [Int] = []
        for _ in 0..<3 {
            statuses.append(try await TestHTTPClient.get(session, server.url("/q")).1.statusCode)
        }
        #expect(statuses == [201, 202, 500])

        server.fallback = .text(404, "nothing here")
        let (body, missing) = try await TestHTTPClient.get(session, server.url("/q"))
        #expect(missing.statusCode == 404)
        #expect(String(decoding: body, as: UTF8.self) == "nothing here")
    }

    @Test("Two Link headers reach URLSession joined with a comma")
    func repeatedHeaders() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.json(200, "[]", headers: [
            (name: "Link", value: "<http://a.test/1>; rel=\"next\""),
            (name: "Link", value: "<http://a.test/9>; rel=\"last\""),
        ]))
        let (_, response) = try await TestHTTPClient.get(session, server.url("/list"))
        #expect(response.value(forHTTPHeaderField: "Link") == "<http://a.test/1>; rel=\"next\", <http://a.test/9>; rel=\"last\"")
    }

    @Test("A handler answers every request ahead of the queue until cleared; reset clears all")
    func handlerAndReset() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.status(202))
        server.respond { request in .text(200, "echo \(request.method) \(request.path)") }

        let (echo, _) = try await TestHTTPClient.get(session, server.url("/a/b?c=d"))
        #expect(String(decoding: echo, as: UTF8.self) == "echo GET /a/b")

        server.respond(with: nil)
        #expect(try await TestHTTPClient.get(session, server.url("/x")).1.statusCode == 202)

        server.enqueue(.status(203))
        server.respond { _ in .status(204) }
        server.reset()
        #expect(server.requestCount == 0)
        #expect(try await TestHTTPClient.get(session, server.url("/y")).1.statusCode == 500)
        #expect(server.requests.map(\.path) == ["/y"])
    }

    @Test("HEAD gets the headers of the answer but no body")
    func headRequest() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.text(200, "twelve bytes"), .text(200, "after"))
        let (headBody, head) = try await TestHTTPClient.fetch(session, TestHTTPClient.request(server.url("/h"), method: "HEAD"))
        #expect(head.statusCode == 200)
        #expect(head.value(forHTTPHeaderField: "Content-Length") == "12")
        #expect(headBody.isEmpty)
        // The connection is still in sync: the next answer is read correctly.
        let (next, _) = try await TestHTTPClient.get(session, server.url("/n"))
        #expect(String(decoding: next, as: UTF8.self) == "after")
    }
}
