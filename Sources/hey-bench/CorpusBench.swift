import Foundation

/// The largest published document of the corpus (`--corpus`, `../shared/reference/openapi`):
/// rendered with the generic profile, its generated lines per operation beside HEY's in
/// Output/ (the baseline, measured in the same run), and one clean debug build of its package,
/// per operation beside the goal of 120 s for the whole.
struct CorpusBench {
    let workspace: Workspace
    let generator: String
    let swift: String
    /// The folder holding one folder per document (each with `openapi.json`), or nil.
    let corpus: URL?
    let report: Report

    static let goalBuildSeconds = 120.0

    func run() throws {
        report.heading("Another API's SDK (the corpus's largest document, generic profile)")
        guard let corpus, let (name, operations) = try Self.largest(in: corpus) else {
            report.figure("corpus figures not run: no documents under \(corpus?.path ?? "--corpus (not given)") (set HEY_SHARED_DIR)")
            return
        }
        let output = try workspace.newFolderPath("corpus-\(name)")
        defer { try? FileManager.default.removeItem(at: output) }
        report.progress("rendering \(name)")
        let generation = try ProcessRunner.runChecked(generator, [
            "generate", "--spec", corpus.appendingPathComponent(name).path, "--output", output.path,
            "--templates", workspace.file("Templates").path, "--version-file", workspace.file("VERSION").path,
        ], log: workspace.log("corpus-generate"))
        let sources = output.appendingPathComponent("Sources")
        let theirs = try CodeSizeBench.lines(in: sources)
        let ours = try CodeSizeBench.lines(in: workspace.file("Output/Sources"))
        let heyOperations = try Self.operationCount(workspace.file("spec/openapi.json"))
        let perOperation = Double(theirs.lines) / Double(max(operations, 1))
        let heyPerOperation = Double(ours.lines) / Double(max(heyOperations, 1))
        report.figure("\(name): \(Format.count(operations)) operations rendered in \(Format.seconds(generation.seconds)) "
            + "(peak \(Format.megabytes(generation.peakBytes))); \(Format.count(theirs.lines)) lines in \(Format.count(theirs.files)) files, "
            + "\(Format.fixed(perOperation, 1)) per operation — \(Format.ratio(perOperation / heyPerOperation)) HEY's "
            + "\(Format.fixed(heyPerOperation, 1)) (its runtime counted in both)")
        report.progress("clean debug build of \(name)")
        let build = try ProcessRunner.runChecked(swift, ["build", "--package-path", output.path, "-Xswiftc", "-warnings-as-errors"],
                                                 log: workspace.log("corpus-build"))
        report.figure("clean debug build of \(name)'s package: \(Format.seconds(build.seconds)) (cpu \(Format.seconds(build.cpuSeconds))), "
            + "\(Format.milliseconds(build.seconds / Double(max(operations, 1)))) per operation; goal ≤ \(Format.seconds(Self.goalBuildSeconds))")
    }

    /// The document of `corpus` with the most operations, and how many it has.
    static func largest(in corpus: URL) throws -> (name: String, operations: Int)? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else { return nil }
        var best: (name: String, operations: Int)?
        for name in names.sorted() {
            let document = corpus.appendingPathComponent(name).appendingPathComponent("openapi.json")
            guard FileManager.default.fileExists(atPath: document.path) else { continue }
            let count = try operationCount(document)
            if count > best?.operations ?? -1 { best = (name, count) }
        }
        return best
    }

    /// The operations under `paths` of an OpenAPI document.
    static func operationCount(_ document: URL) throws -> Int {
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any],
              let paths = root["paths"] as? [String: Any] else {
            throw BenchError("\(document.path) is not an OpenAPI document with paths")
        }
        let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]
        return paths.values.reduce(0) { total, item in
            total + ((item as? [String: Any])?.keys.filter(methods.contains).count ?? 0)
        }
    }
}
