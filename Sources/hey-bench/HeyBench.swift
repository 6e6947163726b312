import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `hey-bench`: the figures that say how fast the generator and the generated SDK are (see
/// bench/README.md). It reports; it fails only on errors, never on slowness.
@main
struct HeyBench {
    static func main() async {
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch let error as UsageError {
            if let message = error.message {
                FileHandle.standardError.write(Data("hey-bench: \(message)\n\(BenchOptions.usage)\n".utf8))
                exit(2)
            }
            print(BenchOptions.usage)
            exit(0)
        } catch {
            exit(2)
        }
        let report = Report()
        var workspace: Workspace?
        do {
            let found = try Workspace.find()
            workspace = found
            let start = ContinuousClock.now
            let spent = options.startedAt.map { max(0, Date().timeIntervalSince1970 - $0) } ?? 0
            let deadline = start + .milliseconds(Int((options.timeBudget - spent) * 1000))
            report.figure(header(swift: options.swift, workspace: found))
            for family in options.families {
                report.figure("")
                try await run(family, options: options, workspace: found, deadline: deadline, report: report)
            }
            report.figure("")
            let total = Stats.seconds(since: start)
            report.figure("hey-bench finished in \(Format.seconds(total))"
                + (options.startedAt == nil ? "" : " (\(Format.seconds(total + spent)) since make bench started)"))
            if let record = options.record { try report.record(to: record) }
            found.cleanUp()
        } catch {
            workspace?.cleanUp()
            FileHandle.standardError.write(Data("hey-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func run(_ family: Family, options: BenchOptions, workspace: Workspace,
                            deadline: ContinuousClock.Instant, report: Report) async throws {
        switch family {
        case .generation: try GenerationBench(workspace: workspace, generator: options.generator, report: report).run()
        case .size: try CodeSizeBench(workspace: workspace, report: report).run()
        case .build:
            try BuildBench(workspace: workspace, swift: options.swift, runs: options.buildRuns, deadline: deadline, report: report).run()
        case .requests: try await RequestBench(report: report).run()
        case .caps: try await CapBench(report: report).run()
        case .paging: try await PagingBench(report: report).run()
        case .decoding: try await DecodingBench(report: report).run()
        case .corpus:
            try CorpusBench(workspace: workspace, generator: options.generator, swift: options.swift, corpus: options.corpus, report: report).run()
        }
    }

    /// `hey-bench 2026-11-30T12:00:00Z · x86_64 · 2 cores · Swift version 6.3.1 (…)`.
    private static func header(swift: String, workspace: Workspace) -> String {
        let date = ISO8601DateFormatter().string(from: Date())
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return "# hey-bench \(date) · \(machine()) · \(cores) cores · \(swiftVersion(swift, workspace: workspace))"
    }

    /// `uname -m`.
    private static func machine() -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown machine" }
        return withUnsafeBytes(of: &names.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The line of `swift --version` that names the version.
    private static func swiftVersion(_ swift: String, workspace: Workspace) -> String {
        let log = workspace.log("swift-version")
        guard let run = try? ProcessRunner.run(swift, ["--version"], log: log), run.status == 0,
              let text = try? String(contentsOf: log, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.contains("Swift version") })
        else { return "Swift version unknown (\(swift) --version failed)" }
        return line.trimmingCharacters(in: .whitespaces)
    }
}
