import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// `maxBodyBytes` is enforced while the bytes arrive (issue 15, row 2): the transport keeps no
/// byte past the cap, counting bytes after decompression, and cancels the exchange there. The
/// answers are 400 MiB; the memory bound is a loose 150 MiB because other suites run in the same
/// process (alone, a run grows by the 8 MiB cap and a few MiB more; `make bench` reports the
/// exact figure).
@Suite(.serialized) struct BodyCapTests {
    private static let mebibyte = 1 << 20
    private static let cap = 8 * mebibyte
    private static let answerPieces = 400
    private static let bound = 150 * mebibyte
    private let list = testRoute("ListThings", .get, "/things", attempts: 1)

    @Test func aHugeAnswerIsStoppedAtTheCapWithoutHoldingIt() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")],
                                        stream: StreamedBody(repeating: Data(repeating: 0x20, count: Self.mebibyte),
                                                             count: Self.answerPieces)))
        let client = try makeClient(server) { $0.maxBodyBytes = Self.cap }
        var error: HeyError?
        let growth = await PeakMemory.measure {
            error = await heyError { try await client.context.send(list, as: [Thing].self) }
        }
        #expect(error?.code == "api_error")
        #expect(error?.message.contains("larger than the 8 MiB the client reads") == true)
        #expect(await server.waitForStreamOutcomes(1))
        #expect(server.streamOutcomes.first?.completed == false,
                "the server wrote \((server.streamOutcomes.first?.bytesWritten ?? 0) >> 20) MiB")
        if let growth { #expect(growth < Self.bound, "peak grew by \(growth >> 20) MiB") }
    }

    @Test func aChunkedAnswerWithoutALengthIsStoppedAtTheCapToo() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")], chunked: true,
                                        stream: StreamedBody(repeating: Data(repeating: 0x20, count: Self.mebibyte),
                                                             count: Self.answerPieces)))
        let client = try makeClient(server) { $0.maxBodyBytes = Self.cap }
        let error = await heyError { try await client.context.send(list, as: [Thing].self) }
        #expect(error?.message.contains("larger than the 8 MiB") == true)
        #expect(await server.waitForStreamOutcomes(1))
        #expect(server.streamOutcomes.first?.completed == false)
    }

    @Test func aGzipBombIsStoppedAtTheCapOnceInflated() async throws {
        let server = try LoopbackServer()
        let bomb = Gzip.zeros(count: Self.answerPieces * Self.mebibyte)
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                        body: bomb))
        let client = try makeClient(server) { $0.maxBodyBytes = Self.cap }
        var error: HeyError?
        let growth = await PeakMemory.measure {
            error = await heyError { try await client.context.send(list, as: [Thing].self) }
        }
        #expect(bomb.count < 3 * Self.mebibyte)
        #expect(error?.message.contains("larger than the 8 MiB") == true)
        if let growth { #expect(growth < Self.bound, "peak grew by \(growth >> 20) MiB") }
    }

    @Test func aGzipAnswerUnderTheCapIsReadInflated() async throws {
        let server = try LoopbackServer()
        let json = "[" + Array(repeating: thingJSON, count: 100).joined(separator: ",") + "]"
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                        body: Gzip.stored(Data(json.utf8))))
        let client = try makeClient(server)
        let things = try await client.context.send(list, as: [Thing].self)
        #expect(things.count == 100)
    }

    @Test func theCapCountsInflatedBytesNotWireBytes() async throws {
        let server = try LoopbackServer()
        // A few hundred bytes on the wire inflate to 4 KiB, over a 1 KiB cap.
        let body = Gzip.zeros(count: 4096)
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                        body: body))
        let client = try makeClient(server) { $0.maxBodyBytes = 1024 }
        let error = await heyError { try await client.context.send(list, as: [Thing].self) }
        #expect(body.count < 1024)
        #expect(error?.message.contains("larger than the 1 KiB") == true)
    }

    /// The probe the bounds above rest on reads a figure on Linux, and stands aside (nil) under
    /// a sanitizer: in `make tsan` its shadow memory made a huge answer's growth read 207 MiB
    /// with the transport holding no more than the cap, a failure of the figure, not of the
    /// client. (How much it reads is not checked: other suites allocate and free meanwhile.)
    @Test func theMemoryProbeReadsAFigureAndStandsAsideUnderASanitizer() async {
        let size = 64 * Self.mebibyte
        let growth = await PeakMemory.measure {
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
            defer { bytes.deallocate() }
            bytes.initializeMemory(as: UInt8.self, repeating: 1)
        }
        #if os(Linux)
        if PeakMemory.underSanitizer {
            #expect(growth == nil)
        } else {
            #expect(growth != nil, "/proc/self/clear_refs or /proc/self/status could not be used")
        }
        #else
        #expect(growth == nil)
        #endif
    }

    @Test func aTransportThatIgnoresTheCapIsCutByTheClient() async throws {
        struct Oversharing: HTTPTransport {
            func send(_ request: HTTPRequest) async throws -> HTTPResponse {
                HTTPResponse(status: 200, headers: ["Content-Type": "application/json"],
                             body: Data(repeating: 0x20, count: request.maxResponseBytes * 4))
            }
        }
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "http://127.0.0.1:9", maxBodyBytes: 1024),
                                   transport: Oversharing())
        let error = await heyError { try await client.context.send(list, as: [Thing].self) }
        #expect(error?.message.contains("larger than the 1 KiB") == true)
    }
}
