/// `behavior-model.json`: how each operation behaves on the wire (read-only, idempotent,
/// paging, retries), keyed by operationId.
public struct BehaviorDocument: Sendable {
    /// The model's own format version.
    public var version: String
    /// The API contract version it describes, when stated.
    public var apiVersion: String?
    /// Entries in document order.
    public var entries: [StatedBehavior] {
        didSet { entryIndex = Self.index(entries) }
    }
    /// Positions in `entries` by operationId.
    private var entryIndex: [String: Int]

    /// Creates a behaviour model.
    public init(version: String, apiVersion: String?, entries: [StatedBehavior]) {
        self.version = version
        self.apiVersion = apiVersion
        self.entries = entries
        self.entryIndex = Self.index(entries)
    }

    /// The entry for `operationId`.
    public func entry(for operationId: String) -> StatedBehavior? {
        entryIndex[operationId].map { entries[$0] }
    }

    private static func index(_ entries: [StatedBehavior]) -> [String: Int] {
        Dictionary(entries.enumerated().map { ($1.operationId, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// How one operation behaves, as `behavior-model.json` states it; a flag the entry leaves out
/// has no value (what fills it is `BehaviorResolver`'s decision).
public struct StatedBehavior: Sendable, Equatable {
    public var operationId: String
    /// What the entry states, flag by flag.
    public var stated: StatedFlags
    /// `#/operations/<id>`.
    public var pointer: String
}

/// Reads `behavior-model.json`.
struct BehaviorDocumentDecoder {
    let problems: DiagnosticCollector

    /// The members of an entry the generator reads; others are counted in one note per name.
    static var entryMembers: Set<String> {
        Set(BehaviorFlags.current.all.compactMap(\.entryKey))
    }
    /// Top-level members besides `operations`: metadata, read or ignored without a note.
    static let topLevelMembers: Set<String> = ["version", "api_version", "operations", "$schema", "generated"]

    func decode(_ root: JSONNode) -> BehaviorDocument {
        guard let object = root.objectValue else {
            problems.report("#", "expected a behaviour model (a JSON object), found \(root.kindName)")
            return BehaviorDocument(version: "", apiVersion: nil, entries: [])
        }
        for key in object.keys where !Self.topLevelMembers.contains(key) {
            problems.note(JSONPointer.appending("#", key), "unknown member \"\(key)\" ignored")
        }
        let version = object["version"]?.stringValue ?? ""
        guard let operations = object["operations"]?.objectValue else {
            problems.report("#/operations", "missing the operations object")
            return BehaviorDocument(version: version, apiVersion: object["api_version"]?.stringValue, entries: [])
        }
        let extensions = ExtensionDecoder(problems: problems)
        let flags = BehaviorFlags.current
        let members = Self.entryMembers
        var unknown: [String: (count: Int, first: String)] = [:]
        let entries: [StatedBehavior] = operations.members.compactMap { operationId, node in
            let pointer = JSONPointer.appending("#/operations", operationId)
            guard let entry = node.objectValue else {
                problems.report(pointer, "expected an object, found \(node.kindName)")
                return nil
            }
            for key in entry.keys where !members.contains(key) {
                let seen = unknown[key]
                unknown[key] = ((seen?.count ?? 0) + 1, seen?.first ?? JSONPointer.appending(pointer, key))
            }
            var stated = StatedFlags()
            for flag in flags.all {
                guard let key = flag.entryKey, let member = entry[key] else { continue }
                flag.readEntry(member, pointer + "/" + key, extensions, into: &stated)
            }
            return StatedBehavior(operationId: operationId, stated: stated, pointer: pointer)
        }
        for key in unknown.keys.sorted() {
            let (count, first) = unknown[key] ?? (0, "#")
            problems.note(first, "unknown entry member \"\(key)\" ignored (\(count == 1 ? "1 entry" : "\(count) entries"); the first is here)")
        }
        return BehaviorDocument(version: version, apiVersion: object["api_version"]?.stringValue, entries: entries)
    }
}
