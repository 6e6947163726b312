import Mustache

/// The context of `OperationTable.swift.mustache`: every operation callable from JSON
/// arguments, sorted by operationId.
struct OperationTableContext: RenderContext {
    /// One operation: what it reads from the arguments and how it calls its route.
    struct Operation {
        let operationId: String
        /// `Routes.listBoxes`.
        let route: String
        /// The wire names of the parameters it accepts, in order.
        let parameterNames: [String]
        /// The type its body is read as, when it takes one.
        let bodyType: String?
        /// Whether the body may be left out (the spec does not require it): read as nil when absent.
        let bodyIsOptional: Bool
        let call: CallArguments
        /// The options type it builds from the arguments (`_options_value`), when it has one.
        let optionsType: String?
        /// Each option's argument label, wire name and where its value is read.
        let optionMembers: [(label: String, wireName: String, value: CallArguments.Value)]
    }

    /// Where the file comes from, for its header.
    let source: String
    let operations: [Operation]

    var mustache: MustacheValue {
        .object([
            "source": .string(source),
            "operations": .list(operations.map { operation in
                var keys = operation.call.keys
                keys.merge([
                    "operationId": .string(operation.operationId.swiftLiteral),
                    "route": .string(operation.route),
                    "parameterNames": .list(operation.parameterNames.map { .string($0.swiftLiteral) }),
                    "bodyType": operation.bodyType.map(MustacheValue.string) ?? .null,
                    "optionalBody": .bool(operation.bodyIsOptional),
                    "optionsType": operation.optionsType.map(MustacheValue.string) ?? .null,
                    "optionMembers": .list(operation.optionMembers.map { .object($0.value.keys(wireName: $0.wireName).merging(["label": .string($0.label)]) { $1 }) }),
                ]) { _, operation in operation }
                return .object(keys)
            }),
        ])
    }
}
