/// Why a TOML document was rejected, and where.
///
/// The description is one line: `line:column: message`, e.g.
/// `3:7: duplicate key "name" (first defined at 1:1)`.
public struct TOMLError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line of the mistake.
    public let line: Int
    /// The 1-based column (in Unicode scalars) of the mistake.
    public let column: Int
    /// What is wrong, in one line, without the position.
    public let message: String

    /// Creates an error at a line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// Creates an error at a position.
    public init(at position: TOMLPosition, _ message: String) {
        self.init(line: position.line, column: position.column, message: message)
    }

    /// The position of the mistake.
    public var position: TOMLPosition { TOMLPosition(line: line, column: column) }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
