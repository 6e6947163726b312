import Foundation

/// Generation figures: `hey-generator` in fresh processes (wall time and peak memory), on the
/// real spec and on a synthetic one ten times its size.
struct GenerationBench {
    let workspace: Workspace
    let generator: String
    let report: Report
    let runs = 5
    let syntheticCopies = 10

    func run() throws {
        report.heading("Generation (hey-generator in a fresh process each run)")
        var fresh: [ChildRun] = [], again: [ChildRun] = [], check: [ChildRun] = []
        var files = 0
        // Each run writes a folder of its own that does not exist yet; the folders are removed
        // only after the last run, so no run waits on the file system clearing up the one before.
        var outputs: [URL] = []
        defer { outputs.forEach { try? FileManager.default.removeItem(at: $0) } }
        for run in 1...runs {
            report.progress("generation run \(run)/\(runs)")
            let output = try workspace.newFolderPath("generate-\(run)")
            outputs.append(output)
            fresh.append(try generate(spec: workspace.file("spec"), names: workspace.file("names.toml"), output: output))
            files = countFiles(output)
            again.append(try generate(spec: workspace.file("spec"), names: workspace.file("names.toml"), output: output))
            check.append(try runGenerator("check", spec: workspace.file("spec"), names: workspace.file("names.toml"), output: output))
        }
        let freshSeconds = Stats.median(fresh.map(\.seconds))
        report.figure("generate (fresh process, new folder, \(files) files): \(Format.seconds(freshSeconds)) median of \(runs) "
            + "(cpu \(Format.seconds(Stats.median(fresh.map(\.cpuSeconds))))), peak \(peak(fresh)); "
            + "goal ≤ \(Format.seconds(Baselines.goalGenerateSeconds)), ≤ \(Format.megabytes(Baselines.goalPeakBytes))")
        let (peer, ours) = (Baselines.Recorded.peer, Baselines.Recorded.ours)
        report.figure(Baselines.Recorded.line("generate: the peer \(Format.seconds(peer.generateSeconds)), peak \(Format.megabytes(peer.generatePeakBytes)); "
            + "ours \(Format.seconds(ours.generateSeconds)), peak \(Format.megabytes(ours.generatePeakBytes)) — "
            + "\(Format.speed(ours.generateSeconds, versus: peer.generateSeconds, "the peer")), "
            + "\(Format.ratio(Double(ours.generatePeakBytes) / Double(peer.generatePeakBytes))) its peak, in that run"))
        for (name, samples) in [("regenerate (nothing changed)", again), ("drift check (check --output, nothing changed)", check)] {
            report.figure("\(name): \(Format.seconds(Stats.median(samples.map(\.seconds)))) median of \(runs) "
                + "(cpu \(Format.seconds(Stats.median(samples.map(\.cpuSeconds))))), peak \(peak(samples)); goal ≤ \(Format.seconds(Baselines.goalNoChangeSeconds))")
        }

        report.progress("writing the \(syntheticCopies)x spec")
        let synthetic = try SyntheticSpec(copies: syntheticCopies).write(from: workspace, into: workspace.freshFolder("synthetic"))
        var big: [ChildRun] = []
        var bigFiles = 0
        for run in 1...runs {
            report.progress("\(syntheticCopies)x generation run \(run)/\(runs)")
            let output = try workspace.newFolderPath("generate-big-\(run)")
            outputs.append(output)
            big.append(try generate(spec: synthetic.spec, names: synthetic.names, output: output))
            bigFiles = countFiles(output)
        }
        let bigSeconds = Stats.median(big.map(\.seconds))
        report.figure("generate \(syntheticCopies)x spec (\(Format.count(synthetic.operations)) operations, \(Format.count(synthetic.schemas)) schemas, "
            + "\(Format.count(bigFiles)) files; fresh process, new folder): \(Format.seconds(bigSeconds)) median of \(runs) "
            + "(cpu \(Format.seconds(Stats.median(big.map(\.cpuSeconds))))), peak \(peak(big)) — \(Format.ratio(bigSeconds / freshSeconds)) the 1x time "
            + "(cpu \(Format.ratio(Stats.median(big.map(\.cpuSeconds)) / Stats.median(fresh.map(\.cpuSeconds))))); "
            + "goal ≤ \(Format.ratio(Baselines.goalGrowth))")
    }

    /// The median peak memory of `runs`, marked when it may include the bench's own memory.
    private func peak(_ runs: [ChildRun]) -> String {
        Format.megabytes(Stats.median(runs.map(\.peakBytes))) + (runs.allSatisfy(\.peakIsExact) ? "" : " (upper bound: /usr/bin/time not found)")
    }

    private func generate(spec: URL, names: URL, output: URL) throws -> ChildRun {
        try runGenerator("generate", spec: spec, names: names, output: output)
    }

    private func runGenerator(_ command: String, spec: URL, names: URL, output: URL) throws -> ChildRun {
        try ProcessRunner.runChecked(generator, [
            command,
            "--spec", spec.path,
            "--names", names.path,
            "--templates", workspace.file("Templates").path,
            "--output", output.path,
            "--version-file", workspace.file("VERSION").path,
        ], log: workspace.log("generator-\(command)"))
    }

    private func countFiles(_ folder: URL) -> Int {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return 0 }
        var count = 0
        for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            count += 1
        }
        return count
    }
}
