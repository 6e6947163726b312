/// A TOML table: its keys and values in document order, with where each came from.
public struct TOMLTable: Sendable, Equatable {
    /// One key of a table with its value and source positions.
    public struct Entry: Sendable, Equatable {
        /// The key (one segment; dotted keys make nested tables).
        public let key: String
        /// The value.
        public let value: TOMLValue
        /// Where the key was written (for a table made by a header, the key in the header that
        /// named it first).
        public let keyPosition: TOMLPosition
        /// Where the value starts (for a `[table]` or `[[array]]`, the position of its first header).
        public let valuePosition: TOMLPosition

        /// Creates an entry.
        public init(key: String, value: TOMLValue, keyPosition: TOMLPosition, valuePosition: TOMLPosition) {
            self.key = key
            self.value = value
            self.keyPosition = keyPosition
            self.valuePosition = valuePosition
        }
    }

    /// The entries in document order (the order in which keys were first defined).
    public let entries: [Entry]
    /// Where the table was defined: its `[header]` / `[[header]]`, `1:1` for the root table,
    /// the `{` of an inline table, or the key that created it implicitly.
    public let position: TOMLPosition
    private let indexByKey: [String: Int]

    /// Creates a table from entries in document order. Later duplicates of a key are ignored by
    /// the subscript (the parser never produces them).
    public init(entries: [Entry], position: TOMLPosition) {
        self.entries = entries
        self.position = position
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() where index[entry.key] == nil {
            index[entry.key] = offset
        }
        self.indexByKey = index
    }

    /// The value for a key, or nil.
    public subscript(key: String) -> TOMLValue? {
        entry(key)?.value
    }

    /// The entry (value and positions) for a key, or nil.
    public func entry(_ key: String) -> Entry? {
        guard let offset = indexByKey[key] else { return nil }
        return entries[offset]
    }

    /// The keys in document order.
    public var keys: [String] { entries.map(\.key) }

    /// Whether the table has no keys.
    public var isEmpty: Bool { entries.isEmpty }

    /// Tables are equal when they have the same entries in the same order at the same position.
    public static func == (lhs: TOMLTable, rhs: TOMLTable) -> Bool {
        lhs.position == rhs.position && lhs.entries == rhs.entries
    }
}
