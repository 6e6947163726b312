import Foundation
import Testing
@testable import HeyTestSupport

@Suite("HTTPRequestReader")
struct HTTPRequestReaderTests {
    /// A reader fed from `text` in packets of `packetSize` bytes.
    static func reader(_ text: String, packetSize: Int) -> HTTPRequestReader {
        let packets = Locked(Array(text.utf8))
        return HTTPRequestReader {
            packets.withLock { bytes in
                let packet = Array(bytes.prefix(packetSize))
                bytes.removeFirst(packet.count)
                return packet.isEmpty ? nil : packet
            }
        }
    }

    /// Reads every request from `text`, returning them and how reading ended.
    static func readAll(_ text: String, packetSize: Int) -> (requests: [ParsedRequest], end: RequestReadResult, continues: Int) {
        var reader = reader(text, packetSize: packetSize)
        var requests: [ParsedRequest] = []
        var continues = 0
        while true {
            let result = reader.next { continues += 1 }
            guard case .request(let request) = result else { return (requests, result, continues) }
            requests.append(request)
        }
    }

    static let pipelined = "\r\nGET /a?b=c HTTP/1.1\r\nHost: h\r\nX-Folded: one\r\n two\r\n\r\n"
        + "POST /p HTTP/1.1\nContent-Length: 5\n\nhelloDELETE /d HTTP/1.0\r\ncontent-length:0\r\n\r\n"
        + "PATCH /c HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\nA\r\n0123456789\r\n0\r\n\r\n"

    @Test("Pipelined requests decode the same whatever the packet size", arguments: [1, 2, 7, 64, 100_000])
    func pipelinedAtAnyPacketSize(packetSize: Int) {
        let (requests, end, continues) = Self.readAll(Self.pipelined, packetSize: packetSize)
        #expect(requests.map(\.method) == ["GET", "POST", "DELETE", "PATCH"])
        #expect(requests.map(\.target) == ["/a?b=c", "/p", "/d", "/c"])
        #expect(requests.map { String(decoding: $0.body, as: UTF8.self) } == ["", "hello", "", "0123456789"])
        #expect(requests.first?.header("x-folded") == "one two")
        #expect(requests.map(\.wantsClose) == [false, false, true, false])
        #expect(continues == 0)
        if case .closed = end {} else { Issue.record("expected .closed at the end, got \(end)") }
    }

    @Test("Expect: 100-continue asks for the interim answer only while the body is missing")
    func expectContinue() {
        let waiting = Self.readAll("PUT /x HTTP/1.1\r\nExpect: 100-Continue\r\nContent-Length: 2\r\n\r\n", packetSize: 1_000)
        #expect(waiting.continues == 1)
        let eager = Self.readAll("PUT /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok", packetSize: 1_000)
        #expect(eager.continues == 0)
        #expect(eager.requests.first?.body == Data("ok".utf8))
    }

    @Test("Broken input is malformed, truncated input is closed", arguments: [
        ("GARBAGE\r\n\r\n", "malformed"),
        ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", "malformed"),
        ("GET / HTTP/1.1\r\nContent-Length: -3\r\n\r\n", "malformed"),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n", "malformed"),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n", "malformed"),
        ("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nshort", "closed"),
        ("GET / HTTP/1.1\r\nHost: x\r\n", "closed"),
    ])
    func brokenInput(text: String, expected: String) {
        let (requests, end, _) = Self.readAll(text, packetSize: 3)
        #expect(requests.isEmpty)
        switch end {
        case .malformed: #expect(expected == "malformed")
        case .closed: #expect(expected == "closed")
        case .request: Issue.record("unexpected request")
        }
    }
}
