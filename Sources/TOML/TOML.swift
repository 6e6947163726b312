/// Reads TOML 1.0 documents.
///
/// ```swift
/// let table = try TOML.parse("name = \"hey\"\n[server]\nport = 8080\n")
/// table["name"]            // .string("hey")
/// table.entry("server")?.keyPosition  // 2:2
/// ```
/// Every invalid document throws a ``TOMLError`` whose description is one line,
/// `line:column: message`.
public enum TOML {
    /// The deepest nesting of arrays and tables accepted; deeper documents are rejected with an
    /// error instead of exhausting the stack.
    public static let maximumNestingDepth = Parser.maximumDepth

    /// Parses a TOML document.
    /// - Throws: ``TOMLError`` naming the line, column and mistake.
    public static func parse(_ text: String) throws -> TOMLTable {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses a TOML document from UTF-8 bytes, rejecting ill-formed UTF-8.
    /// A leading UTF-8 byte order mark is skipped.
    /// - Throws: ``TOMLError`` naming the line, column and mistake.
    public static func parse(bytes: [UInt8]) throws -> TOMLTable {
        var parser = Parser(bytes: bytes)
        if let (offset, reason) = UTF8Validation.firstError(in: bytes) {
            throw parser.error(reason, at: offset)
        }
        return try parser.parseDocument()
    }
}
