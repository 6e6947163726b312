import Foundation
import Hey
import HeyTestSupport

/// Body-cap figures: how far the peak resident memory rises while `client.contacts.list()` meets
/// an answer far over the default 16 MiB `maxResponseBodyBytes` — 200 MiB streamed by the loopback
/// server, and a gzip bomb inflating to 200 MiB — which the client stops at the cap.
struct CapBench {
    let report: Report
    let answerMebibytes = 200
    let runs = 3

    func run() async throws {
        let cap = HeyConfig().maxResponseBodyBytes
        report.heading("Body cap (maxResponseBodyBytes \(Format.megabytes(cap)), answers of \(answerMebibytes) MiB, loopback server)")
        let server = try LoopbackServer()
        defer { server.stop() }
        let client = try HeyClient(accessToken: "bench-token",
                                   config: HeyConfig(baseURL: server.baseURL.absoluteString, maxRetries: 0))
        let json = [(name: "Content-Type", value: "application/json")]
        let bomb = Gzip.zeros(count: answerMebibytes << 20)
        let answers: [(String, ScriptedResponse)] = [
            ("\(answerMebibytes) MiB answer", ScriptedResponse(status: 200, headers: json,
                stream: StreamedBody(repeating: Data(repeating: 0x20, count: 1 << 20), count: answerMebibytes))),
            ("gzip bomb (\(Format.megabytes1(bomb.count)) inflating to \(answerMebibytes) MiB)",
             ScriptedResponse(status: 200, headers: json + [(name: "Content-Encoding", value: "gzip")], body: bomb)),
        ]
        for (name, answer) in answers {
            var growths: [Int] = []
            for run in 1...runs {
                report.progress("\(name) \(run)/\(runs)")
                server.fallback = answer
                var failure: (any Error)?
                let growth = await ResidentMemory.peakGrowth {
                    do { _ = try await client.contacts.list() } catch { failure = error }
                }
                guard let error = failure as? HeyError, error.message.contains("larger than") else {
                    throw BenchError("the \(name) was not refused at the cap: \(failure.map { "\($0)" } ?? "it was read")")
                }
                guard let growth else {
                    report.figure("\(name): refused at the cap; peak memory not measured (no /proc/self/clear_refs here)")
                    break
                }
                growths.append(growth)
            }
            guard !growths.isEmpty else { continue }
            let median = Stats.median(growths)
            report.figure("\(name): refused at the cap; peak resident memory rose \(Format.megabytes1(median)) "
                + "(median of \(runs)), \(Format.megabytes1(median - cap)) over the cap")
        }
    }
}
