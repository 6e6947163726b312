extension TemplateParser {
    /// Parses the name of a variable or section tag: `.` or dot-separated non-empty parts
    /// without whitespace.
    func parseName(_ tag: RawTag) throws -> Name {
        let text = tag.content
        try requireNonEmptyWord(text, tag)
        if text == "." { return Name(text: text, parts: []) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            throw MustacheError(templateName, tag.location, "invalid name \"\(text)\": empty part in a dotted name")
        }
        return Name(text: text, parts: parts)
    }

    /// Parses the content of a partial or parent tag: a template name, or `*name` for a dynamic one.
    func parsePartialTarget(_ tag: RawTag) throws -> PartialTarget {
        if tag.content.utf8.first == ASCII.asterisk {
            let rest = String(tag.content.dropFirst()).trimmingBlanks()
            let name = try parseName(RawTag(kind: tag.kind, content: rest, start: tag.start, end: tag.end, location: tag.location))
            return .dynamic(name)
        }
        try requireNonEmptyWord(tag.content, tag)
        return .named(tag.content)
    }

    /// Throws unless `text` is non-empty and contains no whitespace.
    func requireNonEmptyWord(_ text: String, _ tag: RawTag) throws {
        guard !text.isEmpty else {
            throw MustacheError(templateName, tag.location, "empty tag name")
        }
        guard !text.utf8.contains(where: ASCII.isWhitespace) else {
            throw MustacheError(templateName, tag.location, "invalid name \"\(text)\": names cannot contain whitespace")
        }
    }
}

extension String {
    /// The string without leading and trailing ASCII whitespace.
    func trimmingBlanks() -> String {
        let bytes = Array(utf8)
        var lower = 0
        var upper = bytes.count
        while lower < upper && ASCII.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
