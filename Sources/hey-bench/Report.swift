import Foundation

/// Where figures go: each line to standard output as soon as it is known, progress notes to
/// standard error, and every figure line kept for `--record`.
final class Report {
    private(set) var lines: [String] = []

    /// Prints one figure line and keeps it.
    func figure(_ line: String) {
        lines.append(line)
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// A blank line or a heading between families.
    func heading(_ text: String) {
        figure(text.isEmpty ? "" : "## \(text)")
    }

    /// Writes a progress note to standard error (not recorded).
    func progress(_ text: String) {
        FileHandle.standardError.write(Data(("… " + text + "\n").utf8))
    }

    /// Writes every figure line to `file`, replacing it.
    func record(to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}
