import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hey
import HeyTestSupport

/// Request overhead: `GET`s of a small JSON list through a generated method against the
/// loopback server, versus the same requests through a bare `URLSession` + `JSONDecoder`
/// (same date parser) in the same process, in alternating rounds.
struct RequestBench {
    let report: Report
    let contactsPerAnswer = 5
    let sequentialRounds = 5
    let sequentialPerRound = 400
    let concurrentRounds = 3
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

        var sdk: [Double] = [], plain: [Double] = []
        for round in 1...sequentialRounds {
            report.progress("sequential round \(round)/\(sequentialRounds)")
            for sdkSide in round % 2 == 1 ? [true, false] : [false, true] {
                server.reset()
                let seconds = try await Stats.timed {
                    for _ in 0..<sequentialPerRound {
                        if sdkSide { _ = try await client.contacts.list() } else { _ = try await bare.list() }
                    }
                }.seconds
                if sdkSide { sdk.append(seconds) } else { plain.append(seconds) }
            }
        }
        figure("sequential", count: sequentialRounds * sequentialPerRound, perRound: sequentialPerRound,
               rounds: sequentialRounds, sdk: sdk, plain: plain, latency: true)

        sdk = []; plain = []
        for round in 1...concurrentRounds {
            report.progress("concurrent round \(round)/\(concurrentRounds)")
            for sdkSide in round % 2 == 1 ? [true, false] : [false, true] {
                server.reset()
                let perTask = self.perTask
                let seconds = try await Stats.timed {
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
                }.seconds
                if sdkSide { sdk.append(seconds) } else { plain.append(seconds) }
            }
        }
        figure("concurrent (\(tasks) tasks × \(perTask))", count: concurrentRounds * tasks * perTask, perRound: tasks * perTask,
               rounds: concurrentRounds, sdk: sdk, plain: plain, latency: false)
    }

    private func figure(_ name: String, count: Int, perRound: Int, rounds: Int, sdk: [Double], plain: [Double], latency: Bool) {
        let sdkRound = Stats.median(sdk), plainRound = Stats.median(plain)
        func each(_ round: Double) -> String { latency ? " (\(Format.milliseconds(round / Double(perRound))) each)" : "" }
        report.figure("\(name), \(Format.count(count)) GETs each way in \(rounds) alternating rounds: "
            + "client.contacts.list() \(Format.rate(Double(perRound) / sdkRound))\(each(sdkRound)), "
            + "bare URLSession + JSONDecoder \(Format.rate(Double(perRound) / plainRound))\(each(plainRound)), "
            + "median round — SDK takes \(Format.ratio(sdkRound / plainRound)) the bare time; goal ≤ \(Format.ratio(Baselines.goalRequestRatio))")
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
