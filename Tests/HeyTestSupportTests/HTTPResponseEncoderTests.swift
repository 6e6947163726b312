import Foundation
import Testing
@testable import HeyTestSupport

@Suite("HTTPResponseEncoder")
struct HTTPResponseEncoderTests {
    static func text(_ response: ScriptedResponse, head: Bool = false, closing: Bool = false) -> String {
        String(decoding: HTTPResponseEncoder.encode(response, isHeadRequest: head, closing: closing), as: UTF8.self)
    }

    @Test("Dates use the IMF-fixdate format")
    func httpDate() {
        #expect(HTTPResponseEncoder.httpDate(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPResponseEncoder.httpDate(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    @Test("Script headers come first in order; Date, Content-Length and Connection are added once")
    func headerOrder() {
        let encoded = Self.text(.json(201, "{}", headers: [(name: "Link", value: "a"), (name: "Link", value: "b")]), closing: true)
        let lines = encoded.components(separatedBy: "\r\n")
        #expect(lines[0] == "HTTP/1.1 201 Created")
        #expect(Array(lines[1...3]) == ["Content-Type: application/json", "Link: a", "Link: b"])
        #expect(lines[4].hasPrefix("Date: "))
        #expect(Array(lines[5...]) == ["Content-Length: 2", "Connection: close", "", "{}"])
    }

    @Test("Chunked bodies split into up to three chunks; an empty one is just the last chunk")
    func chunking() {
        #expect(String(decoding: HTTPResponseEncoder.chunkedBody(Data("0123456789abcdef".utf8)), as: UTF8.self)
            == "6\r\n012345\r\n6\r\n6789ab\r\n4\r\ncdef\r\n0\r\n\r\n")
        #expect(String(decoding: HTTPResponseEncoder.chunkedBody(Data()), as: UTF8.self) == "0\r\n\r\n")
        #expect(Self.text(ScriptedResponse(body: Data("x".utf8), chunked: true)).hasSuffix("Transfer-Encoding: chunked\r\n\r\n1\r\nx\r\n0\r\n\r\n"))
    }

    @Test("HEAD keeps Content-Length but sends no body; 204 and 304 have neither")
    func bodylessAnswers() {
        #expect(Self.text(.text(200, "abc"), head: true).hasSuffix("Content-Length: 3\r\n\r\n"))
        for status in [204, 304] {
            let encoded = Self.text(ScriptedResponse(status: status, body: Data("ignored".utf8)))
            #expect(!encoded.contains("Content-Length"))
            #expect(encoded.hasSuffix("GMT\r\n\r\n"))
        }
        #expect(Self.text(.status(799)).hasPrefix("HTTP/1.1 799 Status\r\n"))
    }
}
