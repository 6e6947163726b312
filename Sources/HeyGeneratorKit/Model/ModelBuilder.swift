/// Builds the intermediate representation from a loaded spec: types from schemas, operations
/// grouped by their tag's service. Names are left to `Namer`.
public struct ModelBuilder {
    let spec: LoadedSpec
    let libraryVersion: String

    /// Creates a builder for `spec`, rendering `libraryVersion` as the SDK version.
    public init(spec: LoadedSpec, libraryVersion: String) {
        self.spec = spec
        self.libraryVersion = libraryVersion
    }

    /// Builds the model, or throws every problem the generator cannot express.
    public func build() throws -> APIModel {
        let problems = ProblemCollector(file: spec.openAPIPath)
        let typeBuilder = TypeBuilder(document: spec.document, problems: problems)
        let types = typeBuilder.buildTypes()
        let operationBuilder = OperationBuilder(types: typeBuilder, aliases: AliasTable(types), behavior: spec.behavior, problems: problems)
        var services: [String: ServiceModel] = [:]
        var order: [String] = []
        for operation in spec.document.operations {
            guard let tag = operation.tags.first else {
                problems.report(operation.pointer + "/tags", "operation \(operation.operationId) has no tag, so it belongs to no service")
                continue
            }
            let key = NameRules.snakeCase(tag)
            if services[key] == nil {
                order.append(key)
                services[key] = ServiceModel(key: key, tag: tag, description: spec.document.tagDescriptions[tag] ?? "", operations: [])
            }
            services[key]?.operations.append(operationBuilder.build(operation, serviceKey: key))
        }
        guard problems.problems.isEmpty else { throw SpecError(problems.problems) }
        return APIModel(
            apiVersion: spec.document.info.version,
            libraryVersion: libraryVersion,
            title: spec.document.info.title,
            specFile: spec.openAPIPath,
            services: order.compactMap { services[$0] },
            types: types
        )
    }
}

/// Builds one operation: parameters, body, result and behaviour.
struct OperationBuilder {
    let types: TypeBuilder
    let aliases: AliasTable
    let behavior: BehaviorModel?
    let problems: ProblemCollector

    func build(_ operation: SpecOperation, serviceKey: String) -> OperationModel {
        let entry = behavior?.entry(for: operation.operationId)
        let behaviour = behaviorEntry(operation, entry)
        var model = OperationModel(
            operationId: operation.operationId,
            method: operation.method,
            path: operation.path,
            summary: operation.summary,
            description: operation.description,
            pointer: operation.pointer,
            serviceKey: serviceKey,
            pathParameters: pathParameters(operation),
            requiredQuery: [],
            optionalQuery: [],
            body: nil,
            result: .none,
            behavior: behaviour
        )
        for parameter in operation.parameters where parameter.location != "path" {
            guard parameter.location == "query" else {
                problems.report(parameter.pointer, "\(parameter.location) parameters are not supported; HEY takes parameters in the path or the query")
                continue
            }
            let built = ParameterModel(wireName: parameter.name, type: parameterType(parameter), description: parameter.description)
            if parameter.required { model.requiredQuery.append(built) } else { model.optionalQuery.append(built) }
        }
        if !model.optionalQuery.isEmpty { model.optionsTypeName = operation.operationId + "Options" }
        if let body = operation.requestBody {
            model.body = requestBody(body)
        }
        model.result = result(operation, behaviour)
        return model
    }

    private func pathParameters(_ operation: SpecOperation) -> [ParameterModel] {
        let declared = operation.parameters.filter { $0.location == "path" }
        return NameRules.pathPlaceholders(operation.path).compactMap { name in
            guard let parameter = declared.first(where: { $0.name == name }) else {
                problems.report(operation.pointer + "/parameters", "path parameter {\(name)} is not declared")
                return nil
            }
            return ParameterModel(wireName: name, type: parameterType(parameter), description: parameter.description)
        }
    }

    private func parameterType(_ parameter: SpecParameter) -> SwiftType {
        let type = aliases.resolved(types.memberType(parameter.schema, owner: nil, member: nil))
        switch type {
        case .string, .int, .double, .bool:
            return type
        default:
            problems.report(parameter.pointer + "/schema", "parameter \"\(parameter.name)\" must be a string, integer, number or boolean")
            return .string
        }
    }

    private func requestBody(_ body: SpecRequestBody) -> BodyModel? {
        let encoding: String
        switch body.contentType {
        case "application/json": encoding = "json"
        case "application/x-www-form-urlencoded": encoding = "form"
        default:
            problems.report(body.pointer + "/content", "request content type \(body.contentType) is not supported (use application/json or application/x-www-form-urlencoded)")
            return nil
        }
        return BodyModel(type: types.memberType(body.schema, owner: nil, member: nil), encoding: encoding, required: body.required)
    }

    private func result(_ operation: SpecOperation, _ behaviour: BehaviorModelEntry) -> ResultModel {
        let success = operation.responses.filter { $0.status.hasPrefix("2") }.sorted { $0.status < $1.status }
        guard let answer = success.first(where: { $0.schema != nil }), let schema = answer.schema else {
            if success.isEmpty { problems.report(operation.pointer + "/responses", "operation \(operation.operationId) has no success response") }
            return .none
        }
        var type = aliases.resolved(types.memberType(schema, owner: nil, member: nil))
        if let contentType = answer.contentType, contentType != "application/json" {
            guard contentType.hasPrefix("text/") else {
                problems.report(answer.pointer + "/content", "response content type \(contentType) is not supported")
                return .none
            }
            type = .string
        }
        if behaviour.paginationStyle == "link" { return .page(type) }
        if !behaviour.emptyOn.isEmpty { return .optional(type) }
        return .value(type)
    }

    private func behaviorEntry(_ operation: SpecOperation, _ entry: BehaviorEntry?) -> BehaviorModelEntry {
        let extensions = operation.extensions
        let pagination = extensions.pagination ?? entry?.pagination
        let readOnly = entry?.readOnly ?? (operation.method == "GET")
        return BehaviorModelEntry(
            retry: extensions.retry ?? entry?.retry,
            paginationStyle: pagination?.style,
            totalCountHeader: pagination?.totalCountHeader,
            pageParameter: pagination?.pageParameter,
            idempotent: extensions.idempotent == false ? false : (entry?.idempotent ?? extensions.idempotent ?? false),
            readOnly: readOnly,
            destructive: entry?.destructive ?? extensions.destructive,
            auth: extensions.auth ?? entry?.auth ?? "required",
            emptyOn: extensions.emptyOn,
            redirects: extensions.redirects ?? "follow",
            lenientSuccess: extensions.lenientSuccess,
            pathAsWritten: extensions.pathAsWritten
        )
    }
}
