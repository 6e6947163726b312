import Foundation

/// Generated code size: lines of the `Hey` package's Swift in Output/Sources/Hey (the
/// documentation catalog, `Hey.docc`, is not code and is not counted).
struct CodeSizeBench {
    let workspace: Workspace
    let report: Report

    func run() throws {
        report.heading("Generated code size")
        let hey = workspace.file("Output/Sources/Hey")
        var parts: [(name: String, lines: Int, files: Int)] = []
        var total = 0, files = 0
        let folders = try FileManager.default.contentsOfDirectory(atPath: hey.path).sorted()
        for folder in folders where !folder.hasSuffix(".docc") {
            let (lines, count) = try Self.lines(in: hey.appendingPathComponent(folder))
            parts.append((folder.lowercased(), lines, count))
            total += lines
            files += count
        }
        let breakdown = parts.map { "\($0.name) \(Format.count($0.lines))" }.joined(separator: ", ")
        let (peer, ours) = (Baselines.Recorded.peer, Baselines.Recorded.ours)
        let goal = Int((Double(peer.lines) * Baselines.goalLinesShare).rounded())
        report.figure("lines under Output/Sources/Hey: \(Format.count(total)) in \(Format.count(files)) files (\(breakdown)); "
            + "goal ≤ \(Format.count(goal)) lines (a third of the peer's recorded \(Format.count(peer.lines)))")
        report.figure(Baselines.Recorded.line("lines: the peer \(Format.count(peer.lines)); ours \(Format.count(ours.lines)) — "
            + "\(Format.ratio(Double(ours.lines) / Double(peer.lines))) the peer's, in that run"))
    }

    /// Newline-terminated lines (as `wc -l` counts them) and files under `url` (a file or folder).
    static func lines(in url: URL) throws -> (lines: Int, files: Int) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return (0, 0) }
        var files: [URL] = []
        if isDirectory.boolValue, let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(file)
            }
        } else {
            files = [url]
        }
        var lines = 0
        for file in files {
            let data = try Data(contentsOf: file)
            lines += data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
        return (lines, files.count)
    }
}
