import Foundation

/// The drift check: compares a folder with what the generator would write, naming every
/// missing, extra and different file, with a short unified diff of each difference.
public struct DriftReport: Sendable {
    public var missing: [String] = []
    public var extra: [String] = []
    /// Different files with a short unified diff of their first difference.
    public var different: [(path: String, diff: String)] = []
    /// Files that match.
    public var matching = 0

    /// Whether the folder is exactly what the generator writes.
    public var isClean: Bool { missing.isEmpty && extra.isEmpty && different.isEmpty }

    /// Compares `rendered` with the folder at `root`.
    public static func compare(_ rendered: [RenderedFile], with root: URL) throws -> DriftReport {
        let snapshot = try OutputSnapshot.read(root)
        var report = DriftReport()
        let wanted = Set(rendered.map(\.path))
        for file in rendered {
            guard let existing = snapshot.files[file.path] else {
                report.missing.append(file.path)
                continue
            }
            if existing == file.contents {
                report.matching += 1
            } else {
                let diff = UnifiedDiff.firstHunk(
                    old: String(decoding: existing, as: UTF8.self),
                    new: String(decoding: file.contents, as: UTF8.self),
                    oldName: "a/\(file.path)", newName: "b/\(file.path)"
                )
                report.different.append((file.path, diff))
            }
        }
        report.extra = snapshot.files.keys.filter { !wanted.contains($0) }.sorted()
        return report
    }

    /// The report as the `check` command prints it, naming the folder and the fixing command.
    public func describe(folder: String, fix: String) -> String {
        var lines: [String] = []
        for path in missing { lines.append("missing: \(folder)/\(path) (the generator writes it)") }
        for path in extra { lines.append("extra: \(folder)/\(path) (the generator does not write it)") }
        for (path, diff) in different {
            lines.append("different: \(folder)/\(path)")
            lines.append(diff)
        }
        let count = missing.count + extra.count + different.count
        lines.append("\(folder)/ is stale: \(count) file\(count == 1 ? "" : "s") differ from what the generator writes. Run `\(fix)` and commit the result.")
        return lines.joined(separator: "\n")
    }
}
