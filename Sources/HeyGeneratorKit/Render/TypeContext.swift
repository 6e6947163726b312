import Mustache

/// Builds the template context of one model file: a struct, an enum or an alias.
struct TypeContext {
    let typeNames: [String: String]
    /// The name of each nested enum, by owner schema and member wire name.
    let nestedEnumNames: [String: [String: String]]
    /// The raw type of each top-level enum, by schema name.
    let enumRawTypes: [String: EnumModel.RawType]

    init(types: [TypeModel]) {
        typeNames = Dictionary(uniqueKeysWithValues: types.map { ($0.schemaName, $0.swiftName) })
        var raw: [String: EnumModel.RawType] = [:]
        var nested: [String: [String: String]] = [:]
        for type in types {
            switch type.kind {
            case .enumeration(let model): raw[type.schemaName] = model.rawType
            case .structure(_, let enums, _):
                for model in enums { if let member = model.memberWireName { nested[type.schemaName, default: [:]][member] = model.name } }
            default: break
            }
        }
        enumRawTypes = raw
        nestedEnumNames = nested
    }

    /// The raw type of `schema` when it is a top-level enum.
    func enumRawType(_ schema: String) -> EnumModel.RawType? { enumRawTypes[schema] }

    func spell(_ type: SwiftType) -> String {
        type.spelled({ typeNames[$0] ?? $0 }, nestedEnum: { owner, member in nestedEnumNames[owner]?[member] ?? member })
    }

    func context(_ type: TypeModel) -> MustacheValue {
        let doc = type.description ?? "\(type.schemaName), as HEY sends it."
        if case .alias(let target) = type.kind {
            return AliasFileContext(source: "openapi.json" + type.pointer, name: type.swiftName, doc: doc,
                                    target: spell(target), importsFoundation: Self.needsFoundation(target)).mustache
        }
        if case .union(let model) = type.kind {
            return UnionFileContext(source: "openapi.json" + type.pointer, name: type.swiftName, doc: doc,
                                    cases: model.cases.map(unionCase), isIndirect: model.isIndirect,
                                    discriminator: model.discriminator).mustache
        }
        if case .enumeration(let model) = type.kind {
            return EnumFileContext(source: "openapi.json" + type.pointer, enumeration: EnumContext(model)).mustache
        }
        var object: [String: MustacheValue] = [
            "name": .string(type.swiftName),
            "source": .string("openapi.json" + type.pointer),
            "doc": .docLines([doc]),
        ]
        switch type.kind {
        case .alias, .enumeration, .union:
            break
        case .structure(let members, let enums, let polymorphism):
            object["members"] = .list(members.map(memberContext))
            object["initParameters"] = .list(members.map(initParameter))
            object["initLines"] = .list(LineWrapping.commaSeparated(members.map(initDeclaration)).map(MustacheValue.string))
            object["hasMembers"] = .bool(!members.isEmpty)
            object["importsFoundation"] = .bool(members.contains { Self.needsFoundation($0.type) })
            object["enums"] = .list(enums.map { EnumContext($0).mustache })
            object["polymorphism"] = polymorphism.map { polymorphismContext($0, members: members) } ?? .null
        }
        return .object(object)
    }

    /// Whether a file holding `type` must import Foundation: of the member types, only `Date`
    /// and `Data` come from it.
    static func needsFoundation(_ type: SwiftType) -> Bool {
        switch type {
        case .date, .data: true
        case .array(let element), .dictionary(let element): needsFoundation(element)
        default: false
        }
    }

    private func memberContext(_ member: MemberModel) -> MustacheValue {
        let typeName = spell(member.type)
        let storageName = "_" + member.swiftName
        var doc: [String?] = [member.description ?? "HEY's `\(member.wireName)`."]
        if member.required, member.nullable { doc.append("Always sent, and may be `null`.") }
        if !member.variants.isEmpty {
            doc.append("Only on " + member.variants.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        return .object([
            "name": .string(member.swiftName.spelled(as: .declaration)),
            "wireName": .string(member.wireName.swiftLiteral),
            "codingTarget": .string(member.boxed ? storageName : member.swiftName.spelled(as: .reference)),
            "codingRule": .string(member.isOptional ? "optional" : "required"),
            "type": .string(member.isOptional ? typeName + "?" : typeName),
            "wrappedType": .string(typeName),
            "storageName": .string(storageName),
            "boxed": .bool(member.boxed),
            "optional": .bool(member.isOptional),
            "doc": .list(DocComment.lines(doc).map(MustacheValue.string)),
        ])
    }

    /// One parameter of the memberwise initializer, as declared (`id: Int`, `name: String? = nil`).
    private func initDeclaration(_ member: MemberModel) -> String {
        let typeName = spell(member.type)
        // A required member that may be null is optional in Swift but still has no default.
        let declaration = member.isOptional ? typeName + (member.required ? "?" : "? = nil") : typeName
        return "\(member.swiftName.spelled(as: .declaration)): \(declaration)"
    }

    /// How the memberwise initializer stores one member.
    private func initParameter(_ member: MemberModel) -> MustacheValue {
        let name = member.swiftName.spelled(as: .reference)
        let value = member.boxed ? (member.isOptional ? "\(name).map(Indirect.init)" : "Indirect(\(name))") : name
        return .object([
            "target": .string(member.boxed ? "_" + member.swiftName : member.swiftName.spelled(as: .member)),
            "value": .string(value),
        ])
    }

    private func unionCase(_ unionCase: UnionCaseModel) -> UnionFileContext.Case {
        let described: String
        if let key = unionCase.wrapperKey {
            described = "HEY's `\(key)` variant: an object whose one member `\(key)` holds the value."
        } else if !unionCase.discriminatorValues.isEmpty {
            described = "The variant whose discriminator is " + unionCase.discriminatorValues.map { "`\($0)`" }.joined(separator: " or ") + "."
        } else {
            described = "A value that reads as `\(spell(unionCase.payload))`."
        }
        return UnionFileContext.Case(
            name: unionCase.swiftName, payload: spell(unionCase.payload), wrapperKey: unionCase.wrapperKey,
            discriminatorValues: unionCase.discriminatorValues, addsDiscriminator: unionCase.addsDiscriminator, doc: described)
    }

    private func polymorphismContext(_ polymorphism: PolymorphismModel, members: [MemberModel]) -> MustacheValue {
        let discriminator = members.first { $0.wireName == polymorphism.discriminator }
        var name = discriminator?.swiftName.spelled(as: .reference) ?? "kind"
        // A discriminator that is itself an enum gives its wire value.
        if case .nestedEnum? = discriminator?.type { name += discriminator?.isOptional == true ? "?.rawValue" : ".rawValue" }
        let variant = polymorphism.variants.name
        let expression = discriminator?.isOptional == true ? "\(name).map(\(variant).init(rawValue:)) ?? .unknown(\"\")" : "\(variant)(rawValue: \(name))"
        return .object([
            "discriminator": .string(polymorphism.discriminator),
            "expression": .string(expression),
            "variants": EnumContext(polymorphism.variants).mustache,
        ])
    }
}
