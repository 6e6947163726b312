import Foundation

/// Build figures: clean debug and release builds of the `Hey` target alone, of a small app
/// package that depends on Hey by path (``AppPackage``: what an app developer waits for), and of
/// a one-file package (``FloorPackage``: the floor any package pays on this machine now, which
/// the other figures are also given over). Every build runs in a fresh folder, Hey in a fresh
/// copy of Output/ (so nothing in the repository is touched and nothing is left from a build
/// before). Up to `runs` rounds of the six builds, Hey's first; after the first round a build
/// runs only when its last time still fits before `deadline`, so when the budget runs short it
/// is the floor's and the app's figures that have fewer samples, and each figure says how many ran.
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

    /// One of a round's builds: what it compiles, in which configuration.
    private struct Build: Hashable {
        let subject: Subject
        let configuration: String
    }

    /// One round's builds in the order they run: Hey's, which the goals are about, first.
    private static let roundOrder = [Subject.hey, .floor, .app].flatMap { subject in
        ["debug", "release"].map { Build(subject: subject, configuration: $0) }
    }

    func run() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        report.heading("Build (clean, each in a fresh copy of Output/, \(cores) cores): swift build --target Hey, "
            + "swift build of an app package depending on Hey by path, and of a one-file package (the floor)")
        var samples: [Build: [ChildRun]] = [:]
        for run in 1...runs {
            for next in Self.roundOrder {
                if let last = samples[next]?.last, ContinuousClock.now + .milliseconds(Int(last.seconds * 1000)) > deadline {
                    continue
                }
                report.progress("clean \(next.configuration) build of \(next.subject.rawValue) \(run)/\(runs)")
                samples[next, default: []].append(try build(next.subject, configuration: next.configuration))
            }
        }
        for configuration in ["debug", "release"] {
            let floor = Stats.median(samples[Build(subject: .floor, configuration: configuration), default: []].map(\.seconds))
            for subject in Subject.allCases {
                let measured = samples[Build(subject: subject, configuration: configuration), default: []]
                let median = Stats.median(measured.map(\.seconds))
                let comparison = switch subject {
                case .floor: " — what any package's clean build takes on this machine now (manifest, Foundation's module cache"
                    + (configuration == "debug" ? ", index store)" : ")")
                case .hey: "; \(Format.seconds(median - floor)) over the floor"
                case .app: "; \(Format.seconds(median - floor)) over the floor"
                }
                let skipped = runs - measured.count
                let stopped = skipped == 0 ? "" : "; \(skipped) of \(runs) rounds skipped: it would pass the time budget"
                report.figure("clean \(configuration) build of \(subject.rawValue) (\(cores) cores): \(Format.seconds(median)) "
                    + "median of \(measured.count) (cpu \(Format.seconds(Stats.median(measured.map(\.cpuSeconds))))\(stopped))"
                    + comparison)
            }
        }
        let (peer, ours) = (Baselines.Recorded.peer, Baselines.Recorded.ours)
        report.figure(Baselines.Recorded.line("clean build of the generated module alone: the peer's debug "
            + "\(Format.seconds(peer.debugBuildSeconds)), release \(Format.seconds(peer.releaseBuildSeconds)) (its runtime dependencies "
            + "\(Format.seconds(Baselines.Recorded.peerRuntimeDebugBuildSeconds)) / \(Format.seconds(Baselines.Recorded.peerRuntimeReleaseBuildSeconds)) more); "
            + "Hey's \(Format.seconds(ours.debugBuildSeconds)) / \(Format.seconds(ours.releaseBuildSeconds)) — "
            + "\(Format.ratio(peer.debugBuildSeconds / ours.debugBuildSeconds)) / \(Format.ratio(peer.releaseBuildSeconds / ours.releaseBuildSeconds)) faster, in that run"))
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
