extension Parser {
    /// Parses a simple or dotted key (`a`, `"a b"`, `'c'`, `a . "b" . c`), leaving the cursor after
    /// the last segment (whitespace after it is not consumed).
    mutating func parseKey() throws(TOMLError) -> [KeySegment] {
        var segments: [KeySegment] = []
        while true {
            segments.append(try parseSimpleKey())
            let afterSegment = index
            skipWhitespace()
            guard current == Byte.dot else {
                index = afterSegment
                return segments
            }
            index += 1
            skipWhitespace()
            if segments.count > Parser.maximumDepth {
                throw error("dotted key has more than \(Parser.maximumDepth) parts", at: index)
            }
        }
    }

    /// Parses one bare or quoted key segment.
    mutating func parseSimpleKey() throws(TOMLError) -> KeySegment {
        let start = index
        let position = position(at: start)
        guard let first = current else {
            throw error("expected a key, found end of file", at: start)
        }
        if first == Byte.quote || first == Byte.apostrophe {
            if peekByte(index + 1) == first && peekByte(index + 2) == first {
                throw error("multi-line strings cannot be used as keys", at: start)
            }
            let name = first == Byte.quote ? try parseBasicString() : try parseLiteralString()
            return KeySegment(name: name, position: position)
        }
        while index < count && Byte.isBareKeyCharacter(bytes[index]) { index += 1 }
        guard index > start else {
            throw error("expected a key, found \(describeCharacter(at: start))", at: start)
        }
        return KeySegment(name: String(decoding: bytes[start..<index], as: UTF8.self), position: position)
    }
}
