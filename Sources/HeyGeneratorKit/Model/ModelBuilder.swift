/// Builds the intermediate representation from a loaded spec: types from schemas, operations
/// grouped by their tag's service. Names are left to `Namer`.
public struct ModelBuilder {
    let spec: LoadedSpec
    let behaviors: [String: RouteModel]
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
