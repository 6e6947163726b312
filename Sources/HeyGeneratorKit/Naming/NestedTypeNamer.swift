/// Names the enums a model type declares: a top-level enum after its type, the enum nested in a
/// struct for a member's values after the member (`grant_type` → `GrantType`, or names.toml's
/// `[enum_names]`), and `Variant`, the enum of a polymorphic struct's variants. Refuses a nested
/// name Swift cannot use, two nested enums of one name, and a nested enum that would hide, inside
/// its struct, a type the struct's code spells.
struct NestedTypeNamer {
    /// The name of the enum that lists a polymorphic struct's variants.
    static let variantsName = "Variant"

    let names: NamesFile
    let specFile: String
    /// Names the generated code of every struct may spell: Swift's, Foundation's and the runtime's.
    let outerTypeNames: Set<String>
    /// Swift type name by schema name.
    let typeNames: [String: String]

    func name(_ type: inout TypeModel, _ errors: inout [NamesError]) {
        switch type.kind {
        case .enumeration(var model):
            model.name = type.swiftName
            type.kind = .enumeration(model)
        case .structure(let members, var enums, var polymorphism):
            // The names declared inside the struct, and what each is for.
            var nested: [String: String] = [:]
            if polymorphism != nil {
                polymorphism?.variants.name = Self.variantsName
                nested[Self.variantsName] = "its variants"
            }
            let used = outerTypeNames.union(members.compactMap { $0.type.heldSchema.flatMap { typeNames[$0] } })
            for index in enums.indices {
                let name = enumName(enums[index].memberWireName ?? "", of: type, &errors)
                let purpose = "member \"\(enums[index].memberWireName ?? "")\""
                let location = specFile + type.pointer
                if let other = nested[name] {
                    errors.append(NamesError(location: location, message: "the enums of \(other) and \(purpose) of \(type.schemaName) are both \(type.swiftName).\(name); set one in [enum_names]"))
                } else if used.contains(name) {
                    errors.append(NamesError(location: location, message: "the enum of \(purpose) of \(type.schemaName) would be \(type.swiftName).\(name), which hides the type \(name) inside \(type.swiftName); set another in [enum_names]"))
                }
                nested[name] = purpose
                enums[index].name = name
            }
            type.kind = .structure(members: members, enums: enums, polymorphism: polymorphism)
        case .alias, .union:
            return
        }
    }

    /// names.toml's name for the enum of `member`, else the member's wire name in UpperCamelCase.
    private func enumName(_ member: String, of type: TypeModel, _ errors: inout [NamesError]) -> String {
        let key = "\(type.schemaName).\(member)"
        if let override = names.enumNames[key] {
            if !NameCheck.isTypeIdentifier(override.value) {
                errors.append(names.error(at: override, "enum name \"\(override.value)\" for \(key) must be an UpperCamelCase Swift identifier and not a keyword"))
            }
            return override.value
        }
        let name = NameRules.pascalCase(member)
        if !NameCheck.isTypeIdentifier(name) {
            errors.append(NamesError(location: specFile + type.pointer,
                                     message: "member \(key) would nest the enum \"\(name)\", which Swift cannot declare; set one in [enum_names]"))
        }
        return name
    }
}
