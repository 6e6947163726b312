import Foundation
import HeyTestSupport

/// The totals of a run.
public struct RunSummary: Sendable, Equatable {
    /// Cases that passed.
    public let passed: Int
    /// Cases that failed (including cases that could not be read, and unreadable files).
    public let failed: Int

    /// `N passed, N failed`.
    public var closingLine: String { "\(passed) passed, \(failed) failed" }

    /// 0 when every case passed (and there was at least one), 1 otherwise.
    public var exitStatus: Int32 { failed == 0 && passed > 0 ? 0 : 1 }
}

/// Runs every fixture file under a folder: one line per case, in file and case order, while
/// up to ``concurrency`` cases run at once (so retry waits overlap).
public struct ConformanceRunner: Sendable {
    /// How many cases run at the same time.
    public let concurrency: Int
    /// The model's OpenAPI document (`spec/openapi.json`), read for the request bodies.
    public let model: URL

    /// A runner reading `model` and running `concurrency` cases at a time (at least 1).
    public init(model: URL, concurrency: Int = 4) {
        self.model = model
        self.concurrency = max(1, concurrency)
    }

    /// Runs every `*.json` under `folder` (recursively, sorted by relative path) and hands
    /// each output line to `emit` in order: `PASS file.json: name` or
    /// `FAIL file.json: name: why`. The closing line is left to the caller
    /// (``RunSummary/closingLine``). A folder with no fixtures, or a model that cannot be
    /// read, is one failure.
    public func run(folder: URL, emit: @escaping @Sendable (String) -> Void) async -> RunSummary {
        let bodies: ModelRequestBodies
        do {
            bodies = try ModelRequestBodies(contentsOf: model)
        } catch {
            emit("FAIL \(error)")
            return RunSummary(passed: 0, failed: 1)
        }
        let jobs: [Job]
        do {
            let files = try FixtureFile.discover(in: folder)
            guard !files.isEmpty else {
                emit("FAIL \(folder.path): no *.json fixture files found")
                return RunSummary(passed: 0, failed: 1)
            }
            jobs = files.flatMap(Self.jobs(for:))
        } catch {
            emit("FAIL \(folder.path): \(error)")
            return RunSummary(passed: 0, failed: 1)
        }
        return await run(jobs, bodies: bodies, emit: emit)
    }

    /// One line of output to produce: a case to run, or a failure known without running.
    struct Job: Sendable {
        let file: String
        let name: String
        let work: Work

        enum Work: Sendable {
            case run(FixtureCase)
            case fail(String)
        }
    }

    private static func jobs(for file: (url: URL, displayName: String)) -> [Job] {
        let entries: [FixtureEntry]
        do {
            entries = try FixtureFile.decode(try Data(contentsOf: file.url))
        } catch {
            return [Job(file: file.displayName, name: "(file)", work: .fail("\(error)"))]
        }
        if entries.isEmpty {
            return [Job(file: file.displayName, name: "(file)", work: .fail("the file has no cases"))]
        }
        return entries.enumerated().map { index, entry in
            switch entry {
            case .decoded(let fixture):
                return Job(file: file.displayName, name: fixture.name, work: .run(fixture))
            case .unreadable(_, let reason):
                return Job(file: file.displayName, name: entry.displayName(index: index),
                           work: .fail("not understood: the case could not be read: \(reason)"))
            }
        }
    }

    private func run(_ jobs: [Job], bodies: ModelRequestBodies, emit: @escaping @Sendable (String) -> Void) async -> RunSummary {
        let printer = OrderedPrinter(count: jobs.count, emit: emit)
        await withTaskGroup(of: (Int, CaseVerdict).self) { group in
            var next = 0
            func startNext() {
                guard next < jobs.count else { return }
                let index = next
                let job = jobs[index]
                next += 1
                group.addTask {
                    switch job.work {
                    case .run(let fixture): return (index, await CaseRunner.run(fixture, bodies: bodies))
                    case .fail(let reason): return (index, CaseVerdict(failures: [reason]))
                    }
                }
            }
            for _ in 0..<concurrency { startNext() }
            while let (index, verdict) = await group.next() {
                let job = jobs[index]
                let line = verdict.passed
                    ? "PASS \(job.file): \(job.name)"
                    : "FAIL \(job.file): \(job.name): \(verdict.reason)"
                printer.deliver(index: index, line: line, passed: verdict.passed)
                startNext()
            }
        }
        return printer.summary
    }
}

/// Emits lines in job order as they become available, and counts the verdicts.
private final class OrderedPrinter: Sendable {
    private struct State {
        var pending: [Int: String] = [:]
        var nextToEmit = 0
        var passed = 0
        var failed = 0
    }

    private let state = Locked(State())
    private let emit: @Sendable (String) -> Void

    init(count: Int, emit: @escaping @Sendable (String) -> Void) {
        self.emit = emit
    }

    func deliver(index: Int, line: String, passed: Bool) {
        let ready: [String] = state.withLock { state in
            state.pending[index] = line
            if passed { state.passed += 1 } else { state.failed += 1 }
            var lines: [String] = []
            while let next = state.pending.removeValue(forKey: state.nextToEmit) {
                lines.append(next)
                state.nextToEmit += 1
            }
            return lines
        }
        ready.forEach(emit)
    }

    var summary: RunSummary {
        state.withLock { RunSummary(passed: $0.passed, failed: $0.failed) }
    }
}
