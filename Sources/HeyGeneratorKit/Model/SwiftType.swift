/// The Swift type of a member, parameter, body or result, before names are final: model types
/// are held by their schema name, nested enums by their owner's schema and member, and both are
/// spelled through the names the namer gave them when rendered.
public indirect enum SwiftType: Sendable, Hashable {
    case string
    case int
    /// An integer the spec formats as `int32`; spelled `Int` unless names.toml's
    /// `[format_types]` says `Int32` (``FormatTypes``).
    case int32
    case double
    case bool
    case date
    case sensitiveString
    /// Any JSON value (`JSONValue`).
    case json
    /// Raw bytes (`Data`): a binary body or answer.
    case data
    /// A model type, by schema name (`Box`; rendered as its Swift name, e.g. `HeyCalendar`).
    case model(String)
    /// The enum nested in the type `owner` (a schema name or a nested type's key) for the values
    /// of its member `member` (a wire name), rendered as `Owner.GrantType`.
    case nestedEnum(owner: String, member: String)
    /// The struct or union nested in the type `owner` (a schema name or a nested type's key)
    /// for the inline schema of its member `member` (a wire name), rendered as
    /// `Owner.BillingAddress`; its key is ``TypeNesting/key(owner:member:)``.
    case nestedType(owner: String, member: String)
    case array(SwiftType)
    case dictionary(SwiftType)

    /// The Swift spelling, given the Swift name of each schema or nested type (by schema name or
    /// key; a nested type's qualified, `Order.BillingAddress`) and of each nested enum (by
    /// owner's key and member wire name).
    public func spelled(_ typeName: (String) -> String, nestedEnum enumName: (_ owner: String, _ member: String) -> String) -> String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .int32: "Int32"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .sensitiveString: "SensitiveString"
        case .json: "JSONValue"
        case .data: "Data"
        case .model(let schema): typeName(schema)
        case .nestedEnum(let owner, let member): "\(typeName(owner)).\(enumName(owner, member))"
        case .nestedType(let owner, let member): typeName(TypeNesting.key(owner: owner, member: member))
        case .array(let element): "[\(element.spelled(typeName, nestedEnum: enumName))]"
        case .dictionary(let value): "[String: \(value.spelled(typeName, nestedEnum: enumName))]"
        }
    }

    /// The type in a warning's words, before names exist (`a list of integer`, `Box`).
    var summary: String {
        switch self {
        case .string: "string"
        case .int, .int32: "integer"
        case .double: "number"
        case .bool: "boolean"
        case .date: "date-time"
        case .sensitiveString: "sensitive string"
        case .json: "any JSON value"
        case .data: "bytes"
        case .model(let schema): schema
        case .nestedEnum: "enum"
        case .nestedType(_, let member): "the type of \(member)"
        case .array(let element): "a list of \(element.summary)"
        case .dictionary(let value): "a map of \(value.summary)"
        }
    }

    /// The schema this type names directly, if it is a model type.
    public var schemaName: String? {
        if case .model(let name) = self { return name }
        return nil
    }
}
