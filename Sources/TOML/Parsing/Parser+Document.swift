extension Parser {
    /// Parses the whole document into its root table.
    mutating func parseDocument() throws(TOMLError) -> TOMLTable {
        let root = TableNode(origin: .root, position: TOMLPosition(line: 1, column: 1))
        var currentTable = root
        var currentDepth = 0
        var section = 0
        while true {
            skipWhitespace()
            guard let byte = current else { break }
            let context: String
            if byte == Byte.hash {
                try skipComment()
                context = "comment"
            } else if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                context = "blank line"
            } else if byte == Byte.openBracket {
                (currentTable, currentDepth) = try parseTableHeader(root: root)
                section += 1
                try skipWhitespaceAndComment()
                context = "table header"
            } else {
                try parseKeyValue(into: currentTable, depth: currentDepth, section: section)
                try skipWhitespaceAndComment()
                context = "value"
            }
            guard index < count else { break }
            guard try consumeNewline() else {
                throw error("expected end of line after \(context), found \(describeCharacter(at: index))", at: index)
            }
        }
        return root.makeTable()
    }

    /// Parses `[a.b]` or `[[a.b]]` at the cursor and returns the table that keys now go into.
    private mutating func parseTableHeader(root: TableNode) throws(TOMLError) -> (TableNode, Int) {
        let start = index
        let headerPosition = position(at: start)
        let isArray = peekByte(index + 1) == Byte.openBracket
        index += isArray ? 2 : 1
        skipWhitespace()
        if isAtEndOfLine || current == Byte.closeBracket || current == Byte.hash {
            throw error("expected a table name, found \(describeCharacter(at: index))", at: index)
        }
        let path = try parseKey()
        skipWhitespace()
        guard current == Byte.closeBracket, !isArray || peekByte(index + 1) == Byte.closeBracket else {
            guard isArray else {
                throw error("expected ']' to close the table header, found \(describeCharacter(at: index))", at: index)
            }
            let offset = current == Byte.closeBracket ? index + 1 : index
            throw error("expected ']]' to close the array of tables header, found \(describeCharacter(at: offset))", at: offset)
        }
        index += isArray ? 2 : 1
        if path.count > Parser.maximumDepth {
            throw error("table header is nested deeper than \(Parser.maximumDepth) levels", at: start)
        }
        let table = isArray
            ? try TableBuilder.appendTableArrayElement(root: root, path: path, headerPosition: headerPosition)
            : try TableBuilder.openTable(root: root, path: path, headerPosition: headerPosition)
        return (table, path.count)
    }

    /// Parses `key = value` at the cursor and inserts it into `table`.
    /// `depth` is the nesting depth of `table`, `section` the number of the current table section.
    mutating func parseKeyValue(into table: TableNode, depth: Int, section: Int) throws(TOMLError) {
        let path = try parseKey()
        skipWhitespace()
        guard current == Byte.equals else {
            let found = describeCharacter(at: index)
            let key = KeyPath.describe(path.map(\.name))
            if isAtEndOfLine || current == Byte.hash {
                throw error("expected '=' after key \(key), found \(found)", at: index)
            }
            throw error("expected '=' after key \(key), found \(found) (keys with spaces must be quoted)", at: index)
        }
        index += 1
        skipWhitespace()
        if isAtEndOfLine || current == Byte.hash {
            throw error("missing value for key \(KeyPath.describe(path.map(\.name)))", at: index)
        }
        let valueStart = index
        let valuePosition = position(at: valueStart)
        let value = try parseValue(depth: depth + path.count)
        try TableBuilder.insert(value, valuePosition: valuePosition, at: path, into: table, section: section)
    }
}
