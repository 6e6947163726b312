/// Names what a struct nests: the enum for a member's values after the member (`grant_type` →
/// `GrantType`, or names.toml's `[enum_names]`), `Variant`, the enum of a polymorphic struct's
/// variants, and the struct or union for a member's inline schema (``ruleName(_:)``, or
/// names.toml's `[nested_type_names]`).
///
/// A name a rule made that Swift cannot declare there — a keyword (`Type`), the struct's own
/// name, another nested name of the struct, or a type the struct's code (or the code of the
/// types it nests) spells, which it would hide inside the struct (`Error`, `Date`, a model a
/// member holds) — gets `Value` after it (`TypeValue`), and a number when that is taken too,
/// with a warning. A names.toml name Swift cannot use or that hides a type, and two nested enums
/// of one name, stay errors.
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

    /// The names a struct nests, each list in order: the enums for its members' values, and
    /// the types for its members' inline schemas. `qualifiedName` is the struct's own
    /// (`Order.BillingAddress`), for messages. Other kinds nest nothing named here (a top-level
    /// enum is named as its type, a polymorphism's variants `Variant`).
    func names(_ type: TypeModel<Built>, qualifiedName: String, _ errors: inout [NamesError]) -> (enums: [String], types: [String]) {
        guard case .structure(_, let enums, let polymorphism) = type.kind else { return ([], []) }
        // The names declared inside the struct, and what each is for.
        var nested: [String: String] = [:]
        if polymorphism != nil { nested[Self.variantsName] = "its variants" }
        let ownName = String(qualifiedName.split(separator: ".").last ?? "")
        let used = outerTypeNames.union(spelledHeads(type)).union([ownName])
        let location = specFile + type.pointer
        let enumNames = enums.map { model in
            let member = model.memberWireName ?? ""
            let purpose = "member \"\(member)\""
            var name = enumName(member, of: type, &errors)
            if names.enumNames["\(type.path).\(member)"] == nil, used.contains(name) || NameRules.isKeyword(name) {
                let made = NameRules.numbered(name + "Value") { used.contains($0) || nested[$0] != nil }
                let why = NameRules.isKeyword(name) ? "is a Swift keyword" : name == ownName ? "is the struct's own name" : "would hide the type \(name) inside \(qualifiedName)"
                warnings.warn(type.pointer, "the enum of \(purpose) of \(type.path) would be \(qualifiedName).\(name), which \(why): it is \(qualifiedName).\(made) (set another in [enum_names])")
                name = made
            }
            if let other = nested[name] {
                errors.append(NamesError(location: location, message: "the enums of \(other) and \(purpose) of \(type.path) are both \(qualifiedName).\(name); set one in [enum_names]"))
            } else if used.contains(name) {
                errors.append(NamesError(location: location, message: "the enum of \(purpose) of \(type.path) would be \(qualifiedName).\(name), which hides the type \(name) inside \(qualifiedName); set another in [enum_names]"))
            }
            nested[name] = purpose
            return name
        }
        let typeNames = type.nestedTypes.map { nestedType in
            let name = nestedTypeName(nestedType, in: qualifiedName, nested: nested, used: used, &errors)
            nested[name] = "the type nested for member \"\(nestedType.nesting?.member ?? "")\""
            return name
        }
        return (enumNames, typeNames)
    }

    /// The rule's name for a nested type, after its member: UpperCamelCase for the member's value
    /// (`billing_address` → `BillingAddress`), the last word made singular for a list's items
    /// (`line_items` → `LineItem`; `Item` added when the word has no other singular: `data` →
    /// `DataItem`), `Value` added for a map's values (`metadata` → `MetadataValue`).
    static func ruleName(_ nesting: TypeNesting) -> String {
        switch nesting.holding {
        case .value:
            return NameRules.pascalCase(nesting.member)
        case .mapValue:
            return NameRules.pascalCase(nesting.member) + "Value"
        case .arrayItem:
            var words = NameRules.words(nesting.member)
            guard let last = words.popLast() else { return "" }
            let singular = NameRules.singular(last)
            return NameRules.pascalCase((words + [singular]).joined(separator: "_")) + (singular.lowercased() == last.lowercased() ? "Item" : "")
        }
    }

    /// names.toml's name for a nested type, else the rule's, made free (`Value`, then a number,
    /// added, with a warning) when another nested name, a keyword or a used type has it.
    private func nestedTypeName(_ type: TypeModel<Built>, in owner: String, nested: [String: String], used: Set<String>,
                                _ errors: inout [NamesError]) -> String {
        let path = type.path
        let kind = if case .union = type.kind { "union" } else { "struct" }
        func conflict(_ name: String) -> String? {
            if let other = nested[name] { return "\(other.hasPrefix("the ") ? other : "the enum of " + other) has that name" }
            if used.contains(name) { return "it would hide the type \(name) inside \(owner)" }
            return nil
        }
        if let override = names.nestedTypeNames[path] {
            if !NameCheck.isTypeIdentifier(override.value) {
                errors.append(names.error(at: override, "nested type name \"\(override.value)\" for \(path) must be an UpperCamelCase Swift identifier and not a keyword"))
            } else if let reason = conflict(override.value) {
                errors.append(names.error(at: override, "the \(kind) nested for \(path) cannot be \(owner).\(override.value): \(reason); set another in [nested_type_names]"))
            }
            return override.value
        }
        let base = type.nesting.map(Self.ruleName) ?? ""
        guard NameRules.isIdentifier(base), base.first?.isUppercase == true else {
            errors.append(NamesError(location: specFile + type.pointer,
                                     message: "\(path) would nest the \(kind) \"\(base)\", which Swift cannot declare; set one in [nested_type_names]"))
            return base
        }
        let reason = NameRules.isKeyword(base) ? "it is a keyword" : conflict(base)
        guard let reason else { return base }
        var name = base + "Value"
        var suffix = 2
        while NameRules.isKeyword(name) || conflict(name) != nil {
            name = base + "Value\(suffix)"
            suffix += 1
        }
        warnings.warn(type.pointer, "the \(kind) nested for \(path) is \(owner).\(name), not \(owner).\(base): \(reason); set another in [nested_type_names]")
        return name
    }

    /// The first name of each type the code of `type` and of the types it nests spells (`Box`
    /// of `[Box]`, `Order` of `Order.BillingAddress`): inside `type`, a nested name equal to
    /// one would be found instead.
    private func spelledHeads(_ type: TypeModel<Built>) -> Set<String> {
        var heads: Set<String> = []
        for each in type.selfAndNested {
            let spelled: [SwiftType] = switch each.kind {
            case .structure(let members, _, _): members.map(\.type)
            case .union(let model): model.cases.map(\.payload)
            case .alias(let target): [target]
            case .enumeration: []
            }
            heads.formUnion(spelled.compactMap(head))
        }
        return heads
    }

    private func head(_ type: SwiftType) -> String? {
        switch type {
        case .model(let schema): typeNames[schema]
        case .nestedEnum(let owner, _), .nestedType(let owner, _): typeNames[String(owner.prefix { $0 != "/" })]
        case .array(let element), .dictionary(let element): head(element)
        default: nil
        }
    }

    /// names.toml's name for the enum of `member`, else the member's wire name in UpperCamelCase.
    private func enumName(_ member: String, of type: TypeModel<Built>, _ errors: inout [NamesError]) -> String {
        let key = "\(type.path).\(member)"
        if let override = names.enumNames[key] {
            if !NameCheck.isTypeIdentifier(override.value) {
                errors.append(names.error(at: override, "enum name \"\(override.value)\" for \(key) must be an UpperCamelCase Swift identifier and not a keyword"))
            }
            return override.value
        }
        let name = NameRules.pascalCase(member)
        // A keyword is renamed by the rule in `names(_:qualifiedName:_:)`.
        if !NameRules.isKeyword(name), !NameCheck.isTypeIdentifier(name) {
            errors.append(NamesError(location: specFile + type.pointer,
                                     message: "member \(key) would nest the enum \"\(name)\", which Swift cannot declare; set one in [enum_names]"))
        }
        return name
    }
}
