import Mustache

/// Builds the contexts of service files from the model: each method's and options struct's facts.
struct ServiceContext {
    let types: TypeContext
    /// The named members of each struct, by schema name (a deepObject parameter's).
    var structures: [String: [MemberModel<Named>]] = [:]

    func service(_ service: ServiceModel) -> ServiceFileContext {
        ServiceFileContext(
            source: service.tag.map { "openapi.json tag \"\($0)\"" } ?? "names.toml service \"\(service.key)\"",
            typeName: service.typeName,
            description: service.description,
            methods: service.operations.map(method),
            options: service.operations.compactMap { options($0, service: service) })
    }

    private func method(_ operation: OperationModel<Named>) -> ServiceFileContext.Method {
        // The method's parameters, in order; `_method.mustache` writes the signature.
        var parameters = operation.methodParameters.map {
            ServiceFileContext.Parameter(name: $0.swiftName, type: types.spell($0.type), defaultsToNil: false)
        }
        // An optional body is `body: T? = nil`; nil sends no body (nor its Content-Type).
        if let body = operation.body { parameters.append(.init(name: "body", type: types.spell(body.type), defaultsToNil: !body.required)) }
        if let options = operation.optionsTypeName { parameters.append(.init(name: "options", type: options, defaultsToNil: true)) }
        let (returns, send, typeArgument) = resultSpelling(operation.result)
        return ServiceFileContext.Method(
            name: operation.methodName, parameters: parameters, returns: returns, send: send,
            route: Self.routeReference(operation), hasBody: operation.body != nil, resultType: typeArgument,
            doc: [operation.description ?? operation.summary, "`\(operation.operationId)` · `\(operation.method) \(operation.path)`"],
            call: CallArguments(operation, structures: structures) { parameter, _ in .parameter(parameter.swiftName) })
    }

    /// `Routes.listBoxes`: an operation's route, as the methods and the dispatch table name it.
    static func routeReference(_ operation: OperationModel<Named>) -> String {
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

    private func options(_ operation: OperationModel<Named>, service: ServiceModel) -> ServiceFileContext.Options? {
        guard let name = operation.optionsTypeName else { return nil }
        func option(_ parameter: ParameterModel<Named>, header: Bool) -> ServiceFileContext.Option {
            let exploded: Bool
            if case .array = parameter.type { exploded = parameter.explode && !header } else { exploded = false }
            return ServiceFileContext.Option(
                name: parameter.swiftName, type: types.spell(parameter.type), wireName: parameter.wireName, exploded: exploded,
                deepObject: header ? nil : CallArguments.DeepObjectMember.of(parameter, in: structures),
                doc: parameter.description ?? "The `\(parameter.wireName)` \(header ? "header" : "query parameter").")
        }
        return ServiceFileContext.Options(
            name: name,
            doc: "Optional \(operation.optionalHeaders.isEmpty ? "query " : "")parameters of `\(operation.operationId)` (``\(service.typeName)/\(selector(operation))``).",
            query: operation.optionalQuery.map { option($0, header: false) },
            headers: operation.optionalHeaders.map { option($0, header: true) })
    }

    private func selector(_ operation: OperationModel<Named>) -> String {
        var labels = operation.methodParameters.map { $0.swiftName.spelled(as: .argumentLabel) }
        if operation.body != nil { labels.append("body") }
        if operation.optionsTypeName != nil { labels.append("options") }
        return "\(operation.methodName)(\(labels.map { "\($0):" }.joined()))"
    }
}
