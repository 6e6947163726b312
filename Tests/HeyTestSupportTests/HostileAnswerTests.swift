import Foundation
import Testing
@testable import HeyTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Hostile answers: streamed bodies, slow drips, gzip")
struct HostileAnswerTests {
    @Test("A streamed body arrives whole, with Content-Length, and its outcome is recorded")
    func streamedBody() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, stream: StreamedBody(repeating: Data("abc".utf8), count: 1000)))
        let (data, response) = try await TestHTTPClient.get(TestHTTPClient.makeSession(), server.url("/big"))
        #expect(data == Data(String(repeating: "abc", count: 1000).utf8))
        #expect(response.value(forHTTPHeaderField: "Content-Length") == "3000")
        #expect(await server.waitForStreamOutcomes(1))
        #expect(server.streamOutcomes == [StreamOutcome(bytesWritten: 3000, completed: true)])
    }

    @Test("A chunked streamed body arrives whole, one chunk per piece")
    func chunkedStream() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, chunked: true,
                                        stream: StreamedBody(repeating: Data("xy".utf8), count: 5, interval: .milliseconds(5))))
        let (data, response) = try await TestHTTPClient.get(TestHTTPClient.makeSession(), server.url("/drip"))
        #expect(data == Data("xyxyxyxyxy".utf8))
        #expect(response.value(forHTTPHeaderField: "Transfer-Encoding")?.lowercased() == "chunked")
    }

    @Test("A client that hangs up mid-stream leaves an outcome that says how far the server got")
    func cutStream() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, stream: StreamedBody(repeating: Data("z".utf8), count: 10_000,
                                                                          interval: .milliseconds(20))))
        let session = TestHTTPClient.makeSession()
        let task = session.dataTask(with: server.url("/slow"))
        task.resume()
        #expect(await server.waitForRequests(1, timeout: .seconds(30)))
        task.cancel()
        #expect(await server.waitForStreamOutcomes(1))
        let outcome = try #require(server.streamOutcomes.first)
        #expect(!outcome.completed)
        #expect(outcome.bytesWritten < 10_000)
        server.reset()
        #expect(server.streamOutcomes.isEmpty)
    }

    @Test("A stored gzip body is inflated by URLSession to the bytes it holds")
    func storedGzip() async throws {
        let server = try LoopbackServer()
        let text = Data(String(repeating: "HEY gzip ", count: 20_000).utf8)  // several stored blocks
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Encoding", "gzip")], body: Gzip.stored(text)))
        let (data, _) = try await TestHTTPClient.get(TestHTTPClient.makeSession(), server.url("/gz"))
        #expect(data == text)
    }

    @Test("A bomb of zeros is small on the wire and inflates to exactly its count")
    func zerosBomb() async throws {
        let server = try LoopbackServer()
        for count in [1, 257, 258, 259, 100_003] {
            server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Encoding", "gzip")], body: Gzip.zeros(count: count)))
            let (data, _) = try await TestHTTPClient.get(TestHTTPClient.makeSession(), server.url("/zeros"))
            #expect(data == Data(count: count), "count \(count)")
        }
        #expect(Gzip.zeros(count: 10 << 20).count < 10 << 20 / 100)
    }

    @Test("The CRC of zeros, computed without reading them, matches the byte-by-byte CRC")
    func crcOfZeros() {
        for count in [0, 1, 2, 7, 255, 4096, 65_537] {
            #expect(CRC32.ofZeros(count: count) == CRC32.checksum(Data(count: count)), "count \(count)")
        }
        #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}
