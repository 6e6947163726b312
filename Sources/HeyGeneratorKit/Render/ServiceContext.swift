import Mustache

/// Builds the template contexts of service files, the route table, the client's service
/// accessors and the dispatch table.
struct ServiceContext {
    let types: TypeContext

    func service(_ service: ServiceModel) -> MustacheValue {
        .object([
            "typeName": .string(service.typeName),
            "source": .string(service.tag.map { "openapi.json tag \"\($0)\"" } ?? "names.toml service \"\(service.key)\""),
            "doc": .list(DocComment.lines([service.description]).map(MustacheValue.string)),
            "methods": .list(service.operations.map { method($0, service: service) }),
            "options": .list(service.operations.compactMap { options($0, service: service) }),
        ])
    }

    private func method(_ operation: OperationModel, service: ServiceModel) -> MustacheValue {
        var arguments = (operation.pathParameters + operation.requiredQuery).map { "\($0.swiftName): \(types.spell($0.type))" }
        if let body = operation.body { arguments.append("body: \(types.spell(body.type))") }
        if let options = operation.optionsTypeName { arguments.append("options: \(options)? = nil") }
        let (returns, call, typeArgument) = resultSpelling(operation.result)
        var callArguments = ["Routes.\(routeName(operation))"]
        let path = operation.pathParameters.map { "\"\($0.wireName.swiftLiteral)\": \($0.swiftName.withoutBackticks).parameterValue" }
        if !path.isEmpty { callArguments.append("path: [\(path.joined(separator: ", "))]") }
        let required = operation.requiredQuery.map { "URLQueryItem(name: \"\($0.wireName.swiftLiteral)\", value: \($0.swiftName.withoutBackticks).parameterValue)" }
        switch (required.isEmpty, operation.optionsTypeName != nil) {
        case (true, false): break
        case (true, true): callArguments.append("query: options?.queryItems ?? []")
        case (false, false): callArguments.append("query: [\(required.joined(separator: ", "))]")
        case (false, true): callArguments.append("query: [\(required.joined(separator: ", "))] + (options?.queryItems ?? [])")
        }
        if operation.body != nil { callArguments.append("body: body") }
        if let typeArgument { callArguments.append("as: \(typeArgument).self") }
        let provenance = "`\(operation.operationId)` · `\(operation.method) \(operation.path)`"
        return .object([
            "name": .string(operation.methodName),
            "signature": .string("\(operation.methodName)(\(arguments.joined(separator: ", ")))"),
            "returns": .string(returns.map { " -> \($0)" } ?? ""),
            "call": .string("context.\(call)(\(callArguments.joined(separator: ", ")))"),
            "doc": .list(DocComment.lines([operation.description ?? operation.summary, provenance]).map(MustacheValue.string)),
        ])
    }

    /// The return type, the context method and the type argument of a result.
    private func resultSpelling(_ result: ResultModel) -> (String?, String, String?) {
        switch result {
        case .none: return (nil, "send", nil)
        case .value(let type): return (types.spell(type), "send", types.spell(type))
        case .optional(let type): return (types.spell(type) + "?", "sendOptional", types.spell(type))
        case .page(let type): return ("Page<\(types.spell(type))>", "sendPage", types.spell(type))
        }
    }

    private func options(_ operation: OperationModel, service: ServiceModel) -> MustacheValue? {
        guard let name = operation.optionsTypeName else { return nil }
        let parameters = operation.optionalQuery
        return .object([
            "name": .string(name),
            "doc": .list(DocComment.lines(["Optional query parameters of `\(operation.operationId)` (``\(service.typeName)/\(selector(operation))``)."]).map(MustacheValue.string)),
            "members": .list(parameters.map { parameter in
                .object([
                    "name": .string(parameter.swiftName),
                    "bareName": .string(parameter.swiftName.withoutBackticks),
                    "type": .string(types.spell(parameter.type)),
                    "wireName": .string(parameter.wireName.swiftLiteral),
                    "doc": .list(DocComment.lines([parameter.description ?? "The `\(parameter.wireName)` query parameter."]).map(MustacheValue.string)),
                ])
            }),
            "initParameters": .list(parameters.enumerated().map { index, parameter in
                .object([
                    "label": .string(parameter.swiftName),
                    "type": .string(types.spell(parameter.type)),
                    "bareName": .string(parameter.swiftName.withoutBackticks),
                    "separator": .string(index == parameters.count - 1 ? "" : ","),
                ])
            }),
        ])
    }

    private func selector(_ operation: OperationModel) -> String {
        var labels = (operation.pathParameters + operation.requiredQuery).map { $0.swiftName.withoutBackticks }
        if operation.body != nil { labels.append("body") }
        if operation.optionsTypeName != nil { labels.append("options") }
        return "\(operation.methodName)(\(labels.map { "\($0):" }.joined()))"
    }

    func routeName(_ operation: OperationModel) -> String {
        NameRules.escapedMember(NameRules.camelCase(operation.operationId))
    }
}
