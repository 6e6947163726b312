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
        if let body = operation.body { extras.append("requestEncoding: .\(body.encoding)") }
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
                var path: [String] = []
                for parameter in operation.pathParameters {
                    let type = services.types.spell(parameter.type)
                    path.append("\"\(parameter.wireName.swiftLiteral)\": try arguments.path(\"\(parameter.wireName.swiftLiteral)\", as: \(type).self).parameterValue")
                }
                let required = operation.requiredQuery.map { parameter in
                    "URLQueryItem(name: \"\(parameter.wireName.swiftLiteral)\", value: try arguments.requiredQuery(\"\(parameter.wireName.swiftLiteral)\", as: \(services.types.spell(parameter.type)).self).parameterValue)"
                }
                var query = required.isEmpty ? [] : ["[\(required.joined(separator: ", "))]"]
                if let options = operation.optionsTypeName {
                    let members = operation.optionalQuery.map { parameter in
                        "\(parameter.swiftName.withoutBackticks): try arguments.query(\"\(parameter.wireName.swiftLiteral)\", as: \(services.types.spell(parameter.type)).self)"
                    }
                    query.append("\(options)(\(members.joined(separator: ", "))).queryItems")
                }
                let body = operation.body.map { "try arguments.body(as: \(services.types.spell($0.type)).self)" } ?? "nil"
                let names = (operation.pathParameters + operation.requiredQuery + operation.optionalQuery).map { "\"\($0.wireName.swiftLiteral)\"" }
                return .object([
                    "operationId": .string(operation.operationId.swiftLiteral),
                    "route": .string(route),
                    "parameters": .string("[\(names.joined(separator: ", "))]"),
                    "takesBody": .string(operation.body == nil ? "false" : "true"),
                    "path": .string(path.isEmpty ? "[:]" : "[\(path.joined(separator: ", "))]"),
                    "query": .string(query.isEmpty ? "[]" : query.joined(separator: " + ")),
                    "body": .string(body),
                ])
            }),
        ])
    }
}
