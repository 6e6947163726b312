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
        // The method's parameters, in order; `_method.mustache` writes the signature.
        var parameters: [MustacheValue] = operation.methodParameters.map { parameter in
            .object(["name": .string(parameter.swiftName.spelled(as: .declaration)), "type": .string(types.spell(parameter.type)), "defaultsToNil": false])
        }
        if let body = operation.body { parameters.append(["name": "body", "type": .string(types.spell(body.type)), "defaultsToNil": false]) }
        if let options = operation.optionsTypeName { parameters.append(["name": "options", "type": .string(options), "defaultsToNil": true]) }
        let (returns, send, typeArgument) = resultSpelling(operation.result)
        let provenance = "`\(operation.operationId)` · `\(operation.method) \(operation.path)`"
        var facts = CallArguments(operation) { parameter, _ in parameter.swiftName.spelled(as: .reference) }.keys
        facts.merge([
            "name": .string(operation.methodName),
            "parameters": .list(parameters),
            "returns": returns.map(MustacheValue.string) ?? .null,
            "send": .string(send),
            "route": .string(Self.routeReference(operation)),
            "hasBody": .bool(operation.body != nil),
            "resultType": typeArgument.map(MustacheValue.string) ?? .null,
            "doc": .list(DocComment.lines([operation.description ?? operation.summary, provenance]).map(MustacheValue.string)),
        ]) { _, method in method }
        return .object(facts)
    }

    /// `Routes.listBoxes`: an operation's route, as the methods and the dispatch table name it.
    static func routeReference(_ operation: OperationModel) -> String {
        "Routes.\(operation.routeName.spelled(as: .member))"
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
        func member(_ parameter: ParameterModel, header: Bool) -> MustacheValue {
            let exploded: Bool
            if case .array = parameter.type { exploded = parameter.explode && !header } else { exploded = false }
            return .object([
                "name": .string(parameter.swiftName.spelled(as: .declaration)),
                "bareName": .string(parameter.swiftName.spelled(as: .member)),
                "type": .string(types.spell(parameter.type)),
                "wireName": .string(parameter.wireName.swiftLiteral),
                "exploded": .bool(exploded),
                "doc": .list(DocComment.lines([parameter.description ?? "The `\(parameter.wireName)` \(header ? "header" : "query parameter")."]).map(MustacheValue.string)),
            ])
        }
        return .object([
            "name": .string(name),
            "doc": .list(DocComment.lines(["Optional \(operation.optionalHeaders.isEmpty ? "query " : "")parameters of `\(operation.operationId)` (``\(service.typeName)/\(selector(operation))``)."]).map(MustacheValue.string)),
            "members": .list(operation.optionalQuery.map { member($0, header: false) } + operation.optionalHeaders.map { member($0, header: true) }),
            "queryMembers": .list(operation.optionalQuery.map { member($0, header: false) }),
            "headerMembers": .list(operation.optionalHeaders.map { member($0, header: true) }),
            "hasQuery": .bool(!operation.optionalQuery.isEmpty),
            "hasHeaders": .bool(!operation.optionalHeaders.isEmpty),
            "initLines": .list(initLines(operation)),
        ])
    }

    /// The options initializer's parameters (`name: Type? = nil`, written by `_options`), as
    /// many to a line as fit in 96 characters.
    private func initLines(_ operation: OperationModel) -> [MustacheValue] {
        let parameters = (operation.optionalQuery + operation.optionalHeaders).map { (name: $0.swiftName.spelled(as: .declaration), type: types.spell($0.type)) }
        return LineWrapping.lines(parameters, width: 96) { $0.name.count + ": ".count + $0.type.count + "? = nil".count }.map { line in
            .object(["parameters": .list(line.map { .object(["name": .string($0.name), "type": .string($0.type)]) })])
        }
    }

    private func selector(_ operation: OperationModel) -> String {
        var labels = operation.methodParameters.map { $0.swiftName.spelled(as: .argumentLabel) }
        if operation.body != nil { labels.append("body") }
        if operation.optionsTypeName != nil { labels.append("options") }
        return "\(operation.methodName)(\(labels.map { "\($0):" }.joined()))"
    }
}
