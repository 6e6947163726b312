extension Parser {
    // MARK: Single-line strings

    /// Parses a basic string `"..."` starting at the cursor's `"`.
    mutating func parseBasicString() throws(TOMLError) -> String {
        let start = index
        index += 1
        var buffer: [UInt8] = []
        var segmentStart = index
        while index < count {
            let byte = bytes[index]
            if byte == Byte.quote {
                buffer.append(contentsOf: bytes[segmentStart..<index])
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == Byte.backslash {
                buffer.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape(into: &buffer, stringStart: start, kind: "basic string")
                segmentStart = index
                continue
            }
            if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                break
            }
            if Byte.isForbiddenControl(byte) {
                throw error("\(describeCharacter(at: index)) must be escaped in a basic string", at: index)
            }
            index += 1
        }
        throw error("unterminated basic string", at: start)
    }

    /// Parses a literal string `'...'` starting at the cursor's `'`.
    mutating func parseLiteralString() throws(TOMLError) -> String {
        let start = index
        index += 1
        while index < count {
            let byte = bytes[index]
            if byte == Byte.apostrophe {
                let text = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                break
            }
            if Byte.isForbiddenControl(byte) {
                throw error("\(describeCharacter(at: index)) is not allowed in a literal string", at: index)
            }
            index += 1
        }
        throw error("unterminated literal string", at: start)
    }

    // MARK: Multi-line strings

    /// Parses a multi-line basic string `"""..."""` starting at the cursor's first `"`.
    mutating func parseMultilineBasicString() throws(TOMLError) -> String {
        try parseMultilineString(delimiter: Byte.quote, kind: "multi-line basic string")
    }

    /// Parses a multi-line literal string `'''...'''` starting at the cursor's first `'`.
    mutating func parseMultilineLiteralString() throws(TOMLError) -> String {
        try parseMultilineString(delimiter: Byte.apostrophe, kind: "multi-line literal string")
    }

    /// Shared body of both multi-line string forms. CRLF is normalised to LF.
    private mutating func parseMultilineString(delimiter: UInt8, kind: String) throws(TOMLError) -> String {
        let start = index
        let isBasic = delimiter == Byte.quote
        index += 3
        _ = try consumeNewline()  // a newline right after the opening delimiter is trimmed
        var buffer: [UInt8] = []
        var segmentStart = index
        while index < count {
            let byte = bytes[index]
            if byte == delimiter {
                var runEnd = index
                while runEnd < count && bytes[runEnd] == delimiter { runEnd += 1 }
                let run = runEnd - index
                if run < 3 {
                    index = runEnd
                    continue
                }
                if run > 5 {
                    throw error("a \(kind) cannot contain three consecutive \(Character(Unicode.Scalar(delimiter))) characters", at: index)
                }
                buffer.append(contentsOf: bytes[segmentStart..<(runEnd - 3)])
                index = runEnd
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == Byte.backslash && isBasic {
                buffer.append(contentsOf: bytes[segmentStart..<index])
                if try skipLineEndingBackslash() == false {
                    try parseEscape(into: &buffer, stringStart: start, kind: kind)
                }
                segmentStart = index
                continue
            }
            if byte == Byte.lineFeed {
                didConsumeLineFeed(at: index)
                index += 1
                continue
            }
            if byte == Byte.carriageReturn {
                guard peekByte(index + 1) == Byte.lineFeed else {
                    throw error("bare carriage return (CR without LF) is not allowed", at: index)
                }
                buffer.append(contentsOf: bytes[segmentStart..<index])
                didConsumeLineFeed(at: index + 1)
                index += 1
                segmentStart = index  // keep the LF, drop the CR
                index += 1
                continue
            }
            if Byte.isForbiddenControl(byte) {
                let rule = isBasic ? "must be escaped in" : "is not allowed in"
                throw error("\(describeCharacter(at: index)) \(rule) a \(kind)", at: index)
            }
            index += 1
        }
        throw error("unterminated \(kind)", at: start)
    }

    /// At a `\` in a multi-line basic string: if only whitespace follows up to the end of the line,
    /// skips the backslash and all whitespace and newlines after it and returns true.
    private mutating func skipLineEndingBackslash() throws(TOMLError) -> Bool {
        var cursor = index + 1
        while cursor < count && (bytes[cursor] == Byte.space || bytes[cursor] == Byte.tab) { cursor += 1 }
        guard cursor < count, bytes[cursor] == Byte.lineFeed || bytes[cursor] == Byte.carriageReturn else {
            return false
        }
        index = cursor
        while true {
            skipWhitespace()
            guard try consumeNewline() else { return true }
        }
    }

    // MARK: Escapes

    /// Parses an escape sequence at the cursor's `\` and appends its UTF-8 encoding.
    private mutating func parseEscape(into buffer: inout [UInt8], stringStart: Int, kind: String) throws(TOMLError) {
        let escapeStart = index
        index += 1
        guard let letter = current else {
            throw error("unterminated \(kind)", at: stringStart)
        }
        index += 1
        switch letter {
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case Byte.quote: buffer.append(Byte.quote)
        case Byte.backslash: buffer.append(Byte.backslash)
        case UInt8(ascii: "u"): try appendUnicodeEscape(digits: 4, escapeStart: escapeStart, into: &buffer)
        case UInt8(ascii: "U"): try appendUnicodeEscape(digits: 8, escapeStart: escapeStart, into: &buffer)
        default:
            if letter > 0x20 && letter < 0x7F {
                throw error("invalid escape sequence \\\(Character(Unicode.Scalar(letter)))", at: escapeStart)
            }
            throw error("invalid escape sequence: backslash followed by \(describeCharacter(at: escapeStart + 1))", at: escapeStart)
        }
    }

    /// Reads the hex digits of `\uXXXX` / `\UXXXXXXXX` and appends the scalar as UTF-8.
    private mutating func appendUnicodeEscape(digits: Int, escapeStart: Int, into buffer: inout [UInt8]) throws(TOMLError) {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = current, Byte.isHexDigit(digit) else {
                let written = String(decoding: bytes[escapeStart..<index], as: UTF8.self)
                throw error("invalid unicode escape \(written): expected \(digits) hexadecimal digits, found \(describeCharacter(at: index))", at: escapeStart)
            }
            value = value << 4 | Byte.hexValue(digit)
            index += 1
        }
        let written = String(decoding: bytes[escapeStart..<index], as: UTF8.self)
        if value >= 0xD800 && value <= 0xDFFF {
            throw error("invalid unicode escape \(written): surrogate code points are not allowed", at: escapeStart)
        }
        guard value <= 0x10FFFF, let scalar = Unicode.Scalar(value) else {
            throw error("invalid unicode escape \(written): code point is above U+10FFFF", at: escapeStart)
        }
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}
