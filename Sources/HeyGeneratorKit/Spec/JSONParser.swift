/// A malformed JSON document: where it stops making sense, and why.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// 1-based line.
    public let line: Int
    /// 1-based column, in Unicode scalars.
    public let column: Int
    /// What is wrong.
    public let message: String

    public var description: String { "\(line):\(column): \(message)" }
}

/// A strict JSON (RFC 8259) parser that keeps member order and reports errors with line and
/// column. Duplicate keys in one object are an error: a spec must say one thing.
public struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    private static let maxDepth = 512

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard offset < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character \(describe(bytes[offset])), expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
        try enter()
        offset += 1
        var object = JSONObject()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { offset += 1; depth -= 1; return .object(object) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a member name in double quotes") }
            let keyOffset = offset
            let key = try parseString()
            if object[key] != nil { throw error("duplicate key \"\(key)\"", at: keyOffset) }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after member name \"\(key)\"") }
            offset += 1
            skipWhitespace()
            object[key] = try parseValue()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "}")) { offset += 1; depth -= 1; return .object(object) }
            throw error("expected ',' or '}' in object")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
        try enter()
        offset += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { offset += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "]")) { offset += 1; depth -= 1; return .array(elements) }
            throw error("expected ',' or ']' in array")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = offset
        offset += 1
        // Fast path: no escapes, so the bytes between the quotes are the string.
        var scan = offset
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[offset..<scan], as: UTF8.self)
                offset = scan + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            scan += 1
        }
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                appendRun(from: runStart, to: offset, into: &scalars)
                offset += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                appendRun(from: runStart, to: offset, into: &scalars)
                scalars.append(try parseEscape())
                runStart = offset
                continue
            }
            if byte < 0x20 { throw error("control character \(describe(byte)) in string; escape it") }
            offset += 1
        }
        throw error("unterminated string", at: start)
    }

    private func appendRun(from start: Int, to end: Int, into scalars: inout String.UnicodeScalarView) {
        guard start < end else { return }
        scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeOffset = offset
        offset += 1
        guard offset < bytes.count else { throw error("unterminated escape sequence", at: escapeOffset) }
        let code = bytes[offset]
        offset += 1
        switch code {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeOffset)
            if (0xD800...0xDBFF).contains(high) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape", at: escapeOffset)
                }
                offset += 2
                let low = try parseHex4(escapeOffset)
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape", at: escapeOffset) }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                if let scalar = Unicode.Scalar(value) { return scalar }
            } else if let scalar = Unicode.Scalar(high) {
                return scalar
            }
            throw error("invalid \\u escape", at: escapeOffset)
        default:
            throw error("invalid escape sequence \\\(describe(code))", at: escapeOffset)
        }
    }

    private mutating func parseHex4(_ escapeOffset: Int) throws(JSONSyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("truncated \\u escape", at: escapeOffset) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = offset
        if peek(UInt8(ascii: "-")) { offset += 1 }
        if peek(UInt8(ascii: "0")) {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("leading zero in number", at: start) }
        } else {
            guard try skipDigits() > 0 else { throw error("expected digits in number") }
        }
        if peek(UInt8(ascii: ".")) {
            offset += 1
            guard try skipDigits() > 0 else { throw error("expected digits after decimal point") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard try skipDigits() > 0 else { throw error("expected digits in exponent") }
        }
        return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
    }

    private mutating func skipDigits() throws(JSONSyntaxError) -> Int {
        let start = offset
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        let matches = offset + expected.count <= bytes.count && bytes[offset..<(offset + expected.count)].elementsEqual(expected)
        guard matches else { throw error("invalid literal, expected \(word)") }
        offset += expected.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    }

    private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
    }

    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let (line, column) = Self.lineAndColumn(of: min(position ?? offset, bytes.count), in: bytes)
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    static func lineAndColumn(of target: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var column = 1
        var position = 0
        while position < target {
            let byte = bytes[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return (line, column)
    }
}
