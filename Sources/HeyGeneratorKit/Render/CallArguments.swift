import Mustache

/// The facts of what an operation's call passes besides its route and body: path values,
/// required query items and header fields, whether its options add more, and (for the dispatch
/// table) the options it builds. Each parameter's value is the Swift expression the caller
/// gives (the method's parameter, or the dispatch table's read of a JSON argument);
/// `_path_values`, `_query_items`, `_header_fields` and `_options_value` write the Swift.
enum CallArguments {
    /// Where a parameter's value is read from, for a caller that reads each place differently.
    enum Place {
        case path, requiredQuery, requiredHeader, optionalQuery, optionalHeader
    }

    static func facts(_ operation: OperationModel, value: (ParameterModel, Place) -> String) -> [String: MustacheValue] {
        func list(_ parameters: [ParameterModel], _ place: Place) -> MustacheValue {
            .list(parameters.map { .object(["wireName": .string($0.wireName.swiftLiteral), "value": .string(value($0, place))]) })
        }
        let exploded = { (parameter: ParameterModel) -> Bool in
            if parameter.explode, case .array = parameter.type { return true }
            return false
        }
        let single = operation.requiredQuery.filter { !exploded($0) }
        return [
            "pathParameters": list(operation.pathParameters, .path),
            "hasPath": .bool(!operation.pathParameters.isEmpty),
            "singleQuery": list(single, .requiredQuery),
            "listQuery": list(operation.requiredQuery.filter(exploded), .requiredQuery),
            "hasSingleQuery": .bool(!single.isEmpty),
            "hasRequiredQuery": .bool(!operation.requiredQuery.isEmpty),
            "hasOptionalQuery": .bool(!operation.optionalQuery.isEmpty),
            "requiredHeaders": list(operation.requiredHeaders, .requiredHeader),
            "hasRequiredHeaders": .bool(!operation.requiredHeaders.isEmpty),
            "hasOptionalHeaders": .bool(!operation.optionalHeaders.isEmpty),
            "hasHeaders": .bool(!operation.requiredHeaders.isEmpty || !operation.optionalHeaders.isEmpty),
        ]
    }

    /// The facts `_options_value` writes, the options a dispatched call builds from its
    /// arguments: the options type and each member's label and value.
    static func optionsValue(_ operation: OperationModel, value: (ParameterModel, Place) -> String) -> [String: MustacheValue] {
        let options = operation.optionalQuery.map { ($0, Place.optionalQuery) } + operation.optionalHeaders.map { ($0, Place.optionalHeader) }
        return [
            "optionsType": operation.optionsTypeName.map(MustacheValue.string) ?? .null,
            "optionMembers": .list(options.map { parameter, place in
                .object(["label": .string(parameter.swiftName.spelled(as: .argumentLabel)), "value": .string(value(parameter, place))])
            }),
        ]
    }
}
