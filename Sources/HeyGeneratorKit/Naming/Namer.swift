/// The naming stage: takes the built model and returns the named one. It groups operations into
/// services, orders services, methods and types, and makes every Swift name by the rules, then
/// names.toml. A name made from the spec that Swift cannot use as it is, or that collides, is
/// settled by a rule with a warning saying which names.toml table overrides it; names.toml's own
/// values that Swift cannot use or that collide are refused.
public struct Namer {
    let names: NamesFile
    /// Type names the package already declares (the runtime's own types); a model may not take one.
    let takenTypeNames: Set<String>
    /// How descriptions the namer writes name the service (`HEY`).
    let serviceName: String

    /// Creates a namer with names.toml's overrides, the type names the hand-written files
    /// declare (``DeclaredTypeNames``) and the service's name for the descriptions it writes.
    public init(names: NamesFile, takenTypeNames: Set<String>, serviceName: String = SDKProfile.hey.serviceName) {
        self.names = names
        self.takenTypeNames = takenTypeNames
        self.serviceName = serviceName
    }

    /// The named model, and a warning for each names.toml key that names nothing in it (a variant
    /// may lack what the key renames); or throws every naming error found.
    public func name(_ built: BuiltModel) throws -> (model: APIModel, warnings: [Diagnostic]) {
        var errors: [NamesError] = []
        var warnings = NamesFileKeys(names: names).unknownKeys(built)
        // The warnings of names the rules made (settling a collision, a name Swift cannot use).
        let madeNames = DiagnosticCollector(file: built.specFile)
        var formatErrors: [NamesError] = []
        let formats = FormatTypes(names, errors: &formatErrors)
        let built = formats.applied(to: built)
        let grouped = ServiceNamer(names: names, specFile: built.specFile, serviceName: serviceName, warnings: madeNames)
            .group(built.operations, tagDescriptions: built.tagDescriptions, &errors)
        // [resource_types] keys are service names (known once services are grouped) or operationIds.
        let keys = Set(grouped.map(\.service.key)).union(built.operations.map(\.operationId))
        warnings += NamesFileKeys(names: names).unknown("resource_types", names.resourceTypes, kind: "service or operationId") { keys.contains($0) }
        let types = TypeNamer(names: names, takenTypeNames: takenTypeNames, specFile: built.specFile, warnings: madeNames)
            .name(built.types.sorted { $0.schemaName < $1.schemaName }, &errors)
        let methods = MethodNamer(names: names, specFile: built.specFile, warnings: madeNames)
        var services = grouped.map { group in
            var service = group.service
            service.operations = methods.name(group.operations, of: service, &errors)
            return service
        }
        services = RouteAndOptionsNames(names: names, specFile: built.specFile, warnings: madeNames)
            .settle(services, typeNames: Set(types.map(\.swiftName)).union(takenTypeNames), &errors)
        errors += formatErrors
        guard errors.isEmpty else { throw NamesErrors(errors: errors) }
        var model = APIModel(apiVersion: built.apiVersion, libraryVersion: built.libraryVersion, specFile: built.specFile,
                             services: services, types: types, spelling: TypeSpelling(types: types, formats: formats))
        model.securitySchemes = SecuritySchemeNamer(warnings: madeNames).name(built.securitySchemes)
        return (model, warnings + madeNames.diagnostics)
    }
}

/// Validates override values.
enum NameCheck {
    static func isSnakeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func isLowerIdentifier(_ name: String) -> Bool {
        NameRules.isIdentifier(name) && name.first?.isLowercase == true && !NameRules.isKeyword(name)
    }

    static func isTypeIdentifier(_ name: String) -> Bool {
        NameRules.isIdentifier(name) && name.first?.isUppercase == true && !NameRules.isKeyword(name)
    }
}
