/// A parsed JSON value that keeps the order of object members, so everything generated from the
/// spec follows the order the spec's authors chose.
public indirect enum JSONNode: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, kept as written (`1000`, `1.5e3`) so nothing is lost or reformatted.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The member `key` when this is an object.
    public subscript(key: String) -> JSONNode? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, when this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number as an integer, when it is one.
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONNode]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, when this is one.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// A short name of the kind of value, for error messages.
    /// Whether this is an object or an array (something a walk descends into).
    public var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }

    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// A JSON object: members in document order, with lookup by key.
public struct JSONObject: Sendable, Equatable {
    /// The members in document order.
    public private(set) var members: [(key: String, value: JSONNode)]
    private var index: [String: Int]

    /// Creates an object from members in order; a repeated key keeps its last value.
    public init(_ members: [(key: String, value: JSONNode)] = []) {
        self.members = []
        self.index = [:]
        for member in members { self[member.key] = member.value }
    }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The value for `key`; setting appends a new key or replaces in place.
    public subscript(key: String) -> JSONNode? {
        get { index[key].map { members[$0].value } }
        set {
            if let position = index[key] {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    index = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
                }
            } else if let newValue {
                index[key] = members.count
                members.append((key, newValue))
            }
        }
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
