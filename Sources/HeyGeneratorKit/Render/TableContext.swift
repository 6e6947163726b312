import Mustache

/// Builds the contexts of the files that list every operation or service: the route table,
/// the client's service accessors, the dispatch table, the version and the package manifest.
struct TableContext {
    let model: APIModel
    let services: ServiceContext

    func routes() -> MustacheValue {
        let routes = model.operations.sorted { $0.operationId < $1.operationId }
        let serviceByKey = Dictionary(uniqueKeysWithValues: model.services.map { ($0.key, $0) })
        return .object([
            "routes": .list(routes.map { operation in
                let service = serviceByKey[operation.serviceKey]
                return route(operation, service: service)
            }),
            "names": .list(routes.enumerated().map { index, operation in
                .object([
                    "name": .string(services.routeName(operation)),
                    "separator": .string(index == routes.count - 1 ? "" : ","),
                ])
            }),
        ])
    }

    private func route(_ operation: OperationModel, service: ServiceModel?) -> MustacheValue {
        let behavior = operation.behavior
        var extras: [String] = []
        if behavior.paginationStyle == "link" {
            let total = behavior.totalCountHeader.map { "\"\($0.swiftLiteral)\"" } ?? "nil"
            let page = behavior.pageParameter.map { "\"\($0.swiftLiteral)\"" } ?? "nil"
            extras.append("pagination: .link(totalCountHeader: \(total), pageParameter: \(page))")
        } else if behavior.paginationStyle == "window" {
            extras.append("pagination: .window")
        }
        if behavior.idempotent { extras.append("isIdempotent: true") }
        if behavior.readOnly { extras.append("isReadOnly: true") }
        if behavior.destructive { extras.append("isDestructive: true") }
        if behavior.auth == "none" { extras.append("auth: .none") }
        if !behavior.emptyOn.isEmpty { extras.append("emptyOn: [\(behavior.emptyOn.map(String.init).joined(separator: ", "))]") }
        if let body = operation.body {
            extras.append(body.encoding == "raw" ? "requestEncoding: .raw(contentType: \"\(body.contentType.swiftLiteral)\")" : "requestEncoding: .\(body.encoding)")
        }
        if behavior.redirects == "refuse" { extras.append("redirects: .refuse") }
        if behavior.lenientSuccess { extras.append("lenientSuccess: true") }
        if behavior.pathAsWritten { extras.append("pathAsWritten: true") }
        let retry: String
        if let policy = behavior.retry, policy.maxAttempts > 1 {
            let statuses = policy.retryOn.map(String.init).joined(separator: ", ")
            retry = "RetryPolicy(maxAttempts: \(policy.maxAttempts), baseDelay: .milliseconds(\(policy.baseDelayMs)), backoff: .\(policy.backoff), retryOn: [\(statuses)])"
        } else {
            retry = ".never"
        }
        let lines = [
            "operationId: \"\(operation.operationId.swiftLiteral)\"",
            "method: .\(operation.method.lowercased())",
            "path: \"\(operation.path.swiftLiteral)\"",
            "service: \"\((service?.pascalName ?? "").swiftLiteral)\"",
            "resourceType: \"\(operation.resourceType.swiftLiteral)\"",
            "retry: \(retry)",
        ] + extras
        return .object([
            "name": .string(services.routeName(operation)),
            "doc": .string("/// `\(operation.method) \(operation.path)`: \(service?.accessorName ?? "").\(operation.methodName)"),
            "arguments": .list(lines.enumerated().map { index, line in
                .string(line + (index == lines.count - 1 ? "" : ","))
            }),
        ])
    }

    func clientServices() -> MustacheValue {
        .object([
            "services": .list(model.services.map { service in
                .object([
                    "accessor": .string(service.accessorName),
                    "typeName": .string(service.typeName),
                    "doc": .list(DocComment.lines([service.description]).map(MustacheValue.string)),
                ])
            }),
        ])
    }

    func version() -> MustacheValue {
        .object([
            "library": .string(model.libraryVersion.swiftLiteral),
            "api": .string(model.apiVersion.swiftLiteral),
        ])
    }
}

extension TableContext {
    /// The dispatch table: every operation callable from JSON arguments (the conformance runner).
    func operationTable() -> MustacheValue {
        let operations = model.operations.sorted { $0.operationId < $1.operationId }
        return .object([
            "operations": .list(operations.map { operation in
                let route = "Routes.\(services.routeName(operation))"
                let path = operation.pathParameters.map { parameter in
                    "\"\(parameter.wireName.swiftLiteral)\": \(argument(parameter, "path")).parameterValue"
                }
                var queryParameters = operation.requiredQuery
                for index in queryParameters.indices { queryParameters[index].swiftName = argument(queryParameters[index], "requiredQuery") }
                var query = ServiceContext.queryItems(queryParameters).map { [$0] } ?? []
                var headerParameters = operation.requiredHeaders
                for index in headerParameters.indices { headerParameters[index].swiftName = argument(headerParameters[index], "requiredHeader") }
                var headers = ServiceContext.headerFields(headerParameters).map { [$0] } ?? []
                if let options = operation.optionsTypeName {
                    let members = operation.optionalQuery.map { "\($0.swiftName.withoutBackticks): \(argument($0, "query"))" }
                        + operation.optionalHeaders.map { "\($0.swiftName.withoutBackticks): \(argument($0, "header"))" }
                    let value = "\(options)(\(members.joined(separator: ", ")))"
                    if !operation.optionalQuery.isEmpty { query.append("\(value).queryItems") }
                    if !operation.optionalHeaders.isEmpty { headers.append("\(value).headerFields") }
                }
                let body = operation.body.map { "try arguments.body(as: \(services.types.spell($0.type)).self)" } ?? "nil"
                let names = (operation.methodParameters + operation.optionalQuery + operation.optionalHeaders).map { "\"\($0.wireName.swiftLiteral)\"" }
                return .object([
                    "operationId": .string(operation.operationId.swiftLiteral),
                    "route": .string(route),
                    "parameters": .string("[\(names.joined(separator: ", "))]"),
                    "takesBody": .string(operation.body == nil ? "false" : "true"),
                    "path": .string(path.isEmpty ? "[:]" : "[\(path.joined(separator: ", "))]"),
                    "query": .string(query.isEmpty ? "[]" : query.joined(separator: " + ")),
                    "headers": .string(headers.isEmpty ? "" : "HTTPHeaders(\(headers.joined(separator: " + ")))"),
                    "body": .string(body),
                ])
            }),
        ])
    }

    /// `try arguments.<reader>("wire", as: T.self)` for a parameter, an open enum read from its
    /// raw value (`Kind(rawValue: …)`, or `.map` for an optional or a list of them).
    private func argument(_ parameter: ParameterModel, _ reader: String) -> String {
        let wire = "\"\(parameter.wireName.swiftLiteral)\""
        let optional = reader == "query" || reader == "header"
        func enumRaw(_ type: SwiftType) -> (name: String, raw: String)? {
            guard case .model(let schema) = type, let raw = services.types.enumRawType(schema) else { return nil }
            return (services.types.spell(type), raw == .integer ? "Int" : "String")
        }
        if let (name, raw) = enumRaw(parameter.type) {
            let read = "try arguments.\(reader)(\(wire), as: \(raw).self)"
            return optional ? "\(read).map(\(name).init(rawValue:))" : "\(name)(rawValue: \(read))"
        }
        if case .array(let element) = parameter.type, let (name, raw) = enumRaw(element) {
            let read = "try arguments.\(reader)(\(wire), as: [\(raw)].self)"
            return optional ? "\(read)?.map(\(name).init(rawValue:))" : "\(read).map(\(name).init(rawValue:))"
        }
        return "try arguments.\(reader)(\(wire), as: \(services.types.spell(parameter.type)).self)"
    }
}
