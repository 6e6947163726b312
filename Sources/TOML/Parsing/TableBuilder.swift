/// Applies TOML's definition rules while tables are built: every key is defined once, a table
/// once, inline tables and static arrays are closed, and dotted keys and headers may not
/// reopen each other's tables.
enum TableBuilder {
    /// Opens the table named by a `[header]` and returns it.
    static func openTable(root: TableNode, path: [KeySegment], headerPosition: TOMLPosition) throws(TOMLError) -> TableNode {
        let parent = try walkHeaderParents(root: root, path: path, headerPosition: headerPosition)
        let last = path[path.count - 1]
        let header = KeyPath.header(path.map(\.name), isArray: false)
        guard var slot = parent[last.name] else {
            let table = TableNode(origin: .header, position: headerPosition)
            parent[last.name] = TableNode.Slot(content: .table(table), keyPosition: last.position, valuePosition: headerPosition)
            return table
        }
        switch slot.content {
        case .table(let table):
            switch table.origin {
            case .implicit:
                table.origin = .header
                table.position = headerPosition
                slot.keyPosition = last.position
                parent[last.name] = slot
                return table
            case .dotted:
                throw TOMLError(at: last.position, "cannot define table \(header): it was already created by dotted keys at \(table.position)")
            case .header, .root, .inline:
                throw TOMLError(at: last.position, "table \(header) is defined twice (first at \(table.position))")
            }
        case .tableArray:
            throw TOMLError(at: last.position, "cannot define table \(header): key \(KeyPath.describe([last.name])) is already an array of tables (defined at \(slot.keyPosition))")
        case .value(let value):
            throw TOMLError(at: last.position, "cannot define table \(header): key \(KeyPath.describe([last.name])) is already \(article(value)) (defined at \(slot.keyPosition))")
        }
    }

    /// Appends a new table to the array of tables named by a `[[header]]` and returns it.
    static func appendTableArrayElement(root: TableNode, path: [KeySegment], headerPosition: TOMLPosition) throws(TOMLError) -> TableNode {
        let parent = try walkHeaderParents(root: root, path: path, headerPosition: headerPosition)
        let last = path[path.count - 1]
        let header = KeyPath.header(path.map(\.name), isArray: true)
        let element = TableNode(origin: .header, position: headerPosition)
        guard let slot = parent[last.name] else {
            parent[last.name] = TableNode.Slot(content: .tableArray(TableArrayNode(first: element)), keyPosition: last.position, valuePosition: headerPosition)
            return element
        }
        switch slot.content {
        case .tableArray(let array):
            array.tables.append(element)
            return element
        case .table:
            throw TOMLError(at: last.position, "cannot define array of tables \(header): key \(KeyPath.describe([last.name])) is already a table (defined at \(slot.keyPosition))")
        case .value(.array):
            throw TOMLError(at: last.position, "cannot append to static array \(KeyPath.describe([last.name])) (defined at \(slot.keyPosition)) with \(header)")
        case .value(let value):
            throw TOMLError(at: last.position, "cannot define array of tables \(header): key \(KeyPath.describe([last.name])) is already \(article(value)) (defined at \(slot.keyPosition))")
        }
    }

    /// Inserts `key = value` (key possibly dotted) into `table`, written in table section `section`.
    static func insert(_ value: TOMLValue, valuePosition: TOMLPosition, at path: [KeySegment], into table: TableNode, section: Int) throws(TOMLError) {
        var node = table
        for (depth, segment) in path.dropLast().enumerated() {
            guard let slot = node[segment.name] else {
                let child = TableNode(origin: .dotted(section: section), position: segment.position)
                node[segment.name] = TableNode.Slot(content: .table(child), keyPosition: segment.position, valuePosition: segment.position)
                node = child
                continue
            }
            let written = { KeyPath.describe(path[...depth].map(\.name)) }
            switch slot.content {
            case .table(let child):
                switch child.origin {
                case .dotted(let childSection) where childSection == section:
                    break
                case .implicit:
                    child.origin = .dotted(section: section)
                case .dotted:
                    throw TOMLError(at: segment.position, "cannot add to table \(written()) with dotted keys: it was created by dotted keys in another table section (at \(child.position))")
                case .header, .root, .inline:
                    throw TOMLError(at: segment.position, "cannot add to table \(written()) with dotted keys: it is defined by a table header at \(child.position)")
                }
                node = child
            case .tableArray:
                throw TOMLError(at: segment.position, "cannot add to array of tables \(written()) (defined at \(slot.keyPosition)) with dotted keys")
            case .value(let existing):
                throw notATable(existing, key: written(), definedAt: slot.keyPosition, at: segment.position)
            }
        }
        let last = path[path.count - 1]
        if let existing = node[last.name] {
            throw TOMLError(at: last.position, "duplicate key \(KeyPath.describe(path.map(\.name))) (first defined at \(existing.keyPosition))")
        }
        node[last.name] = TableNode.Slot(content: .value(value), keyPosition: last.position, valuePosition: valuePosition)
    }

    /// Walks (creating implicitly) the parents of a header's last key segment.
    private static func walkHeaderParents(root: TableNode, path: [KeySegment], headerPosition: TOMLPosition) throws(TOMLError) -> TableNode {
        var node = root
        for (depth, segment) in path.dropLast().enumerated() {
            guard let slot = node[segment.name] else {
                let child = TableNode(origin: .implicit, position: segment.position)
                node[segment.name] = TableNode.Slot(content: .table(child), keyPosition: segment.position, valuePosition: segment.position)
                node = child
                continue
            }
            switch slot.content {
            case .table(let child):
                node = child
            case .tableArray(let array):
                node = array.tables[array.tables.count - 1]
            case .value(let existing):
                let written = KeyPath.describe(path[...depth].map(\.name))
                throw notATable(existing, key: written, definedAt: slot.keyPosition, at: segment.position)
            }
        }
        return node
    }

    /// The error for using a finished value as a table.
    private static func notATable(_ value: TOMLValue, key: String, definedAt: TOMLPosition, at position: TOMLPosition) -> TOMLError {
        switch value {
        case .table:
            return TOMLError(at: position, "key \(key) is an inline table (defined at \(definedAt)); inline tables cannot be extended")
        case .array:
            return TOMLError(at: position, "key \(key) is a static array (defined at \(definedAt)), not a table; it cannot be extended")
        default:
            return TOMLError(at: position, "key \(key) is already \(article(value)) (defined at \(definedAt)), not a table")
        }
    }

    /// `an integer`, `a string`, `an inline table`, ...
    private static func article(_ value: TOMLValue) -> String {
        if case .table = value { return "an inline table" }
        let name = value.typeName
        let startsWithVowel = name.first.map { "aeiou".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + name
    }
}
