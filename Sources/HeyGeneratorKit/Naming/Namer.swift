/// The naming stage: applies the rules, then names.toml, to every service, method, type,
/// member, parameter and enum case of the model, and refuses names Swift cannot use or that
/// collide. Every refusal says which names.toml table settles it.
public struct Namer {
    let names: NamesFile
    /// Type names the package already declares (the runtime's own types); a model may not take one.
    let takenTypeNames: Set<String>

    /// Creates a namer with names.toml's overrides and the runtime's declared type names.
    public init(names: NamesFile, takenTypeNames: Set<String>) {
        self.names = names
        self.takenTypeNames = takenTypeNames
    }

    /// Names the model in place, or throws every naming error found. Answers a warning for each
    /// names.toml key that names nothing in this model (a variant may lack what the key renames).
    @discardableResult
    public func apply(to model: inout APIModel) throws -> [Diagnostic] {
        var errors: [NamesError] = []
        var warnings = unknownKeys(model)
        model.services = ServiceNamer(names: names, specFile: model.specFile).regroup(model.services, &errors)
        // [resource_types] keys are service names (known once services are regrouped) or operationIds.
        let keys = Set(model.services.map(\.key)).union(model.operations.map(\.operationId))
        warnings += unknown("resource_types", names.resourceTypes, kind: "service or operationId") { keys.contains($0) }
        model.types = TypeNamer(names: names, takenTypeNames: takenTypeNames, specFile: model.specFile).name(model.types, &errors)
        let typeNames = Set(model.types.map(\.swiftName))
        for index in model.services.indices {
            MethodNamer(names: names, specFile: model.specFile).name(&model.services[index], &errors)
            for operation in model.services[index].operations {
                if let options = operation.optionsTypeName, typeNames.contains(options) || takenTypeNames.contains(options) {
                    errors.append(NamesError(location: model.specFile + operation.pointer,
                                             message: "options struct \(options) of \(operation.operationId) collides with a type of the same name; rename that type in [type_names]"))
                }
            }
        }
        errors += routeNameCollisions(model)
        FormatTypes(names, errors: &errors).apply(to: &model)
        guard errors.isEmpty else { throw NamesErrors(errors: errors) }
        return warnings
    }

    /// Two operations with one `Routes` member, or a route named like what `Routes` declares
    /// itself (`all`, the shared retry policies `upTo3Attempts`…).
    private func routeNameCollisions(_ model: APIModel) -> [NamesError] {
        var errors: [NamesError] = []
        var byName: [String: String] = [:]
        for operation in model.operations.sorted(by: { $0.operationId < $1.operationId }) {
            let location = model.specFile + operation.pointer
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

    /// The keys of names.toml that name nothing the spec has, as warnings at their line and column.
    private func unknownKeys(_ model: APIModel) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let tags = Set(model.services.compactMap(\.tag))
        let operationIds = Set(model.operations.map(\.operationId))
        let schemas = Set(model.types.map(\.schemaName))
        func check(_ table: String, _ keys: [String: NameOverride], kind: String, exists: (String) -> Bool) {
            warnings += unknown(table, keys, kind: kind, exists: exists)
        }
        check("services", names.services, kind: "tag") { tags.contains($0) }
        check("operation_services", names.operationServices, kind: "operationId") { operationIds.contains($0) }
        check("operation_methods", names.operationMethods, kind: "operationId") { operationIds.contains($0) }
        check("type_names", names.typeNames, kind: "schema") { schemas.contains($0) }
        check("route_names", names.routeNames, kind: "operationId") { operationIds.contains($0) }
        /// The struct and member wire name a `Schema.wire_name` key names, if the model has them.
        func structure(_ key: String) -> (wireName: String, members: [MemberModel], enums: [EnumModel])? {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let type = model.types.first(where: { $0.schemaName == parts[0] }),
                  case .structure(let members, let enums, _) = type.kind else { return nil }
            return (parts[1], members, enums)
        }
        check("member_names", names.memberNames, kind: "member (Schema.wire_name)") { key in
            structure(key).map { found in found.members.contains { $0.wireName == found.wireName } } ?? false
        }
        check("enum_names", names.enumNames, kind: "member with an enum (Schema.wire_name)") { key in
            structure(key).map { found in found.enums.contains { $0.memberWireName == found.wireName } } ?? false
        }
        return warnings
    }

    /// A warning at each key of `table` that names nothing the model has.
    private func unknown(_ table: String, _ keys: [String: NameOverride], kind: String, exists: (String) -> Bool) -> [Diagnostic] {
        keys.keys.sorted().filter { !exists($0) }.map { key in
            let position = names.keyPositions[table]?[key] ?? (1, 1)
            return Diagnostic(.warning, file: names.file, location: "\(position.line):\(position.column)",
                              message: "unknown \(kind) \"\(key)\" in [\(table)]: the model has none, so the key is ignored")
        }
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
