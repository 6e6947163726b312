/// `behavior-model.json`: how each operation behaves on the wire (read-only, idempotent,
/// paging, retries), keyed by operationId.
public struct BehaviorModel: Sendable {
    /// The model's own format version.
    public var version: String
    /// The API contract version it describes, when stated.
    public var apiVersion: String?
    /// Entries in document order.
    public var entries: [BehaviorEntry] {
        didSet { entryIndex = Self.index(entries) }
    }
    /// Positions in `entries` by operationId.
    private var entryIndex: [String: Int]

    /// Creates a behaviour model.
    public init(version: String, apiVersion: String?, entries: [BehaviorEntry]) {
        self.version = version
        self.apiVersion = apiVersion
        self.entries = entries
        self.entryIndex = Self.index(entries)
    }

    /// The entry for `operationId`.
    public func entry(for operationId: String) -> BehaviorEntry? {
        entryIndex[operationId].map { entries[$0] }
    }

    private static func index(_ entries: [BehaviorEntry]) -> [String: Int] {
        Dictionary(entries.enumerated().map { ($1.operationId, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// How one operation behaves.
public struct BehaviorEntry: Sendable, Equatable {
    public var operationId: String
    public var readOnly: Bool
    public var idempotent: Bool
    public var destructive: Bool
    public var pagination: SpecPagination?
    public var retry: SpecRetry?
    /// `none` when the operation goes out without client credentials.
    public var auth: String?
    /// `#/operations/<id>`.
    public var pointer: String
}

/// Reads `behavior-model.json`.
struct BehaviorModelDecoder {
    let problems: ProblemCollector

    func decode(_ root: JSONNode) -> BehaviorModel {
        guard let object = root.objectValue else {
            problems.report("#", "expected a behaviour model (a JSON object), found \(root.kindName)")
            return BehaviorModel(version: "", apiVersion: nil, entries: [])
        }
        let version = object["version"]?.stringValue ?? ""
        guard let operations = object["operations"]?.objectValue else {
            problems.report("#/operations", "missing the operations object")
            return BehaviorModel(version: version, apiVersion: object["api_version"]?.stringValue, entries: [])
        }
        let extensions = ExtensionDecoder(problems: problems)
        let entries: [BehaviorEntry] = operations.members.compactMap { operationId, node in
            let pointer = JSONPointer.appending("#/operations", operationId)
            guard let entry = node.objectValue else {
                problems.report(pointer, "expected an object, found \(node.kindName)")
                return nil
            }
            return BehaviorEntry(
                operationId: operationId,
                readOnly: flag(entry, "readonly", pointer),
                idempotent: flag(entry, "idempotent", pointer),
                destructive: flag(entry, "destructive", pointer),
                pagination: entry["pagination"].flatMap { extensions.pagination($0, pointer + "/pagination") },
                retry: entry["retry"].flatMap { extensions.retry($0, pointer + "/retry", keys: .behavior) },
                auth: entry["auth"]?.stringValue,
                pointer: pointer
            )
        }
        return BehaviorModel(version: version, apiVersion: object["api_version"]?.stringValue, entries: entries)
    }

    private func flag(_ entry: JSONObject, _ key: String, _ pointer: String) -> Bool {
        guard let node = entry[key] else { return false }
        guard let value = node.boolValue else {
            problems.report(pointer + "/" + key, "expected a boolean, found \(node.kindName)")
            return false
        }
        return value
    }
}
