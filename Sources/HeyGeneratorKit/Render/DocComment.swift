/// Turns spec prose into `///` doc-comment lines (no trailing spaces, blank lines kept).
enum DocComment {
    /// The lines of `texts` (paragraphs joined by a blank line), each starting with `///`.
    static func lines(_ texts: [String?]) -> [String] {
        var paragraphs: [[String]] = []
        for text in texts {
            guard let text else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).trimmingTrailingWhitespace() }
            var trimmed = ArraySlice(lines)
            while trimmed.first?.isEmpty == true { trimmed = trimmed.dropFirst() }
            while trimmed.last?.isEmpty == true { trimmed = trimmed.dropLast() }
            if !trimmed.isEmpty { paragraphs.append(Array(trimmed)) }
        }
        return paragraphs.enumerated().flatMap { index, paragraph in
            (index > 0 ? ["///"] : []) + paragraph.map { $0.isEmpty ? "///" : "/// " + $0 }
        }
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return String(result)
    }
}
