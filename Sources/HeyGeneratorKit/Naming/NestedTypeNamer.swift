/// Names the enums a model type declares: a top-level enum after its type, the enum nested in a
/// struct for a member's values after the member (`grant_type` → `GrantType`, or names.toml's
/// `[enum_names]`), and `Variant`, the enum of a polymorphic struct's variants.
///
/// A name made from the member that Swift cannot declare there — a keyword (`Type`), the
/// struct's own name, or a type the struct's code spells, which it would hide inside the struct
/// (`Error`, `Date`, a model a member holds) — gets `Value` after it (`TypeValue`), and a number
/// when that is taken too, with a warning. A names.toml name Swift cannot use, two nested enums
/// of one name, and a names.toml name that hides a type stay errors.
struct NestedTypeNamer {
    /// The name of the enum that lists a polymorphic struct's variants.
    static let variantsName = "Variant"

    let names: NamesFile
    let specFile: String
    /// Where the warnings about names a rule made go.
    let warnings: DiagnosticCollector
    /// Names the generated code of every struct may spell: Swift's, Foundation's and the runtime's.
    let outerTypeNames: Set<String>
    /// Swift type name by schema name.
    let typeNames: [String: String]

    /// The names of the enums a struct nests for its members' values, in order (none for other
    /// kinds: a top-level enum is named as its type, a polymorphism's variants `Variant`).
    func enumNames(_ type: TypeModel<Built>, swiftName: String, _ errors: inout [NamesError]) -> [String] {
        guard case .structure(let members, let enums, let polymorphism) = type.kind else { return [] }
        // The names declared inside the struct, and what each is for.
        var nested: [String: String] = [:]
        if polymorphism != nil { nested[Self.variantsName] = "its variants" }
        let used = outerTypeNames.union(members.compactMap { $0.type.heldSchema.flatMap { typeNames[$0] } }).union([swiftName])
        return enums.map { model in
            let member = model.memberWireName ?? ""
            let purpose = "member \"\(member)\""
            let location = specFile + type.pointer
            var name = enumName(member, of: type, &errors)
            if names.enumNames["\(type.schemaName).\(member)"] == nil, used.contains(name) || NameRules.isKeyword(name) {
                let made = NameRules.numbered(name + "Value") { used.contains($0) || nested[$0] != nil }
                let why = NameRules.isKeyword(name) ? "is a Swift keyword" : name == swiftName ? "is the struct's own name" : "would hide the type \(name) inside \(swiftName)"
                warnings.warn(type.pointer, "the enum of \(purpose) of \(type.schemaName) would be \(swiftName).\(name), which \(why): it is \(swiftName).\(made) (set another in [enum_names])")
                name = made
            }
            if let other = nested[name] {
                errors.append(NamesError(location: location, message: "the enums of \(other) and \(purpose) of \(type.schemaName) are both \(swiftName).\(name); set one in [enum_names]"))
            } else if used.contains(name) {
                errors.append(NamesError(location: location, message: "the enum of \(purpose) of \(type.schemaName) would be \(swiftName).\(name), which hides the type \(name) inside \(swiftName); set another in [enum_names]"))
            }
            nested[name] = purpose
            return name
        }
    }

    /// names.toml's name for the enum of `member`, else the member's wire name in UpperCamelCase.
    private func enumName(_ member: String, of type: TypeModel<Built>, _ errors: inout [NamesError]) -> String {
        let key = "\(type.schemaName).\(member)"
        if let override = names.enumNames[key] {
            if !NameCheck.isTypeIdentifier(override.value) {
                errors.append(names.error(at: override, "enum name \"\(override.value)\" for \(key) must be an UpperCamelCase Swift identifier and not a keyword"))
            }
            return override.value
        }
        let name = NameRules.pascalCase(member)
        // A keyword is renamed by the rule in `enumNames`.
        if !NameRules.isKeyword(name), !NameCheck.isTypeIdentifier(name) {
            errors.append(NamesError(location: specFile + type.pointer,
                                     message: "member \(key) would nest the enum \"\(name)\", which Swift cannot declare; set one in [enum_names]"))
        }
        return name
    }
}
