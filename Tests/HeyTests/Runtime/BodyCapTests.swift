import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// `maxResponseBodyBytes` is enforced while the bytes arrive (issue 15, row 2): the transport keeps no
/// byte past the cap, counting bytes after decompression, and cancels the exchange there. The
/// answers are 400 MiB, written a mebibyte every ``pace`` so the whole would take four seconds:
/// a cut at the cap ends them within a few pieces, and a transport that read on would still be
/// caught, while a cancellation that a loaded two-core CI machine delays by a fraction of a
/// second is not mistaken for one that never came (back to back, the loopback delivered all
/// 400 MiB in such a delay). What the process holds meanwhile is bounded in ``BodyCapMemoryTests``,
/// which needs a process of its own.
@Suite(.serialized) struct BodyCapTests {
    static let mebibyte = 1 << 20
    static let cap = 8 * mebibyte
    static let answerPieces = 400
    static let pace = Duration.milliseconds(10)
    static let list = testRoute("ListThings", .get, "/things", attempts: 1)

    @Test func aHugeAnswerIsStoppedAtTheCap() async throws {
        let server = try LoopbackServer()
        let error = try await Self.sendHugeAnswer(through: server)
        #expect(error?.code == "api_error")
        #expect(error?.message.contains("larger than the 8 MiB the client reads") == true)
        #expect(await server.waitForStreamOutcomes(1))
        #expect(server.streamOutcomes.first?.completed == false,
                "the server wrote \((server.streamOutcomes.first?.bytesWritten ?? 0) >> 20) MiB")
    }

    @Test func aChunkedAnswerWithoutALengthIsStoppedAtTheCapToo() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")], chunked: true,
                                        stream: StreamedBody(repeating: Data(repeating: 0x20, count: Self.mebibyte),
                                                             count: Self.answerPieces, interval: Self.pace)))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = Self.cap }
        let error = await heyError { try await client.context.send(Self.list, as: [Thing].self) }
        #expect(error?.message.contains("larger than the 8 MiB") == true)
        #expect(await server.waitForStreamOutcomes(1))
        #expect(server.streamOutcomes.first?.completed == false)
    }

    @Test func aGzipBombIsStoppedAtTheCapOnceInflated() async throws {
        let (bomb, error) = try await Self.sendGzipBomb()
        #expect(bomb.count < 3 * Self.mebibyte)
        #expect(error?.message.contains("larger than the 8 MiB") == true)
    }

    @Test func aGzipAnswerUnderTheCapIsReadInflated() async throws {
        let server = try LoopbackServer()
        let json = "[" + Array(repeating: thingJSON, count: 100).joined(separator: ",") + "]"
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                        body: Gzip.stored(Data(json.utf8))))
        let client = try makeClient(server)
        let things = try await client.context.send(Self.list, as: [Thing].self)
        #expect(things.count == 100)
    }

    @Test func theCapCountsInflatedBytesNotWireBytes() async throws {
        let server = try LoopbackServer()
        // A few hundred bytes on the wire inflate to 4 KiB, over a 1 KiB cap.
        let body = Gzip.zeros(count: 4096)
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                        body: body))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = 1024 }
        let error = await heyError { try await client.context.send(Self.list, as: [Thing].self) }
        #expect(body.count < 1024)
        #expect(error?.message.contains("larger than the 1 KiB") == true)
    }

    /// The probe ``BodyCapMemoryTests`` rests on reads a figure on Linux, and stands aside (nil) under
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
        struct Oversharing: Transport {
            func send(_ request: HTTPRequest,
                      bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
                let headers: HTTPHeaders = ["Content-Type": "application/json"]
                return HTTPResponse(status: 200, headers: headers, body: Data(repeating: 0x20, count: (bodyLimit(200, headers) ?? 0) * 4))
            }
        }
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "http://127.0.0.1:9", maxResponseBodyBytes: 1024),
                                   transport: Oversharing())
        let error = await heyError { try await client.context.send(Self.list, as: [Thing].self) }
        #expect(error?.message.contains("larger than the 1 KiB") == true)
        #expect(error?.responseTooLarge == true)
    }

    @Test func theTransportIsAskedForTheLimitOfEachKindOfAnswer() async throws {
        final class Asking: Transport, @unchecked Sendable {
            let limits = Locked([Int?]())
            func send(_ request: HTTPRequest,
                      bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
                limits.withLock { limits in
                    limits = [bodyLimit(200, ["Content-Type": "application/json; charset=utf-8"]), bodyLimit(200, ["Content-Type": "text/html"]),
                              bodyLimit(200, HTTPHeaders()), bodyLimit(200, ["Content-Type": "application/pdf"]),
                              bodyLimit(404, ["Content-Type": "application/json"]), bodyLimit(503, HTTPHeaders())]
                }
                return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(thingJSON.utf8))
            }
        }
        let transport = Asking()
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "http://127.0.0.1:9", maxResponseBodyBytes: 4096),
                                   transport: transport)
        _ = try await getThing(client)
        #expect(transport.limits.withLock { $0 } == [4096, 4096, 4096, HeyConfig.maxResponseBodyBytes,
                                                     HeyError.maxErrorBodyBytes, HeyError.maxErrorBodyBytes])
    }

    /// Sends one 400 MiB answer, read under the cap, and answers the error it ended with.
    static func sendHugeAnswer(through server: LoopbackServer) async throws -> HeyError? {
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")],
                                        stream: StreamedBody(repeating: Data(repeating: 0x20, count: mebibyte),
                                                             count: answerPieces, interval: pace)))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = cap }
        return await heyError { try await client.context.send(list, as: [Thing].self) }
    }

    /// Sends a gzip answer of under 3 MiB that inflates to 400 MiB, and answers it with the error
    /// the call ended with.
    static func sendGzipBomb() async throws -> (bomb: Data, error: HeyError?) {
        let server = try LoopbackServer()
        let bomb = Gzip.zeros(count: answerPieces * mebibyte)
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                                        body: bomb))
        let client = try makeClient(server) { $0.maxResponseBodyBytes = cap }
        let error = await heyError { try await client.context.send(list, as: [Thing].self) }
        return (bomb, error)
    }
}

/// What the process holds while a huge answer is cut at the cap. The figure is the process's
/// peak resident memory, which every other suite running alongside moves too (a CI run read
/// 168 MiB growth with the transport holding no more than the cap), so these tests run only in a
/// process of their own: `make test` runs them so, with `HEY_MEMORY_TESTS=1`. There a run grows
/// by the 8 MiB cap and a few MiB more; the bound leaves room for URLSession's own buffers.
@Suite(.serialized, .enabled(if: PeakMemory.processIsOurs, "needs a process of its own: make test runs it so"))
struct BodyCapMemoryTests {
    private static let bound = 48 * BodyCapTests.mebibyte

    @Test func aHugeAnswerIsCutWithoutBeingHeld() async throws {
        let server = try LoopbackServer()
        var error: HeyError?
        let growth = try await PeakMemory.measure { error = try await BodyCapTests.sendHugeAnswer(through: server) }
        #expect(error?.code == "api_error")
        let measured = try #require(growth, "the peak resident memory could not be read")
        #expect(measured < Self.bound, "peak grew by \(measured >> 20) MiB")
    }

    @Test func aGzipBombIsCutWithoutBeingInflatedWhole() async throws {
        var error: HeyError?
        let growth = try await PeakMemory.measure { error = try await BodyCapTests.sendGzipBomb().error }
        #expect(error?.message.contains("larger than the 8 MiB") == true)
        let measured = try #require(growth, "the peak resident memory could not be read")
        #expect(measured < Self.bound, "peak grew by \(measured >> 20) MiB")
    }
}
