import Foundation

/// Build figures: clean debug and release builds of the `Hey` target alone, of a small app
/// package that depends on Hey by path (``AppPackage``: what an app developer waits for), and of
/// a one-file package (``FloorPackage``: the floor any package pays on this machine now, which
/// the other figures are also given over). Every build runs in a fresh folder, Hey in a fresh
/// copy of Output/ (so nothing in the repository is touched and nothing is left from a build
/// before). Up to `runs` rounds of the six builds; a round after the first starts only when the
/// last round's time still fits before `deadline`, and the figure says how many ran.
struct BuildBench {
    let workspace: Workspace
    let swift: String
    let runs: Int
    let deadline: ContinuousClock.Instant
    let report: Report

    /// What one build compiles.
    private enum Subject: String, CaseIterable {
        case floor = "a one-file package"
        case hey = "Hey"
        case app = "an app using Hey"

        /// The folder and log name of one build.
        var slug: String {
            switch self {
            case .floor: "floor"
            case .hey: "hey"
            case .app: "app"
            }
        }
    }

    func run() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        report.heading("Build (clean, each in a fresh copy of Output/, \(cores) cores): swift build --target Hey, "
            + "swift build of an app package depending on Hey by path, and of a one-file package (the floor)")
        var samples: [String: [ChildRun]] = [:]
        var lastRound: Double?
        var stopped = ""
        for run in 1...runs {
            if let lastRound, ContinuousClock.now + .milliseconds(Int(lastRound * 1000)) > deadline {
                stopped = "; round \(run) of \(runs) skipped: it would pass the time budget"
                break
            }
            var round = 0.0
            for configuration in ["debug", "release"] {
                for subject in Subject.allCases {
                    report.progress("clean \(configuration) build of \(subject.rawValue) \(run)/\(runs)")
                    let result = try build(subject, configuration: configuration)
                    samples[subject.rawValue + configuration, default: []].append(result)
                    round += result.seconds
                }
            }
            lastRound = round
        }
        for (configuration, peer) in [("debug", Baselines.peerDebugBuildSeconds), ("release", Baselines.peerReleaseBuildSeconds)] {
            let floor = Stats.median(samples[Subject.floor.rawValue + configuration, default: []].map(\.seconds))
            for subject in Subject.allCases {
                let runs = samples[subject.rawValue + configuration, default: []]
                let median = Stats.median(runs.map(\.seconds))
                let comparison = switch subject {
                case .floor: " — what any package's clean build takes on this machine now (manifest, Foundation's module cache"
                    + (configuration == "debug" ? ", index store)" : ")")
                case .hey: "; \(Format.seconds(median - floor)) over the floor — "
                    + Format.speed(median, versus: peer, "\(Baselines.peer)'s module alone (\(Format.seconds(peer)))")
                case .app: "; \(Format.seconds(median - floor)) over the floor"
                }
                report.figure("clean \(configuration) build of \(subject.rawValue) (\(cores) cores): \(Format.seconds(median)) "
                    + "median of \(runs.count) (cpu \(Format.seconds(Stats.median(runs.map(\.cpuSeconds))))\(stopped))\(comparison)")
            }
        }
    }

    /// One clean build of `subject` in a fresh folder, removed afterwards.
    private func build(_ subject: Subject, configuration: String) throws -> ChildRun {
        let folder = try workspace.freshFolder("build-\(subject.slug)-\(configuration)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = workspace.log("build-\(subject.slug)-\(configuration)")
        if subject == .floor {
            try FloorPackage.write(to: folder)
            return try ProcessRunner.runChecked(swift, ["build", "--package-path", folder.path, "--target", FloorPackage.target,
                                                        "-c", configuration], log: log)
        }
        let hey = folder.appendingPathComponent(AppPackage.heyFolder)
        try FileManager.default.createDirectory(at: hey, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(at: workspace.file("Output").appendingPathComponent(item),
                                             to: hey.appendingPathComponent(item))
        }
        if subject == .hey {
            return try ProcessRunner.runChecked(swift, ["build", "--package-path", hey.path, "--target", "Hey", "-c", configuration], log: log)
        }
        let app = folder.appendingPathComponent("app")
        try AppPackage.write(to: app)
        return try ProcessRunner.runChecked(swift, ["build", "--package-path", app.path, "-c", configuration], log: log)
    }
}
