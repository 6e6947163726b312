/// The Swift name of each schema's type: names.toml's `[type_names]`, else the schema name when
/// Swift can use it as it is, else a name this rule makes, with a warning:
/// - a name that is not an UpperCamelCase identifier is written in UpperCamelCase
///   (`api.v2010.account` → `ApiV2010Account`, `Error-2` → `Error2`; `Schema` before one that
///   would start with a digit);
/// - a name that would shadow a Swift or Foundation type (`Error`, `Date`, `Notification`, …),
///   collide with a type the runtime declares, or is a keyword (`Type`) gets `Model` after it
///   (`ErrorModel`);
/// - a made name another type has gets a number (`ErrorModel2`);
/// - a type made for an operation's inline body or answer is named by ``OperationTypeNames``.
///
/// The schema names Swift takes as they are, and names.toml's, are never renamed: a made name
/// avoids them. A names.toml value Swift cannot use, two names.toml values naming one type, and
/// a schema name no rule makes usable stay errors.
struct SchemaTypeNames {
    let names: NamesFile
    /// The names no model type may take: Swift's and Foundation's, and the runtime's own.
    let shadowedNames: Set<String>
    let takenTypeNames: Set<String>
    let specFile: String
    let warnings: DiagnosticCollector

    /// The Swift name of each of `types`, in order.
    func names(_ types: [TypeModel<Built>], _ errors: inout [NamesError]) -> [String] {
        let kept = types.map { keptName($0, &errors) }
        var taken = shadowedNames.union(takenTypeNames).union(kept.compactMap { $0 })
        var bySwiftName: [String: String] = [:]
        return zip(types, kept).map { type, kept in
            let name: String
            if let kept {
                name = kept
                if let other = bySwiftName[name] {
                    errors.append(NamesError(location: specFile + type.pointer,
                                             message: "schemas \(other) and \(type.schemaName) both become type \(name); rename one in [type_names]"))
                }
            } else {
                name = madeName(type, taken: taken, &errors)
            }
            taken.insert(name)
            bySwiftName[name] = type.schemaName
            return name
        }
    }

    /// names.toml's name, or the schema name when Swift takes it as it is; nil when the rule
    /// must make one.
    private func keptName(_ type: TypeModel<Built>, _ errors: inout [NamesError]) -> String? {
        let schema = type.schemaName
        if let override = names.typeNames[schema] {
            if !NameCheck.isTypeIdentifier(override.value) {
                errors.append(names.error(at: override, "type name \"\(override.value)\" for \(schema) must be an UpperCamelCase Swift identifier"))
            }
            return override.value
        }
        // A type made for an operation's inline schema is always named by its rule.
        guard type.origin == nil else { return nil }
        let usable = NameCheck.isTypeIdentifier(schema) && !shadowedNames.contains(schema) && !takenTypeNames.contains(schema)
        return usable ? schema : nil
    }

    /// The name the rule makes for a schema Swift cannot take as it is, not among `taken`, with
    /// a warning saying why; an error when none is usable.
    private func madeName(_ type: TypeModel<Built>, taken: Set<String>, _ errors: inout [NamesError]) -> String {
        if let origin = type.origin { return operationTypeName(type, origin, taken: taken, &errors) }
        let schema = type.schemaName
        var name = NameRules.pascalCase(schema)
        if name.first?.isNumber == true { name = "Schema" + name }
        var clash: String?
        if shadowedNames.contains(name) {
            clash = "would shadow Swift's \(name) for every file that imports the SDK"
        } else if takenTypeNames.contains(name) {
            clash = "collides with the runtime's own type \(name)"
        } else if NameRules.isKeyword(name) {
            clash = "is a Swift keyword"
        }
        if clash != nil { name += "Model" }
        let why = clash ?? "is not an UpperCamelCase Swift name"
        name = NameRules.numbered(name) { taken.contains($0) }
        guard NameCheck.isTypeIdentifier(name) else {
            errors.append(NamesError(location: specFile + type.pointer, message: "schema \(schema) cannot be a Swift type name; rename it in [type_names]"))
            return name
        }
        warnings.warn(type.pointer, "schema \(schema) \(why): its type is \(name) (set another in [type_names])")
        return name
    }

    /// The name of the type made for an operation's inline schema (``OperationTypeNames``); a
    /// number added, with a warning, when it is taken, shadows a Swift type or is a keyword.
    private func operationTypeName(_ type: TypeModel<Built>, _ origin: OperationTypeOrigin, taken: Set<String>,
                                   _ errors: inout [NamesError]) -> String {
        let base = OperationTypeNames.ruleName(origin)
        guard NameCheck.isTypeIdentifier(base) else {
            errors.append(NamesError(location: specFile + type.pointer,
                                     message: "the type of \(OperationTypeNames.purpose(origin)) would be \"\(base)\", which Swift cannot declare; set one in [type_names] as \"\(origin.key)\""))
            return base
        }
        let isTaken = { (name: String) in taken.contains(name) || NameRules.isKeyword(name) }
        guard isTaken(base) else { return base }
        let why = shadowedNames.contains(base) ? "would shadow Swift's \(base)"
            : takenTypeNames.contains(base) ? "collides with the runtime's own type \(base)" : "is another type's name"
        let name = NameRules.numbered(base) { isTaken($0) }
        warnings.warn(type.pointer, "the type of \(OperationTypeNames.purpose(origin)) would be \(base), which \(why): it is \(name) "
                      + "(set another in [type_names] as \"\(origin.key)\")")
        return name
    }
}
