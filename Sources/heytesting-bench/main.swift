import Foundation
import Hey
import HeyTesting

// heytesting-bench (`make bench-heytesting`): what one call through a ScriptedHey costs on each
// connection, loopback (a real server and URLSession) against in memory, in the same run.
// Each figure is the median of several rounds of `client.boxes.list()` answering three boxes:
// one round of sequential calls, and one of tasks calling at the same time.

let rounds = 5
let sequentialCalls = 500
let (tasks, callsPerTask) = (8, 60)
let boxes = #"[{"id": 1, "kind": "imbox", "name": "Imbox"}, {"id": 2, "kind": "feedbox", "name": "The Feed"}, {"id": 3, "kind": "trailbox", "name": "Paper Trail"}]"#

/// The median time of one call over `rounds` rounds of `body`, which makes `calls` calls.
func microsecondsPerCall(calls: Int, _ body: () async throws -> Void) async throws -> Double {
    var perCall: [Double] = []
    for _ in 0..<rounds {
        let elapsed = try await ContinuousClock().measure { try await body() }
        let (seconds, attoseconds) = elapsed.components
        perCall.append((Double(seconds) + Double(attoseconds) / 1e18) * 1e6 / Double(calls))
    }
    return perCall.sorted()[rounds / 2]
}

/// The sequential and concurrent figures of `connection`.
func measure(_ connection: ScriptedHey.Connection) async throws -> (sequential: Double, concurrent: Double) {
    let hey = try ScriptedHey(connection)
    try hey.answer("ListBoxes", .json(boxes))
    let client = try hey.client()
    for _ in 0..<50 { _ = try await client.boxes.list() } // warm up: connections, caches
    let sequential = try await microsecondsPerCall(calls: sequentialCalls) {
        for _ in 0..<sequentialCalls { _ = try await client.boxes.list() }
    }
    let concurrent = try await microsecondsPerCall(calls: tasks * callsPerTask) {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask { for _ in 0..<callsPerTask { _ = try await client.boxes.list() } }
            }
            try await group.waitForAll()
        }
    }
    guard hey.requests.allSatisfy(\.wasScripted) else { fatalError("heytesting-bench: a request went unanswered") }
    return (sequential, concurrent)
}

func line(_ name: String, loopback: Double, inMemory: Double) -> String {
    "\(name): loopback \(String(format: "%.0f", loopback)) µs a call, in memory \(String(format: "%.0f", inMemory)) µs, "
        + "loopback / in memory \(String(format: "%.1f", loopback / inMemory))×"
}

let loopback = try await measure(.loopback)
let inMemory = try await measure(.inMemory)
print("heytesting-bench: median of \(rounds) rounds of client.boxes.list() (three boxes answered)")
print(line("sequential, \(sequentialCalls) calls", loopback: loopback.sequential, inMemory: inMemory.sequential))
print(line("concurrent, \(tasks) tasks × \(callsPerTask) calls", loopback: loopback.concurrent, inMemory: inMemory.concurrent))
