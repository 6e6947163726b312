import Mustache

/// The facts of what an operation's call passes besides its route and body: path values,
/// required query items and header fields, and whether its options add more. Each argument's
/// value is the Swift expression the caller gives (the method's parameter, or the dispatch
/// table's read of a JSON argument); `_path_values`, `_query_items` and `_header_fields` write
/// the Swift, in `_method` and `OperationTable`.
struct CallArguments {
    /// Where a parameter's value is read from, for a caller that reads each place differently.
    enum Place {
        case path, requiredQuery, requiredHeader, optionalQuery, optionalHeader
    }

    /// One value the call passes under a wire name.
    struct Argument {
        let wireName: String
        /// The Swift expression of the value.
        let value: String
    }

    let path: [Argument]
    /// The required query parameters sent as one item each.
    let singleQuery: [Argument]
    /// The required exploded lists, sent as an item per element.
    let listQuery: [Argument]
    let requiredHeaders: [Argument]
    let hasOptionalQuery: Bool
    let hasOptionalHeaders: Bool

    init(_ operation: OperationModel, value: (ParameterModel, Place) -> String) {
        func arguments(_ parameters: [ParameterModel], _ place: Place) -> [Argument] {
            parameters.map { Argument(wireName: $0.wireName, value: value($0, place)) }
        }
        let exploded = { (parameter: ParameterModel) -> Bool in
            if parameter.explode, case .array = parameter.type { return true }
            return false
        }
        path = arguments(operation.pathParameters, .path)
        singleQuery = arguments(operation.requiredQuery.filter { !exploded($0) }, .requiredQuery)
        listQuery = arguments(operation.requiredQuery.filter(exploded), .requiredQuery)
        requiredHeaders = arguments(operation.requiredHeaders, .requiredHeader)
        hasOptionalQuery = !operation.optionalQuery.isEmpty
        hasOptionalHeaders = !operation.optionalHeaders.isEmpty
    }

    /// The keys the call's partials read, merged into the context of the template holding it.
    var keys: [String: MustacheValue] {
        func list(_ arguments: [Argument]) -> MustacheValue {
            .list(arguments.map { .object(["wireName": .string($0.wireName.swiftLiteral), "value": .string($0.value)]) })
        }
        return [
            "pathParameters": list(path),
            "hasPath": .bool(!path.isEmpty),
            "singleQuery": list(singleQuery),
            "listQuery": list(listQuery),
            "hasSingleQuery": .bool(!singleQuery.isEmpty),
            "hasRequiredQuery": .bool(!singleQuery.isEmpty || !listQuery.isEmpty),
            "hasOptionalQuery": .bool(hasOptionalQuery),
            "requiredHeaders": list(requiredHeaders),
            "hasRequiredHeaders": .bool(!requiredHeaders.isEmpty),
            "hasOptionalHeaders": .bool(hasOptionalHeaders),
            "hasHeaders": .bool(!requiredHeaders.isEmpty || hasOptionalHeaders),
        ]
    }
}
