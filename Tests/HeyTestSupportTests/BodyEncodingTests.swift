import Foundation
import Testing
@testable import HeyTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Chunked bodies, 100-continue, pipelining")
struct BodyEncodingTests {
    /// A body long enough to need several packets and chunks.
    static let longText = (0..<2_000).map { "line \($0)\n" }.joined()

    @Test("A chunked answer is read correctly by URLSession")
    func chunkedResponseThroughURLSession() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(ScriptedResponse(status: 200, body: Data(Self.longText.utf8), chunked: true), .text(200, "next"))
        let (data, response) = try await TestHTTPClient.get(session, server.url("/big"))
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == Self.longText)
        let (next, _) = try await TestHTTPClient.get(session, server.url("/next"))
        #expect(String(decoding: next, as: UTF8.self) == "next")
        #expect(server.requests.map(\.connectionIndex) == [0, 0])
    }

    @Test("A chunked answer goes out as several chunks without Content-Length")
    func chunkedResponseOnTheWire() throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, body: Data("abcdefg".utf8), chunked: true))
        let client = try RawSocketClient(port: server.port)
        try client.send("GET /c HTTP/1.1\r\nHost: x\r\n\r\n")
        let answer = client.read(until: "0\r\n\r\n")
        #expect(answer.contains("\r\nTransfer-Encoding: chunked\r\n"))
        #expect(!answer.lowercased().contains("content-length"))
        #expect(answer.hasSuffix("\r\n\r\n3\r\nabc\r\n3\r\ndef\r\n1\r\ng\r\n0\r\n\r\n"))
    }

    @Test("A body streamed by URLSession arrives chunked and is decoded")
    func streamedRequestBody() async throws {
        let server = try LoopbackServer()
        let session = TestHTTPClient.makeSession()
        server.enqueue(.status(201))
        var request = URLRequest(url: server.url("/upload"))
        request.httpMethod = "POST"
        request.httpBodyStream = InputStream(data: Data(Self.longText.utf8))
        let (_, response) = try await TestHTTPClient.fetch(session, request)
        #expect(response.statusCode == 201)
        let recorded = try #require(server.requests.first)
        // URLSession sends a body stream of unknown length with Transfer-Encoding: chunked.
        #expect(recorded.header("transfer-encoding") == "chunked")
        #expect(String(decoding: recorded.body, as: UTF8.self) == Self.longText)
    }

    @Test("A chunked request body split into single-byte packets is decoded")
    func chunkedRequestBodyByteByByte() throws {
        let server = try LoopbackServer()
        server.enqueue(.status(200))
        let client = try RawSocketClient(port: server.port)
        let request = "POST /up?x=1 HTTP/1.1\r\nHost: x\r\ntransfer-encoding: chunked\r\n\r\n"
            + "5;name=value\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n"
        for byte in Array(request.utf8) { try client.send([byte]) }
        #expect(client.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 200 OK\r\n"))
        let recorded = try #require(server.requests.first)
        #expect(recorded.body == Data("hello, world".utf8))
        #expect(recorded.queryValues("x") == ["1"])
    }

    @Test("Expect: 100-continue gets the interim answer before the body is sent")
    func expectContinue() throws {
        let server = try LoopbackServer()
        server.enqueue(.text(200, "done"))
        let client = try RawSocketClient(port: server.port)
        try client.send("PUT /e HTTP/1.1\r\nHost: x\r\nEXPECT: 100-continue\r\nContent-Length: 4\r\n\r\n")
        #expect(client.read(until: "\r\n\r\n") == "HTTP/1.1 100 Continue\r\n\r\n")
        try client.send("data")
        let answer = client.read(until: "done")
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(server.requests.first?.body == Data("data".utf8))
    }

    @Test("Pipelined requests split across packets get answers in order")
    func pipelinedRequests() throws {
        let server = try LoopbackServer()
        server.respond { request in .text(200, "for \(request.path) \(request.body.count)") }
        let client = try RawSocketClient(port: server.port)
        let all = "GET /one HTTP/1.1\r\nHost: x\r\n\r\nPOST /two HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
            + "GET /three HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        let bytes = Array(all.utf8)
        try client.send(Array(bytes[..<20]))
        try client.send(Array(bytes[20..<75]))
        try client.send(Array(bytes[75...]))
        let answers = client.readToEnd()
        #expect(answers.components(separatedBy: "HTTP/1.1 200 OK").count == 4)
        let one = try #require(answers.range(of: "for /one 0"))
        let two = try #require(answers.range(of: "for /two 3"))
        let three = try #require(answers.range(of: "for /three 0"))
        #expect(one.lowerBound < two.lowerBound && two.lowerBound < three.lowerBound)
        #expect(answers.contains("Connection: close\r\n"))
        #expect(server.requests.map(\.path) == ["/one", "/two", "/three"])
    }

    @Test("Headers the script sets are not added again; 204 has no Content-Length")
    func scriptedHeadersWin() throws {
        let server = try LoopbackServer()
        server.enqueue(
            ScriptedResponse(status: 200, headers: [(name: "date", value: "Thu, 01 Jan 2015 00:00:00 GMT"), (name: "content-length", value: "2")], body: Data("hi".utf8)),
            .status(204)
        )
        let client = try RawSocketClient(port: server.port)
        try client.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
        let answers = client.read(until: "\r\n\r\n", occurrences: 2)
        #expect(answers.contains("\r\n\r\nhiHTTP/1.1 204 No Content\r\n"))
        let lower = answers.lowercased()
        #expect(lower.components(separatedBy: "\r\ndate: ").count == 3)
        #expect(lower.components(separatedBy: "content-length").count == 2)
        #expect(answers.contains("date: Thu, 01 Jan 2015 00:00:00 GMT\r\ncontent-length: 2\r\n"))
    }

    @Test("A malformed request gets 400 and the connection closes")
    func malformedRequest() throws {
        let server = try LoopbackServer()
        let client = try RawSocketClient(port: server.port)
        try client.send("NONSENSE\r\n\r\n")
        let answer = client.readToEnd()
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(answer.contains("malformed request"))
        #expect(server.requestCount == 0)
    }
}
