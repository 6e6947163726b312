/// A place in a TOML document: 1-based line and 1-based column.
///
/// Columns count Unicode scalars (not bytes), so `é` advances the column by one.
/// A tab also counts as one column.
public struct TOMLPosition: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public let column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position as `line:column`, e.g. `3:7`.
    public var description: String { "\(line):\(column)" }
}
