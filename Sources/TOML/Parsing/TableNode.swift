/// A table under construction, remembering how it was defined so redefinitions can be rejected.
final class TableNode {
    /// How a table came to exist; decides what may later add to it.
    enum Origin: Equatable {
        /// The document's root table.
        case root
        /// Created as a parent by a header such as `[a.b]` (for `a`); `[a]` may still define it.
        case implicit
        /// Defined by its own `[header]`, or an element of an array of tables.
        case header
        /// Created by dotted keys (`a.b = 1`) in the table section with this number.
        case dotted(section: Int)
        /// An inline table being parsed (it is frozen into a value when its `}` is reached).
        case inline
    }

    /// What a key holds.
    enum Content {
        /// A finished value: scalars, static arrays and inline tables (which can never be extended).
        case value(TOMLValue)
        /// A table that headers or dotted keys may still extend.
        case table(TableNode)
        /// An array of tables made by `[[header]]`s.
        case tableArray(TableArrayNode)
    }

    /// A key of a table under construction.
    struct Slot {
        var content: Content
        var keyPosition: TOMLPosition
        let valuePosition: TOMLPosition
    }

    var origin: Origin
    var position: TOMLPosition
    private(set) var keys: [String] = []
    private(set) var slots: [String: Slot] = [:]

    init(origin: Origin, position: TOMLPosition) {
        self.origin = origin
        self.position = position
    }

    /// The slot for a key.
    subscript(key: String) -> Slot? {
        get { slots[key] }
        set {
            if slots[key] == nil { keys.append(key) }
            slots[key] = newValue
        }
    }

    /// The finished, immutable table.
    func makeTable() -> TOMLTable {
        var entries: [TOMLTable.Entry] = []
        entries.reserveCapacity(keys.count)
        for key in keys {
            guard let slot = slots[key] else { continue }
            let value: TOMLValue
            let valuePosition: TOMLPosition
            switch slot.content {
            case .value(let finished):
                value = finished
                valuePosition = slot.valuePosition
            case .table(let node):
                value = .table(node.makeTable())
                valuePosition = node.position
            case .tableArray(let array):
                value = .array(array.tables.map { .table($0.makeTable()) })
                valuePosition = slot.valuePosition
            }
            entries.append(TOMLTable.Entry(key: key, value: value, keyPosition: slot.keyPosition, valuePosition: valuePosition))
        }
        return TOMLTable(entries: entries, position: position)
    }
}

/// An array of tables under construction; `[[header]]` appends to it.
final class TableArrayNode {
    var tables: [TableNode]

    init(first: TableNode) {
        tables = [first]
    }
}
