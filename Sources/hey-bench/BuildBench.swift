import Foundation

/// Build figures: clean debug and release builds of the `Hey` target alone, in a copy of
/// Output/ (so nothing in the repository is touched), alternating configurations. Up to `runs`
/// pairs; a pair after the first starts only when the last pair's time still fits before
/// `deadline`, and the figure says how many ran.
struct BuildBench {
    let workspace: Workspace
    let swift: String
    let runs: Int
    let deadline: ContinuousClock.Instant
    let report: Report

    func run() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        report.heading("Build (swift build --target Hey in a copy of Output/, clean each run, \(cores) cores)")
        let package = try workspace.freshFolder("hey-package")
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(at: workspace.file("Output").appendingPathComponent(item),
                                             to: package.appendingPathComponent(item))
        }
        var debug: [ChildRun] = [], release: [ChildRun] = []
        var stopped = ""
        for run in 1...runs {
            if let lastDebug = debug.last, let lastRelease = release.last,
               ContinuousClock.now + .seconds(lastDebug.seconds + lastRelease.seconds) > deadline {
                stopped = "; run \(run) of \(runs) skipped: it would pass the time budget"
                break
            }
            for configuration in ["debug", "release"] {
                report.progress("clean \(configuration) build \(run)/\(runs)")
                try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
                let result = try ProcessRunner.runChecked(swift, [
                    "build", "--package-path", package.path, "--target", "Hey", "-c", configuration,
                ], log: workspace.log("build-\(configuration)"))
                if configuration == "debug" { debug.append(result) } else { release.append(result) }
            }
        }
        for (name, samples, peer) in [("debug", debug, Baselines.peerDebugBuildSeconds), ("release", release, Baselines.peerReleaseBuildSeconds)] {
            let median = Stats.median(samples.map(\.seconds))
            report.figure("clean \(name) build of Hey (\(cores) cores): \(Format.seconds(median)) median of \(samples.count) "
                + "(cpu \(Format.seconds(Stats.median(samples.map(\.cpuSeconds))))\(stopped)) — "
                + Format.speed(median, versus: peer, "\(Baselines.peer)'s module alone (\(Format.seconds(peer)))"))
        }
        try? FileManager.default.removeItem(at: package)
    }
}
