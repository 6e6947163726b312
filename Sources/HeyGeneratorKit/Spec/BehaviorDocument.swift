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

/// How one operation behaves, as `behavior-model.json` states it; a member the entry leaves
/// out is nil (what fills it is `BehaviorResolver`'s decision).
public struct StatedBehavior: Sendable, Equatable {
    public var operationId: String
    public var readOnly: Bool?
    public var idempotent: Bool?
    public var destructive: Bool?
    public var pagination: SpecPagination?
    public var retry: SpecRetry?
    /// `none` when the operation goes out without client credentials.
    public var auth: AuthRequirement?
    /// `refuse` when a redirect must not be followed.
    public var redirects: RedirectRule?
    /// `empty_on`: statuses answered as "nothing".
    public var emptyOn: [Int]?
    /// `#/operations/<id>`.
    public var pointer: String
}

/// Reads `behavior-model.json`.
struct BehaviorDocumentDecoder {
    let problems: DiagnosticCollector

    /// The members of an entry the generator reads; others are counted in one note per name.
    static let entryMembers: Set<String> = ["readonly", "idempotent", "destructive", "pagination", "retry", "auth", "redirects",
                                            "empty_on", "draft_when"]
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
        var unknown: [String: (count: Int, first: String)] = [:]
        let entries: [StatedBehavior] = operations.members.compactMap { operationId, node in
            let pointer = JSONPointer.appending("#/operations", operationId)
            guard let entry = node.objectValue else {
                problems.report(pointer, "expected an object, found \(node.kindName)")
                return nil
            }
            for key in entry.keys where !Self.entryMembers.contains(key) {
                let seen = unknown[key]
                unknown[key] = ((seen?.count ?? 0) + 1, seen?.first ?? JSONPointer.appending(pointer, key))
            }
            return StatedBehavior(
                operationId: operationId,
                readOnly: flag(entry, "readonly", pointer),
                idempotent: flag(entry, "idempotent", pointer),
                destructive: flag(entry, "destructive", pointer),
                pagination: entry["pagination"].flatMap { extensions.pagination($0, pointer + "/pagination") },
                retry: entry["retry"].flatMap { extensions.retry($0, pointer + "/retry", keys: .behavior) },
                auth: extensions.choice(entry["auth"], pointer + "/auth", fallback: AuthRequirement.required),
                redirects: extensions.choice(entry["redirects"], pointer + "/redirects", fallback: RedirectRule.follow),
                emptyOn: entry["empty_on"].map { extensions.statusList($0, pointer + "/empty_on") },
                pointer: pointer
            )
        }
        for key in unknown.keys.sorted() {
            let (count, first) = unknown[key] ?? (0, "#")
            problems.note(first, "unknown entry member \"\(key)\" ignored (\(count == 1 ? "1 entry" : "\(count) entries"); the first is here)")
        }
        return BehaviorDocument(version: version, apiVersion: object["api_version"]?.stringValue, entries: entries)
    }

    private func flag(_ entry: JSONObject, _ key: String, _ pointer: String) -> Bool? {
        guard let node = entry[key] else { return nil }
        guard let value = node.boolValue else {
            problems.report(pointer + "/" + key, "expected a boolean, found \(node.kindName)")
            return nil
        }
        return value
    }
}
