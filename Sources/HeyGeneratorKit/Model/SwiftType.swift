/// The Swift type of a member, parameter, body or result, before names are final: model types
/// are held by their schema name and spelled through the naming table when rendered.
public indirect enum SwiftType: Sendable, Hashable {
    case string
    case int
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
    /// An enum nested in its owner, by Swift name (`GrantType`), rendered as `Owner.GrantType`.
    case nestedEnum(owner: String, name: String)
    case array(SwiftType)
    case dictionary(SwiftType)

    /// The Swift spelling, given the Swift name of each schema.
    public func spelled(_ typeName: (String) -> String) -> String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .sensitiveString: "SensitiveString"
        case .json: "JSONValue"
        case .data: "Data"
        case .model(let schema): typeName(schema)
        case .nestedEnum(let owner, let name): "\(typeName(owner)).\(name)"
        case .array(let element): "[\(element.spelled(typeName))]"
        case .dictionary(let value): "[String: \(value.spelled(typeName))]"
        }
    }

    /// The schema this type names directly, if it is a model type.
    public var schemaName: String? {
        if case .model(let name) = self { return name }
        return nil
    }
}
