/// A small line diff (longest common subsequence over the region that differs) that prints the
/// first difference between two texts as a unified-diff hunk.
public enum UnifiedDiff {
    /// The first hunk of differences, with up to `context` lines around it and at most
    /// `maxLines` changed lines.
    public static func firstHunk(old: String, new: String, oldName: String, newName: String, context: Int = 3, maxLines: Int = 40) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        // Diff only a bounded window after the common prefix, so a huge file stays cheap.
        let window = 400
        let oldMiddle = Array(a[prefix..<min(a.count - suffix, prefix + window)])
        let newMiddle = Array(b[prefix..<min(b.count - suffix, prefix + window)])
        let edits = lcsEdits(oldMiddle, newMiddle)
        var body: [String] = []
        let start = max(0, prefix - context)
        for line in a[start..<prefix] { body.append(" " + line) }
        var changed = 0
        var oldCount = prefix - start
        var newCount = prefix - start
        for edit in edits {
            if changed >= maxLines { body.append("… (diff cut)"); break }
            switch edit {
            case .same(let line):
                body.append(" " + line); oldCount += 1; newCount += 1
            case .removed(let line):
                body.append("-" + line); oldCount += 1; changed += 1
            case .added(let line):
                body.append("+" + line); newCount += 1; changed += 1
            }
        }
        let tailStart = min(a.count - suffix, prefix + window)
        for line in a[tailStart..<min(a.count, tailStart + context)] where changed < maxLines {
            body.append(" " + line); oldCount += 1; newCount += 1
        }
        let header = "@@ -\(start + 1),\(oldCount) +\(start + 1),\(newCount) @@"
        return (["--- \(oldName)", "+++ \(newName)", header] + body).joined(separator: "\n")
    }

    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    static func lcsEdits(_ a: [String], _ b: [String]) -> [Edit] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                edits.append(.added(b[j])); j += 1
            } else {
                edits.append(.removed(a[i])); i += 1
            }
        }
        return edits
    }
}
