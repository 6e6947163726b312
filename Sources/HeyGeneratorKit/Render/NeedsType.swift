/// The type a convenience relies on a member having, as a `// needs` line spells it after the
/// member: the model's words, not Swift's, so a declaration reads the same whatever the names
/// and formats files choose.
///
/// | spelling | the member is |
/// |---|---|
/// | `string`, `string(date-time)`, `sensitive string` | a string (a timestamp; one the model marks sensitive) |
/// | `integer`, `integer(int32)`, `number`, `boolean` | a number or a flag |
/// | `enum` | a string (or integer) whose values the model lists, as an enum of its own |
/// | `nested` | an inline object or union, as a struct or union nested in the member's struct |
/// | `any` | any JSON value |
/// | `Schema` | a `$ref` to that schema |
/// | `[T]`, `{T}` | an array of `T`, an object of `T` by key |
///
/// A trailing `?` says the member may be absent or null; without it, that it is required and not
/// nullable: `Identity.all_users: [User]?`, `User.id: integer`.
public struct NeedsType: Sendable, Hashable, CustomStringConvertible {
    /// What the value is, whether it may be absent or not.
    public indirect enum Shape: Sendable, Hashable {
        case string, dateTime, sensitiveString, integer, int32, number, boolean, enumeration, nested, any
        case reference(String)
        case array(Shape)
        case map(Shape)
    }

    public let shape: Shape
    /// The member may be absent or null.
    public let optional: Bool

    public init(_ shape: Shape, optional: Bool) {
        self.shape = shape
        self.optional = optional
    }

    /// Reads a spelling; nil when it is not one.
    public init?(parsing text: Substring) {
        var body = text.trimmedSpaces[...]
        optional = body.hasSuffix("?")
        if optional { body = body.dropLast().trimmedSpaces[...] }
        guard let shape = Self.shape(body) else { return nil }
        self.shape = shape
    }

    private static let words: [String: Shape] = [
        "string": .string, "string(date-time)": .dateTime, "sensitive string": .sensitiveString, "integer": .integer,
        "integer(int32)": .int32, "number": .number, "boolean": .boolean, "enum": .enumeration, "nested": .nested, "any": .any,
    ]

    private static func shape(_ text: Substring) -> Shape? {
        if let word = words[String(text)] { return word }
        if text.hasPrefix("["), text.hasSuffix("]") { return shape(text.dropFirst().dropLast()).map(Shape.array) }
        if text.hasPrefix("{"), text.hasSuffix("}") { return shape(text.dropFirst().dropLast()).map(Shape.map) }
        guard let first = text.unicodeScalars.first, first.properties.isUppercase,
              text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        else { return nil }
        return .reference(String(text))
    }

    /// `[User]?`.
    public var description: String { Self.spell(shape) + (optional ? "?" : "") }

    static func spell(_ shape: Shape) -> String {
        switch shape {
        case .string: "string"
        case .dateTime: "string(date-time)"
        case .sensitiveString: "sensitive string"
        case .integer: "integer"
        case .int32: "integer(int32)"
        case .number: "number"
        case .boolean: "boolean"
        case .enumeration: "enum"
        case .nested: "nested"
        case .any: "any"
        case .reference(let schema): schema
        case .array(let element): "[\(spell(element))]"
        case .map(let value): "{\(spell(value))}"
        }
    }

    /// The Swift type a member of `schema` named `member` of this type has, formats spelled as
    /// `formats` chooses (what the model's member type is compared with).
    func swiftType(schema: String, member: String, formats: FormatTypes) -> SwiftType {
        func convert(_ shape: Shape) -> SwiftType {
            switch shape {
            case .string: .string
            case .dateTime: .date
            case .sensitiveString: .sensitiveString
            case .integer: .int
            case .int32: .int32
            case .number: .double
            case .boolean: .bool
            case .enumeration: .nestedEnum(owner: schema, member: member)
            case .nested: .nestedType(owner: schema, member: member)
            case .any: .json
            case .reference(let name): .model(name)
            case .array(let element): .array(convert(element))
            case .map(let value): .dictionary(convert(value))
            }
        }
        return formats.spelled(convert(shape))
    }

    /// The type a member of `schema` named `member` has in the model, in these words.
    static func of(_ type: SwiftType, optional: Bool, schema: String, member: String) -> NeedsType {
        NeedsType(shape(of: type, schema: schema, member: member), optional: optional)
    }

    private static func shape(of type: SwiftType, schema: String, member: String) -> Shape {
        switch type {
        case .string: .string
        case .date: .dateTime
        case .sensitiveString: .sensitiveString
        case .int: .integer
        case .int32: .int32
        case .double: .number
        case .bool: .boolean
        case .json, .data: .any
        case .model(let name): .reference(name)
        case .nestedEnum: .enumeration
        case .nestedType: .nested
        case .array(let element): .array(shape(of: element, schema: schema, member: member))
        case .dictionary(let value): .map(shape(of: value, schema: schema, member: member))
        }
    }
}
