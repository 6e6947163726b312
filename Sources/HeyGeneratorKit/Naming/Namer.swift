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

    /// Names the model in place, or throws every naming error found.
    public func apply(to model: inout APIModel) throws {
        var errors: [NamesError] = []
        checkKeysExist(model, &errors)
        model.services = ServiceNamer(names: names, specFile: model.specFile).regroup(model.services, &errors)
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
        guard errors.isEmpty else { throw NamesErrors(errors: errors) }
    }

    /// Every key of names.toml must name something the spec has.
    private func checkKeysExist(_ model: APIModel, _ errors: inout [NamesError]) {
        let tags = Set(model.services.compactMap(\.tag))
        let operationIds = Set(model.operations.map(\.operationId))
        let schemas = Set(model.types.map(\.schemaName))
        func check(_ table: String, _ keys: [String: NameOverride], kind: String, exists: (String) -> Bool) {
            for key in keys.keys.sorted() where !exists(key) {
                errors.append(names.error(table, key: key, "unknown \(kind) \"\(key)\" in [\(table)]"))
            }
        }
        check("services", names.services, kind: "tag") { tags.contains($0) }
        check("operation_services", names.operationServices, kind: "operationId") { operationIds.contains($0) }
        check("operation_methods", names.operationMethods, kind: "operationId") { operationIds.contains($0) }
        check("type_names", names.typeNames, kind: "schema") { schemas.contains($0) }
        check("member_names", names.memberNames, kind: "member (Schema.wire_name)") { key in
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let type = model.types.first(where: { $0.schemaName == parts[0] }),
                  case .structure(let members, _, _) = type.kind else { return false }
            return members.contains { $0.wireName == parts[1] }
        }
        // [resource_types] keys are service names, checked once services are regrouped.
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
