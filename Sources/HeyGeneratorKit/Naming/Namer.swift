/// The naming stage: takes the built model and returns the named one. It groups operations into
/// services, orders services, methods and types, and makes every Swift name by the rules, then
/// names.toml; it refuses names Swift cannot use or that collide, each refusal saying which
/// names.toml table settles it.
public struct Namer {
    let names: NamesFile
    /// Type names the package already declares (the runtime's own types); a model may not take one.
    let takenTypeNames: Set<String>

    /// Creates a namer with names.toml's overrides and the type names the hand-written files
    /// declare (``DeclaredTypeNames``).
    public init(names: NamesFile, takenTypeNames: Set<String>) {
        self.names = names
        self.takenTypeNames = takenTypeNames
    }

    /// The named model, and a warning for each names.toml key that names nothing in it (a variant
    /// may lack what the key renames); or throws every naming error found.
    public func name(_ built: BuiltModel) throws -> (model: APIModel, warnings: [Diagnostic]) {
        var errors: [NamesError] = []
        var warnings = NamesFileKeys(names: names).unknownKeys(built)
        var formatErrors: [NamesError] = []
        let formats = FormatTypes(names, errors: &formatErrors)
        let built = formats.applied(to: built)
        let grouped = ServiceNamer(names: names, specFile: built.specFile).group(built.operations, tagDescriptions: built.tagDescriptions, &errors)
        // [resource_types] keys are service names (known once services are grouped) or operationIds.
        let keys = Set(grouped.map(\.service.key)).union(built.operations.map(\.operationId))
        warnings += NamesFileKeys(names: names).unknown("resource_types", names.resourceTypes, kind: "service or operationId") { keys.contains($0) }
        let types = TypeNamer(names: names, takenTypeNames: takenTypeNames, specFile: built.specFile)
            .name(built.types.sorted { $0.schemaName < $1.schemaName }, &errors, &warnings)
        let typeNames = Set(types.map(\.swiftName))
        let methods = MethodNamer(names: names, specFile: built.specFile)
        let services = grouped.map { group in
            var service = group.service
            service.operations = methods.name(group.operations, of: service, &errors)
            for operation in service.operations {
                if let options = operation.optionsTypeName, typeNames.contains(options) || takenTypeNames.contains(options) {
                    errors.append(NamesError(location: built.specFile + operation.pointer,
                                             message: "options struct \(options) of \(operation.operationId) collides with a type of the same name; rename that type in [type_names]"))
                }
            }
            return service
        }
        errors += Self.routeNameCollisions(services.flatMap(\.operations), specFile: built.specFile)
        errors += formatErrors
        guard errors.isEmpty else { throw NamesErrors(errors: errors) }
        let model = APIModel(apiVersion: built.apiVersion, libraryVersion: built.libraryVersion, specFile: built.specFile,
                             services: services, types: types, spelling: TypeSpelling(types: types, formats: formats))
        return (model, warnings)
    }

    /// Two operations with one `Routes` member, or a route named like what `Routes` declares
    /// itself (`all`, the shared retry policies `upTo3Attempts`…).
    private static func routeNameCollisions(_ operations: [OperationModel<Named>], specFile: String) -> [NamesError] {
        var errors: [NamesError] = []
        var byName: [String: String] = [:]
        for operation in operations.sorted(by: { $0.operationId < $1.operationId }) { // the order the route table lists them
            let location = specFile + operation.pointer
            if let other = byName[operation.routeName] {
                errors.append(NamesError(location: location, message: "\(other) and \(operation.operationId) both become Routes.\(operation.routeName); set one of them in [route_names]"))
            }
            byName[operation.routeName] = operation.operationId
            if RoutesMemberNames.isReserved(operation.routeName) {
                errors.append(NamesError(location: location, message: "\(operation.operationId) would be Routes.\(operation.routeName), a name Routes uses itself; set one in [route_names]"))
            }
        }
        return errors
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
