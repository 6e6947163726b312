extension Parser {
    /// Parses any value at the cursor. `depth` is how deeply it is nested; past
    /// `Parser.maximumDepth` the document is rejected instead of recursing further.
    mutating func parseValue(depth: Int) throws(TOMLError) -> TOMLValue {
        guard let first = current else {
            throw error("expected a value, found end of file", at: index)
        }
        switch first {
        case Byte.quote:
            if peekByte(index + 1) == Byte.quote && peekByte(index + 2) == Byte.quote {
                return .string(try parseMultilineBasicString())
            }
            return .string(try parseBasicString())
        case Byte.apostrophe:
            if peekByte(index + 1) == Byte.apostrophe && peekByte(index + 2) == Byte.apostrophe {
                return .string(try parseMultilineLiteralString())
            }
            return .string(try parseLiteralString())
        case Byte.openBracket:
            try checkDepth(depth)
            return .array(try parseArray(depth: depth))
        case Byte.openBrace:
            try checkDepth(depth)
            return .table(try parseInlineTable(depth: depth))
        default:
            if Parser.isTokenByte(first) { return try parseBareValue() }
            throw error("expected a value, found \(describeCharacter(at: index))", at: index)
        }
    }

    private mutating func checkDepth(_ depth: Int) throws(TOMLError) {
        if depth >= Parser.maximumDepth {
            throw error("arrays and tables are nested deeper than \(Parser.maximumDepth) levels", at: index)
        }
    }

    /// Parses `[ v, v, ... ]` (newlines, comments and a trailing comma allowed).
    private mutating func parseArray(depth: Int) throws(TOMLError) -> [TOMLValue] {
        let start = index
        index += 1
        var elements: [TOMLValue] = []
        while true {
            try skipWhitespaceCommentsAndNewlines()
            guard let byte = current else { throw error("unterminated array (missing ']')", at: start) }
            if byte == Byte.closeBracket {
                index += 1
                return elements
            }
            elements.append(try parseValue(depth: depth + 1))
            try skipWhitespaceCommentsAndNewlines()
            guard let separator = current else { throw error("unterminated array (missing ']')", at: start) }
            if separator == Byte.comma {
                index += 1
            } else if separator == Byte.closeBracket {
                index += 1
                return elements
            } else {
                throw error("expected ',' or ']' after array element, found \(describeCharacter(at: index))", at: index)
            }
        }
    }

    /// Parses `{ k = v, ... }` on one line (no trailing comma).
    private mutating func parseInlineTable(depth: Int) throws(TOMLError) -> TOMLTable {
        let start = index
        let table = TableNode(origin: .inline, position: position(at: start))
        index += 1
        skipWhitespace()
        if current == Byte.closeBrace {
            index += 1
            return table.makeTable()
        }
        while true {
            skipWhitespace()
            try checkInlineTableContinues(start: start)
            let path = try parseKey()
            skipWhitespace()
            guard current == Byte.equals else {
                try checkInlineTableContinues(start: start)
                throw error("expected '=' after key \(KeyPath.describe(path.map(\.name))), found \(describeCharacter(at: index))", at: index)
            }
            index += 1
            skipWhitespace()
            try checkInlineTableContinues(start: start)
            let valuePosition = position(at: index)
            let value = try parseValue(depth: depth + path.count)
            try TableBuilder.insert(value, valuePosition: valuePosition, at: path, into: table, section: -1)
            skipWhitespace()
            try checkInlineTableContinues(start: start)
            let separatorOffset = index
            if current == Byte.closeBrace {
                index += 1
                return table.makeTable()
            }
            guard current == Byte.comma else {
                throw error("expected ',' or '}' in inline table, found \(describeCharacter(at: index))", at: index)
            }
            index += 1
            skipWhitespace()
            if current == Byte.closeBrace {
                throw error("trailing comma is not allowed in an inline table", at: separatorOffset)
            }
        }
    }

    /// Rejects end of file, newlines and comments inside an inline table.
    private mutating func checkInlineTableContinues(start: Int) throws(TOMLError) {
        guard let byte = current else {
            throw error("unterminated inline table (missing '}')", at: start)
        }
        if byte == Byte.lineFeed || byte == Byte.carriageReturn || byte == Byte.hash {
            throw error("inline table must be on one line: found \(describeCharacter(at: index)) before '}'", at: index)
        }
    }
}
