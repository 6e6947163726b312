import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hey
import HeyTestSupport

/// Request overhead: `GET`s of a small JSON list through a generated method against the
/// loopback server, versus the same requests through a bare `URLSession` + `JSONDecoder`
/// (same date parser) in the same process, in pairs of rounds: each round runs both sides back
/// to back (which goes first alternates), and the figure is the median of the rounds' ratios, so
/// a load that comes and goes on a shared machine weighs on both sides of each ratio alike.
struct RequestBench {
    let report: Report
    let contactsPerAnswer = 5
    let sequentialRounds = 7
    let sequentialPerRound = 300
    let concurrentRounds = 7
    let tasks = 32
    let perTask = 100

    func run() async throws {
        report.heading("Request overhead (GET /contacts.json, \(contactsPerAnswer) contacts, loopback server)")
        let server = try LoopbackServer()
        defer { server.stop() }
        server.fallback = ScriptedResponse(status: 200, headers: [(name: "Content-Type", value: "application/json")],
                                           body: Fixtures.contacts(contactsPerAnswer))
        let client = try HeyClient(accessToken: "bench-token", config: HeyConfig(baseURL: server.baseURL.absoluteString))
        let bare = BareClient(url: server.url("/contacts.json"))

        // Warm both paths (connections, first-use costs) and check they read the list.
        for _ in 0..<50 {
            guard try await client.contacts.list().value.count == contactsPerAnswer,
                  try await bare.list().count == contactsPerAnswer
            else { throw BenchError("a warm-up request did not answer \(contactsPerAnswer) contacts") }
        }

        let perRound = sequentialPerRound
        let sequential = try await pairedRounds(sequentialRounds, label: "sequential", server: server) { sdkSide in
            for _ in 0..<perRound {
                if sdkSide { _ = try await client.contacts.list() } else { _ = try await bare.list() }
            }
        }
        figure("sequential", perRound: sequentialPerRound, rounds: sequentialRounds, sequential, latency: true,
               goal: Baselines.goalRequestRatio)

        let (tasks, perTask) = (self.tasks, self.perTask)
        let concurrent = try await pairedRounds(concurrentRounds, label: "concurrent", server: server) { sdkSide in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<tasks {
                    group.addTask {
                        for _ in 0..<perTask {
                            if sdkSide { _ = try await client.contacts.list() } else { _ = try await bare.list() }
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        figure("concurrent (\(tasks) tasks × \(perTask))", perRound: tasks * perTask, rounds: concurrentRounds, concurrent,
               latency: false, goal: Baselines.goalConcurrentRequestRatio)
    }

    /// Seconds per round of each side, and each round's SDK-over-bare ratios: of the wall time,
    /// of the process's CPU time (the server's and URLSession's threads included), and of how
    /// often its threads gave up the CPU to wait (voluntary context switches: a lock taken, a
    /// queue empty, a socket not ready).
    private struct Rounds {
        var sdk: [Double] = []
        var plain: [Double] = []
        var ratios: [Double] = []
        var cpuRatios: [Double] = []
        var waitRatios: [Double] = []
    }

    /// Runs `rounds` pairs of `body(true)` (the SDK) and `body(false)` (bare), alternating which
    /// goes first.
    private func pairedRounds(_ rounds: Int, label: String, server: LoopbackServer,
                              _ body: @escaping @Sendable (Bool) async throws -> Void) async throws -> Rounds {
        var result = Rounds()
        for round in 1...rounds {
            report.progress("\(label) round \(round)/\(rounds)")
            var times: [Bool: Double] = [:]
            var cpu: [Bool: Double] = [:]
            var waits: [Bool: Double] = [:]
            for sdkSide in round % 2 == 1 ? [true, false] : [false, true] {
                server.reset()
                let before = Stats.processUsage()
                times[sdkSide] = try await Stats.timed { try await body(sdkSide) }.seconds
                let after = Stats.processUsage()
                cpu[sdkSide] = Stats.cpuSeconds(after) - Stats.cpuSeconds(before)
                waits[sdkSide] = Double(after.ru_nvcsw - before.ru_nvcsw)
            }
            result.sdk.append(times[true]!)
            result.plain.append(times[false]!)
            result.ratios.append(times[true]! / times[false]!)
            result.cpuRatios.append(cpu[true]! / cpu[false]!)
            result.waitRatios.append(waits[true]! / max(waits[false]!, 1))
        }
        return result
    }

    private func figure(_ name: String, perRound: Int, rounds: Int, _ measured: Rounds, latency: Bool, goal: Double) {
        let sdkRound = Stats.median(measured.sdk), plainRound = Stats.median(measured.plain)
        func each(_ round: Double) -> String { latency ? " (\(Format.milliseconds(round / Double(perRound))) each)" : "" }
        let spread = "\(Format.ratio(measured.ratios.min() ?? 0))–\(Format.ratio(measured.ratios.max() ?? 0))"
        report.figure("\(name), \(Format.count(rounds * perRound)) GETs each way in \(rounds) paired rounds: "
            + "client.contacts.list() \(Format.rate(Double(perRound) / sdkRound))\(each(sdkRound)), "
            + "bare URLSession + JSONDecoder \(Format.rate(Double(perRound) / plainRound))\(each(plainRound)), "
            + "median round — SDK takes \(Format.ratio(Stats.median(measured.ratios))) the bare time "
            + "(rounds \(spread)), cpu \(Format.ratio(Stats.median(measured.cpuRatios))), "
            + "waits \(Format.ratio(Stats.median(measured.waitRatios))); goal ≤ \(Format.ratio(goal))")
    }
}

/// The baseline: what an app would write without the SDK.
struct BareClient: Sendable {
    let url: URL
    let session: URLSession

    init(url: URL) {
        self.url = url
        self.session = URLSession(configuration: .ephemeral)
    }

    func list() async throws -> [PlainContact] {
        var request = URLRequest(url: url)
        request.setValue("Bearer bench-token", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw BenchError("the bare request did not answer 200") }
        return try PlainDates.sameStrategyDecoder().decode([PlainContact].self, from: data)
    }
}
