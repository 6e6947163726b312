import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// `timeout` is a deadline for the whole request, not an idle timeout (issue 15, row 3): an
/// answer that keeps trickling in is ended at the deadline. Nothing here bounds elapsed time:
/// the server's record shows the drip was cut short, which only a deadline does.
@Suite struct DeadlineTests {
    private let read = testRoute(attempts: 1)

    @Test func aByteEveryHundredMillisecondsIsEndedAtTheDeadline() async throws {
        let server = try LoopbackServer()
        // 300 bytes, 100 ms apart: 30 s of a connection never idle for long.
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")],
                                        stream: StreamedBody(repeating: Data(" ".utf8), count: 300, interval: .milliseconds(100))))
        let client = try makeClient(server) { $0.timeout = .seconds(1) }
        let error = await heyError { try await getThing(client, route: read) }
        #expect(error?.code == "network")
        #expect(error?.isRetryable == true)
        #expect((error?.detail?.cause as? URLError)?.code == .timedOut)
        #expect(await server.waitForStreamOutcomes(1))
        let outcome = try #require(server.streamOutcomes.first)
        #expect(!outcome.completed)
        #expect(outcome.bytesWritten < 300)
    }

    @Test func aSteadyStreamOfLargePiecesIsEndedAtTheDeadline() async throws {
        let server = try LoopbackServer()
        // 80 pieces of 64 KiB, 100 ms apart: 8 s, well under the body cap.
        server.enqueue(ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")],
                                        stream: StreamedBody(repeating: Data(repeating: 0x20, count: 64 << 10), count: 80,
                                                             interval: .milliseconds(100))))
        let client = try makeClient(server) { $0.timeout = .seconds(1) }
        let error = await heyError { try await getThing(client, route: read) }
        #expect((error?.detail?.cause as? URLError)?.code == .timedOut)
        #expect(await server.waitForStreamOutcomes(1))
        #expect(server.streamOutcomes.first?.completed == false)
    }

    @Test func theDeadlineIsPerSendAndATimedOutReadIsResent() async throws {
        let server = try LoopbackServer()
        let drip = ScriptedResponse(status: 200, headers: [("Content-Type", "application/json")],
                                    stream: StreamedBody(repeating: Data(" ".utf8), count: 300, interval: .milliseconds(100)))
        server.enqueue(drip, .json(200, thingJSON))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks) { $0.timeout = .seconds(1) }
        #expect(try await getThing(client, route: testRoute(attempts: 2, delay: .milliseconds(10))) == Thing(id: 1, name: "Imbox"))
        #expect(server.requestCount == 2)
        #expect(hooks.summary.contains("resend 2"))
    }
}
