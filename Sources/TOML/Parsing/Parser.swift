/// The TOML parser: a cursor over validated UTF-8 bytes with line/column tracking.
///
/// The document-level grammar is in `Parser+Document.swift`, values in the other extensions.
struct Parser {
    /// The deepest nesting of tables and arrays accepted (keeps recursion bounded).
    static let maximumDepth = 128

    let bytes: [UInt8]
    let count: Int
    /// The offset of the next byte to read.
    var index: Int
    /// The number of the line that `lineStart` begins.
    var line = 1
    /// The offset of the first byte of the current line.
    var lineStart: Int
    /// The offset where the first content byte starts (after a byte order mark).
    let contentStart: Int
    /// A column already computed on the current line, so positions stay linear on long lines.
    var cachedOffset: Int
    var cachedColumn = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.count = bytes.count
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        contentStart = hasByteOrderMark ? 3 : 0
        index = contentStart
        lineStart = contentStart
        cachedOffset = contentStart
    }

    // MARK: Positions and errors

    /// The byte at `offset`, or nil past the end.
    func peekByte(_ offset: Int) -> UInt8? {
        offset < count ? bytes[offset] : nil
    }

    /// The byte at the cursor, or nil at the end.
    var current: UInt8? { index < count ? bytes[index] : nil }

    /// The line and column of a byte offset (offsets on the current line are cheap).
    mutating func position(at offset: Int) -> TOMLPosition {
        guard offset >= lineStart else { return slowPosition(at: offset) }
        if offset < cachedOffset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        var column = cachedColumn
        var cursor = cachedOffset
        let end = min(offset, count)
        while cursor < end {
            let byte = bytes[cursor]
            if byte == Byte.lineFeed { return slowPosition(at: offset) }
            if byte & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        cachedOffset = end
        cachedColumn = column
        return TOMLPosition(line: line, column: column)
    }

    /// Computes a position by counting from the start of the document.
    func slowPosition(at offset: Int) -> TOMLPosition {
        var line = 1
        var column = 1
        var cursor = contentStart
        let end = min(offset, count)
        while cursor < end {
            let byte = bytes[cursor]
            if byte == Byte.lineFeed {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            cursor += 1
        }
        return TOMLPosition(line: line, column: column)
    }

    /// An error at a byte offset.
    mutating func error(_ message: String, at offset: Int) -> TOMLError {
        TOMLError(at: position(at: offset), message)
    }

    /// Records that the byte at `offset` is a line feed that has been consumed.
    mutating func didConsumeLineFeed(at offset: Int) {
        line += 1
        lineStart = offset + 1
        cachedOffset = lineStart
        cachedColumn = 1
    }

    /// Describes the character at `offset` for error messages (`'x'`, `newline`, `end of file`,
    /// `control character U+0000`, `'é' (U+00E9)`).
    func describeCharacter(at offset: Int) -> String {
        guard offset < count else { return "end of file" }
        let byte = bytes[offset]
        switch byte {
        case Byte.lineFeed: return "newline"
        case Byte.carriageReturn: return "carriage return"
        case Byte.tab: return "tab"
        case Byte.space: return "space"
        case 0..<0x20, Byte.delete: return "control character \(Self.codePoint(UInt32(byte)))"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            var end = offset + 1
            while end < count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            let text = String(decoding: bytes[offset..<end], as: UTF8.self)
            guard let scalar = text.unicodeScalars.first else { return "byte 0x\(byte)" }
            let code = Self.codePoint(scalar.value)
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
                 .privateUse, .unassigned, .surrogate, .nonspacingMark, .enclosingMark:
                return "character \(code)"
            default:
                return "'\(text)' (\(code))"
            }
        }
    }

    /// `U+XXXX` for a code point.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: Whitespace, comments, newlines

    /// Skips spaces and tabs.
    mutating func skipWhitespace() {
        while index < count {
            let byte = bytes[index]
            guard byte == Byte.space || byte == Byte.tab else { return }
            index += 1
        }
    }

    /// Skips a comment starting at `#`, up to (not including) the line break.
    mutating func skipComment() throws(TOMLError) {
        index += 1
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte != Byte.delete || byte == Byte.tab {
                index += 1
                continue
            }
            if byte == Byte.lineFeed { return }
            if byte == Byte.carriageReturn {
                if peekByte(index + 1) == Byte.lineFeed { return }
                throw error("bare carriage return (CR without LF) is not allowed", at: index)
            }
            throw error("\(describeCharacter(at: index)) is not allowed in a comment", at: index)
        }
    }

    /// Skips whitespace and an optional comment.
    mutating func skipWhitespaceAndComment() throws(TOMLError) {
        skipWhitespace()
        if current == Byte.hash { try skipComment() }
    }

    /// Consumes LF or CRLF; returns false (consuming nothing) if the cursor is not at a newline.
    mutating func consumeNewline() throws(TOMLError) -> Bool {
        guard index < count else { return false }
        let byte = bytes[index]
        if byte == Byte.lineFeed {
            didConsumeLineFeed(at: index)
            index += 1
            return true
        }
        if byte == Byte.carriageReturn {
            guard peekByte(index + 1) == Byte.lineFeed else {
                throw error("bare carriage return (CR without LF) is not allowed", at: index)
            }
            didConsumeLineFeed(at: index + 1)
            index += 2
            return true
        }
        return false
    }

    /// Skips any mix of whitespace, comments and newlines (inside arrays).
    mutating func skipWhitespaceCommentsAndNewlines() throws(TOMLError) {
        while true {
            try skipWhitespaceAndComment()
            guard try consumeNewline() else { return }
        }
    }

    /// Whether the cursor is at a line break or the end of the document.
    var isAtEndOfLine: Bool {
        guard let byte = current else { return true }
        return byte == Byte.lineFeed || byte == Byte.carriageReturn
    }
}
