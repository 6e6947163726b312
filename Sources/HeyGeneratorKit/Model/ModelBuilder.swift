/// Builds the intermediate representation from a loaded spec: one type per schema and one
/// operation per path item method, both in spec order. Grouping into services, ordering and
/// names are the naming stage's (`Namer`).
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
    public func build() throws -> (model: BuiltModel, diagnostics: [Diagnostic]) {
        let problems = DiagnosticCollector(file: spec.openAPIPath)
        let typeBuilder = TypeBuilder(document: spec.document, problems: problems)
        var types = typeBuilder.buildTypes()
        let structures = TypeModel.structureMembers(types)
        let operationTypes = OperationTypes()
        let operationBuilder = OperationBuilder(types: typeBuilder, aliases: AliasTable(types), structures: structures,
                                                behaviors: behaviors, problems: problems, operationTypes: operationTypes)
        let security = SecurityBuilder(document: spec.document)
        let operations = security.applied(to: spec.document.operations.compactMap(operationBuilder.build))
        // The types of inline bodies and answers join the schemas' (a recursive member of theirs is boxed too).
        if !operationTypes.types.isEmpty {
            types += operationTypes.types
            BoxingPass.markRecursiveMembers(in: &types)
        }
        guard problems.problems.isEmpty else { throw SpecError(problems.problems) }
        let model = BuiltModel(
            apiVersion: spec.document.info.version,
            libraryVersion: libraryVersion,
            specFile: spec.openAPIPath,
            operations: operations,
            types: types,
            tagDescriptions: spec.document.tagDescriptions,
            securitySchemes: security.schemes
        )
        return (model, problems.diagnostics)
    }
}
