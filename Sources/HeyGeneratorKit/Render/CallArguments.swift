import Mustache

/// The facts of what an operation's call passes besides its route and body: path values,
/// required query items (a deepObject's as `name[member]`) and header fields, and whether its
/// options add more. Each argument's value is the method's parameter, or the dispatch table's
/// read of a JSON argument; `_path_values`, `_query_items`, `_deep_object`, `_header_fields` and
/// `_argument_value` write the Swift, in `_method` and `OperationTable`.
struct CallArguments {
    /// Where a parameter's value is read from, for a caller that reads each place differently.
    enum Place {
        case path, requiredQuery, requiredHeader, optionalQuery, optionalHeader
    }

    /// One value the call passes under a wire name.
    struct Argument {
        let wireName: String
        let value: Value
        /// A deepObject's members (wire name, bare Swift name), each sent as `wireName[member]`.
        var deepObject: [DeepObjectMember]? = nil
    }

    /// A member of a struct sent as a deepObject.
    struct DeepObjectMember {
        let wireName: String
        /// Bare; spelled as a member where it is read.
        let name: String

        /// The members of `parameter`'s struct when it is sent as a deepObject; nil otherwise.
        static func of(_ parameter: ParameterModel<Named>, in structures: [String: [MemberModel<Named>]]) -> [DeepObjectMember]? {
            guard parameter.deepObject, let schema = parameter.type.schemaName else { return nil }
            return structures[schema, default: []].map { DeepObjectMember(wireName: $0.wireName, name: $0.swiftName) }
        }

        /// The keys `_deep_object` reads: `.null` for a parameter that is no deepObject.
        static func keys(_ members: [DeepObjectMember]?) -> MustacheValue {
            guard let members else { return .null }
            return .object(["members": .list(members.map {
                .object(["wireName": .string($0.wireName.swiftLiteral), "name": .string($0.name.spelled(as: .member))])
            })])
        }
    }

    /// Where an argument's value comes from.
    enum Value {
        /// The method's parameter of this (bare) name.
        case parameter(String)
        /// The dispatch table's read of a JSON argument: `try arguments.<reader>("wire", as: T.self)`,
        /// or of an open enum's raw value, made into the enum.
        case jsonArgument(reader: String, type: String, openEnum: (name: String, rawType: String)?, isList: Bool, isOptional: Bool)

        /// The keys `_argument_value` reads.
        func keys(wireName: String) -> [String: MustacheValue] {
            switch self {
            case .parameter(let name):
                return ["parameter": .string(name.spelled(as: .reference)), "read": .null]
            case .jsonArgument(let reader, let type, let openEnum, let isList, let isOptional):
                var read: [String: MustacheValue] = [
                    "reader": .string(reader), "wireName": .string(wireName.swiftLiteral), "type": .string(type),
                    "plain": .bool(openEnum == nil), "enumValue": .bool(openEnum != nil && !isList && !isOptional),
                    "optionalEnum": .bool(openEnum != nil && !isList && isOptional), "enumList": .bool(openEnum != nil && isList),
                    "optional": .bool(isOptional),
                ]
                read["enumName"] = openEnum.map { .string($0.name) } ?? .null
                read["rawType"] = openEnum.map { .string($0.rawType) } ?? .null
                return ["parameter": .null, "read": .object(read)]
            }
        }
    }

    let path: [Argument]
    /// The required query parameters sent as one item each.
    let singleQuery: [Argument]
    /// The required exploded lists, sent as an item per element, and deepObjects, an item per
    /// member.
    let expandedQuery: [Argument]
    let requiredHeaders: [Argument]
    let hasOptionalQuery: Bool
    let hasOptionalHeaders: Bool

    /// The call of `operation`; `structures` are the named members of each struct, by schema name.
    init(_ operation: OperationModel<Named>, structures: [String: [MemberModel<Named>]], value: (ParameterModel<Named>, Place) -> Value) {
        func arguments(_ parameters: [ParameterModel<Named>], _ place: Place) -> [Argument] {
            parameters.map { Argument(wireName: $0.wireName, value: value($0, place), deepObject: DeepObjectMember.of($0, in: structures)) }
        }
        let expanded = { (parameter: ParameterModel<Named>) -> Bool in
            if parameter.deepObject { return true }
            if parameter.explode, case .array = parameter.type { return true }
            return false
        }
        path = arguments(operation.pathParameters, .path)
        singleQuery = arguments(operation.requiredQuery.filter { !expanded($0) }, .requiredQuery)
        expandedQuery = arguments(operation.requiredQuery.filter(expanded), .requiredQuery)
        requiredHeaders = arguments(operation.requiredHeaders, .requiredHeader)
        hasOptionalQuery = !operation.optionalQuery.isEmpty
        hasOptionalHeaders = !operation.optionalHeaders.isEmpty
    }

    /// The keys the call's partials read, merged into the context of the template holding it.
    var keys: [String: MustacheValue] {
        func list(_ arguments: [Argument]) -> MustacheValue {
            .list(arguments.map {
                .object($0.value.keys(wireName: $0.wireName).merging([
                    "wireName": .string($0.wireName.swiftLiteral), "deepObject": DeepObjectMember.keys($0.deepObject),
                ]) { $1 })
            })
        }
        return [
            "pathParameters": list(path),
            "hasPath": .bool(!path.isEmpty),
            "singleQuery": list(singleQuery),
            "expandedQuery": list(expandedQuery),
            "hasSingleQuery": .bool(!singleQuery.isEmpty),
            "hasRequiredQuery": .bool(!singleQuery.isEmpty || !expandedQuery.isEmpty),
            "hasOptionalQuery": .bool(hasOptionalQuery),
            "requiredHeaders": list(requiredHeaders),
            "hasRequiredHeaders": .bool(!requiredHeaders.isEmpty),
            "hasOptionalHeaders": .bool(hasOptionalHeaders),
            "hasHeaders": .bool(!requiredHeaders.isEmpty || hasOptionalHeaders),
        ]
    }
}
