/// A value in a Mustache rendering context: the data a template is rendered against.
///
/// Build contexts with literals:
/// ```swift
/// let context: MustacheValue = ["name": "Box", "members": [["swiftName": "id"]], "isPublic": true]
/// ```
public indirect enum MustacheValue: Sendable, Equatable,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// An explicit absence of a value: renders as the empty string and is falsy.
    case null
    /// A boolean: renders as `true` / `false`; `false` is falsy.
    case bool(Bool)
    /// An integer: renders in decimal; always truthy (also `0`).
    case int(Int)
    /// A floating-point number: renders with Swift's shortest round-tripping description; always truthy.
    case double(Double)
    /// A string: renders as itself; the empty string is falsy.
    case string(String)
    /// A list: sections iterate it; the empty list is falsy.
    case list([MustacheValue])
    /// An object (hash): sections push it onto the context stack so its keys become names.
    case object([String: MustacheValue])

    /// Creates a `.string` value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates a `.bool` value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates an `.int` value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a `.double` value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates a `.list` value.
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    /// Creates an `.object` value; when a key repeats, the last value wins.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        var object: [String: MustacheValue] = [:]
        object.reserveCapacity(elements.count)
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }

    /// Whether a section renders for this value (and an inverted section does not):
    /// everything is truthy except `.null`, `false`, the empty string and the empty list.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .string(let value): return !value.isEmpty
        case .list(let items): return !items.isEmpty
        case .int, .double, .object: return true
        }
    }

    /// A short name of the value's kind for error messages (`a string`, `a list`, …).
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .list: return "a list"
        case .object: return "an object"
        }
    }
}
