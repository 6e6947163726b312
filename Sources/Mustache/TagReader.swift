/// ASCII bytes the parser looks at.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21  // !
    static let hash: UInt8 = 0x23  // #
    static let dollar: UInt8 = 0x24  // $
    static let ampersand: UInt8 = 0x26  // &
    static let asterisk: UInt8 = 0x2A  // *
    static let at: UInt8 = 0x40  // @
    static let dot: UInt8 = 0x2E  // .
    static let slash: UInt8 = 0x2F  // /
    static let less: UInt8 = 0x3C  // <
    static let equals: UInt8 = 0x3D  // =
    static let greater: UInt8 = 0x3E  // >
    static let caret: UInt8 = 0x5E  // ^
    static let openBrace: UInt8 = 0x7B  // {
    static let closeBrace: UInt8 = 0x7D  // }

    /// Space or tab: the whitespace allowed around standalone tags.
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    /// Any whitespace that may pad a tag's content.
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn || byte == 0x0C || byte == 0x0B
    }
}

/// The kind of a tag, from the character after its opening delimiter.
enum TagKind: Equatable {
    case escapedVariable, rawVariable, section, invertedSection, close, comment, partial, parent, block
    case setDelimiters(open: [UInt8], close: [UInt8])
}

/// A tag as read from the source, before it becomes a node.
struct RawTag {
    let kind: TagKind
    /// The tag's content without sigil, delimiters and surrounding whitespace.
    let content: String
    /// Byte offset of the opening delimiter.
    let start: Int
    /// Byte offset just past the closing delimiter.
    let end: Int
    let location: SourceLocation
}

extension TemplateParser {
    /// Reads the tag whose opening delimiter is at `position`.
    func readTag() throws -> RawTag {
        let start = position
        let location = location(of: start)
        let openText = String(decoding: openDelimiter, as: UTF8.self)
        let closeText = String(decoding: closeDelimiter, as: UTF8.self)
        let contentStart = start + openDelimiter.count
        guard contentStart < bytes.count else {
            throw MustacheError(templateName, location, "unclosed tag: \"\(openText)\" without \"\(closeText)\"")
        }
        let kind: TagKind
        let bodyStart: Int
        let bodyEnd: Int
        let end: Int
        switch bytes[contentStart] {
        case ASCII.openBrace:
            guard let found = find([ASCII.closeBrace] + closeDelimiter, from: contentStart + 1) else {
                throw MustacheError(templateName, location, "unclosed triple mustache: \"\(openText){\" without \"}\(closeText)\"")
            }
            (kind, bodyStart, bodyEnd, end) = (.rawVariable, contentStart + 1, found, found + 1 + closeDelimiter.count)
        case ASCII.equals:
            guard let found = find([ASCII.equals] + closeDelimiter, from: contentStart + 1) else {
                throw MustacheError(templateName, location, "bad set-delimiter tag: \"\(openText)=\" without \"=\(closeText)\"")
            }
            let delimiters = try parseDelimiters(contentStart + 1..<found, location: location)
            (kind, bodyStart, bodyEnd, end) = (delimiters, contentStart + 1, found, found + 1 + closeDelimiter.count)
        default:
            guard let found = find(closeDelimiter, from: contentStart) else {
                throw MustacheError(templateName, location, "unclosed tag: \"\(openText)\" without \"\(closeText)\"")
            }
            if let sigilKind = Self.kind(ofSigil: bytes[contentStart]) {
                (kind, bodyStart) = (sigilKind, contentStart + 1)
            } else {
                (kind, bodyStart) = (.escapedVariable, contentStart)
            }
            (bodyEnd, end) = (found, found + closeDelimiter.count)
        }
        let content = kind == .comment ? "" : trimmed(bodyStart..<max(bodyStart, bodyEnd))
        return RawTag(kind: kind, content: content, start: start, end: end, location: location)
    }

    /// The tag kind a sigil (the character after the opening delimiter) selects, if any.
    private static func kind(ofSigil byte: UInt8) -> TagKind? {
        switch byte {
        case ASCII.hash: return .section
        case ASCII.caret: return .invertedSection
        case ASCII.slash: return .close
        case ASCII.bang: return .comment
        case ASCII.greater: return .partial
        case ASCII.less: return .parent
        case ASCII.dollar: return .block
        case ASCII.ampersand: return .rawVariable
        default: return nil
        }
    }

    /// Parses the content of `{{=<open> <close>=}}`.
    private func parseDelimiters(_ range: Range<Int>, location: SourceLocation) throws -> TagKind {
        var parts: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in bytes[range] {
            if ASCII.isWhitespace(byte) {
                if !current.isEmpty { parts.append(current); current = [] }
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { parts.append(current) }
        let text = String(decoding: bytes[range], as: UTF8.self)
        guard parts.count == 2 else {
            throw MustacheError(
                templateName, location,
                "bad set-delimiter tag \"\(text)\": expected two delimiters separated by whitespace")
        }
        guard !parts[0].contains(ASCII.equals), !parts[1].contains(ASCII.equals) else {
            throw MustacheError(templateName, location, "bad set-delimiter tag \"\(text)\": delimiters cannot contain \"=\"")
        }
        return .setDelimiters(open: parts[0], close: parts[1])
    }

    /// The first offset at or after `start` where `needle` occurs.
    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first && matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `needle` occurs at `offset`.
    @inline(__always) func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= bytes.count else { return false }
        for (i, byte) in needle.enumerated() where bytes[offset + i] != byte { return false }
        return true
    }

    /// The source text of `range` without surrounding whitespace.
    func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && ASCII.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset on the current line.
    func location(of offset: Int) -> SourceLocation {
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
