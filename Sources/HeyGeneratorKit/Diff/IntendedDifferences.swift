/// The differences between two specs that are meant to be there: the `<subject>: <detail>`
/// lines of a fenced ```` ```differences ```` block in a markdown file (`spec/README.md`).
public struct IntendedDifferences: Sendable, Equatable {
    /// One listed difference and the line of the file it is on.
    public struct Entry: Sendable, Equatable {
        /// `schema OAuthToken: added`.
        public var text: String
        /// 1-based line in the markdown file.
        public var line: Int

        /// Creates an entry.
        public init(text: String, line: Int) {
            self.text = text
            self.line = line
        }
    }

    /// The listed differences in file order.
    public var entries: [Entry]

    /// Creates the list from entries.
    public init(entries: [Entry]) { self.entries = entries }

    /// Reads the first ```` ```differences ```` block of `markdown`. Blank lines in the block are
    /// skipped; every other line must read `operation <id>: <detail>` or `schema <name>: <detail>`
    /// and appear once.
    public static func parse(_ markdown: String, file: String) throws(IntendedDifferencesError) -> IntendedDifferences {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingSpace }
        guard let open = lines.firstIndex(where: { $0.trimmingLeadingSpace == "```differences" }) else {
            throw IntendedDifferencesError(file: file, line: 1, message: "no ```differences block")
        }
        guard let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingLeadingSpace == "```" }) else {
            throw IntendedDifferencesError(file: file, line: open + 1, message: "the ```differences block is not closed")
        }
        var entries: [Entry] = []
        for index in (open + 1)..<close where !lines[index].trimmingLeadingSpace.isEmpty {
            let text = lines[index].trimmingLeadingSpace
            let lineNumber = index + 1
            guard let separator = text.range(of: ": "), Self.isSubject(text[..<separator.lowerBound]),
                  !text[separator.upperBound...].isEmpty else {
                throw IntendedDifferencesError(file: file, line: lineNumber,
                                               message: "expected \"operation <id>: <detail>\" or \"schema <name>: <detail>\", found \"\(text)\"")
            }
            if let earlier = entries.first(where: { $0.text == text }) {
                throw IntendedDifferencesError(file: file, line: lineNumber, message: "\"\(text)\" is already listed on line \(earlier.line)")
            }
            entries.append(Entry(text: text, line: lineNumber))
        }
        return IntendedDifferences(entries: entries)
    }

    /// `operation <id>` or `schema <name>`.
    private static func isSubject(_ text: Substring) -> Bool {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return words.count == 2 && ["operation", "schema"].contains(words[0]) && !words[1].isEmpty
    }

    /// Compares the listed differences with `report`.
    public func check(_ report: SpecDiffReport) -> IntendedDifferencesCheck {
        let listed = Set(entries.map(\.text))
        let found = Set(report.changes.map(\.line))
        return IntendedDifferencesCheck(
            unexpected: report.changes.filter { !listed.contains($0.line) },
            missing: entries.filter { !found.contains($0.text) }
        )
    }
}

/// How a diff report compares with the intended differences.
public struct IntendedDifferencesCheck: Sendable, Equatable {
    /// Changes the diff found that the block does not list, in report order.
    public var unexpected: [SpecChange]
    /// Listed differences the diff did not find, in file order.
    public var missing: [IntendedDifferences.Entry]

    /// Whether the diff found exactly the listed differences.
    public var matches: Bool { unexpected.isEmpty && missing.isEmpty }
}

/// An intended-differences block that cannot be read.
public struct IntendedDifferencesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The markdown file.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `spec/README.md:112: message`.
    public var description: String { "\(file):\(line): \(message)" }
}

private extension String {
    var trimmingLeadingSpace: String { String(drop { $0 == " " || $0 == "\t" }) }
    var trimmingTrailingSpace: String {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
