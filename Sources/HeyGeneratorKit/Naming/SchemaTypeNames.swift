/// The Swift name of each schema's type: names.toml's `[type_names]`, else the schema name when
/// Swift can use it as it is, else a name this rule makes, with a warning:
/// - a name that is not an UpperCamelCase identifier is written in UpperCamelCase
///   (`api.v2010.account` → `ApiV2010Account`, `Error-2` → `Error2`; `Schema` before one that
///   would start with a digit);
/// - a name that would shadow a Swift or Foundation type (`Error`, `Date`, `Notification`, …),
///   collide with a type the runtime declares, or is a keyword (`Type`) gets `Model` after it
///   (`ErrorModel`);
/// - a made name another type has gets a number (`ErrorModel2`).
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
        let usable = NameCheck.isTypeIdentifier(schema) && !shadowedNames.contains(schema) && !takenTypeNames.contains(schema)
        return usable ? schema : nil
    }

    /// The name the rule makes for a schema Swift cannot take as it is, not among `taken`, with
    /// a warning saying why; an error when none is usable.
    private func madeName(_ type: TypeModel<Built>, taken: Set<String>, _ errors: inout [NamesError]) -> String {
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
}
