/// Builds the intermediate representation from a loaded spec: types from schemas, operations
/// grouped by their tag's service. Names are left to `Namer`.
public struct ModelBuilder {
    let spec: LoadedSpec
    let behaviors: [String: BehaviorModelEntry]
    let libraryVersion: String

    /// Creates a builder for a validated spec, rendering `libraryVersion` as the SDK version.
    public init(spec: LoadedSpec, validation: Validation, libraryVersion: String) {
        self.spec = spec
        self.behaviors = validation.behaviors
        self.libraryVersion = libraryVersion
    }

    /// Builds the model and the warnings about what it rendered in a simpler form, or throws
    /// every problem the generator cannot express at all.
    public func build() throws -> (model: APIModel, diagnostics: [Diagnostic]) {
        let problems = DiagnosticCollector(file: spec.openAPIPath)
        let typeBuilder = TypeBuilder(document: spec.document, problems: problems)
        let types = typeBuilder.buildTypes()
        let operationBuilder = OperationBuilder(types: typeBuilder, aliases: AliasTable(types), behaviors: behaviors, problems: problems)
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
        let model = APIModel(
            apiVersion: spec.document.info.version,
            libraryVersion: libraryVersion,
            title: spec.document.info.title,
            specFile: spec.openAPIPath,
            services: order.compactMap { services[$0] },
            types: types
        )
        return (model, problems.diagnostics)
    }
}

/// Builds one operation: parameters, body, result and behaviour.
struct OperationBuilder {
    let types: TypeBuilder
    let aliases: AliasTable
    let behaviors: [String: BehaviorModelEntry]
    let problems: DiagnosticCollector

    func build(_ operation: SpecOperation, serviceKey: String) -> OperationModel {
        // Validation resolves every operation; the default (sent once) never applies to a validated spec.
        let behaviour = behaviors[operation.operationId, default: .sentOnce]
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
}
