/// What a type made for an operation's inline schema is for: the request body or the successful
/// answer of one operation, as its value or as the items of a list, or the enum of one of its
/// query or header parameters.
public struct OperationTypeOrigin: Sendable, Hashable {
    /// What the schema is, in its operation.
    public enum Role: Sendable, Hashable {
        /// The request body (`createCall` → `CreateCallRequest`).
        case request
        /// The successful answer (`listWidgets` → `ListWidgetsResponse`).
        case response
        /// The values of a query or header parameter, by its location and wire name
        /// (`listWidgets`' `order` → `ListWidgetsOrder`).
        case parameter(location: String, name: String)
    }

    public var operationId: String
    public var role: Role
    /// The body or answer is a list of the type (`[ListWidgetsResponseItem]`), not the type itself.
    public var isListItem: Bool

    /// The key the type is known by before it is named, and in names.toml's `[type_names]`:
    /// `createCall:request`, `listWidgets:response` (`listWidgets:response[]` for a list's items),
    /// `listWidgets:query:order`. No schema name of #/components/schemas is expected to hold a `:`.
    public var key: String {
        let role = switch role {
        case .request: "request"
        case .response: "response"
        case .parameter(let location, let name): location + ":" + name
        }
        return operationId + ":" + role + (isListItem ? "[]" : "")
    }
}

/// Turns the inline schema of a request body or answer into a type of its own, where a
/// `$ref` would have named one: an object (or an `allOf` of objects) becomes a struct, a
/// `oneOf`/`anyOf` of several variants a union, a string or integer `enum` an open enum, a list of
/// one a list of the type. What has no such shape (a primitive, a map, any value) keeps the type
/// ``TypeBuilder/memberType(_:owner:member:)`` gives it. The types are collected in
/// ``OperationTypes``; the namer names them after the operation (``OperationTypeNames``).
struct OperationTypeBuilder {
    let types: TypeBuilder
    let collected: OperationTypes

    /// The Swift type of `schema` as the `role` of `operationId`, registering the type it makes.
    func type(_ schema: SpecSchema, operationId: String, role: OperationTypeOrigin.Role) -> SwiftType {
        guard let (type, model) = build(schema, OperationTypeOrigin(operationId: operationId, role: role, isListItem: false)) else {
            return types.memberType(schema, owner: nil, member: nil)
        }
        if let model { collected.types.append(model) }
        return type
    }

    /// The open enum of a query or header parameter whose schema is an inline string or integer
    /// `enum`, registered; nil for any other schema.
    func parameterEnum(_ parameter: SpecParameter, operationId: String) -> SwiftType? {
        guard case .primitive(let primitive) = parameter.schema.kind, parameter.schema.enumValues != nil,
              primitive == "string" || primitive == "integer" else { return nil }
        let origin = OperationTypeOrigin(operationId: operationId, role: .parameter(location: parameter.location, name: parameter.name),
                                         isListItem: false)
        guard let (type, model) = build(parameter.schema, origin), let model else { return nil }
        collected.types.append(model)
        return type
    }

    /// The type `schema` makes, and the model to register (nil when it is not inline, or when
    /// it reads as another type after all, such as an `allOf` that cannot be merged).
    func build(_ schema: SpecSchema, _ origin: OperationTypeOrigin) -> (SwiftType, TypeModel<Built>?)? {
        switch schema.kind {
        case .array(let items) where !origin.isListItem:
            var item = origin
            item.isListItem = true
            guard let (type, model) = build(items, item) else { return nil }
            return (.array(type), model)
        case .object(let properties, _, _) where !properties.isEmpty:
            break
        case .allOf(let parts) where parts.count > 1:
            break
        case .allOf(let parts) where parts.count == 1:
            return build(parts[0], origin)
        case .union(let variants, _):
            let values = variants.filter { !$0.isNull }
            if values.count == 1 { return build(values[0], origin) }
            guard values.count > 1 else { return nil }
        case .primitive(let primitive) where schema.enumValues != nil && (primitive == "string" || primitive == "integer"):
            break
        default:
            return nil
        }
        var model = types.buildType(SpecNamedSchema(name: origin.key, schema: schema))
        if case .alias(let target) = model.kind { return (target, nil) }
        model.origin = origin
        if model.description == nil {
            let what = switch origin.role {
            case .request: "The request body"
            case .response: "The successful answer"
            case .parameter(let location, let name): "The values of the \(location) parameter `\(name)`"
            }
            model.description = "\(what) of `\(origin.operationId)`" + (origin.isListItem ? ", a list of these." : ".")
        }
        return (.model(origin.key), model)
    }
}

/// The types made for operations' inline schemas, in the order they were made.
final class OperationTypes {
    var types: [TypeModel<Built>] = []
}
