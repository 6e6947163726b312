import Mustache

/// Builds the template context of one model file: a struct, an enum or an alias.
struct TypeContext {
    let typeNames: [String: String]

    func spell(_ type: SwiftType) -> String {
        type.spelled { typeNames[$0] ?? $0 }
    }

    func context(_ type: TypeModel) -> MustacheValue {
        var object: [String: MustacheValue] = [
            "name": .string(type.swiftName),
            "source": .string("openapi.json" + type.pointer),
            "doc": .list(DocComment.lines([type.description ?? "\(type.schemaName), as HEY sends it."]).map(MustacheValue.string)),
        ]
        switch type.kind {
        case .alias(let target):
            object["target"] = .string(spell(target))
            object["importsFoundation"] = .bool(Self.needsFoundation(target))
        case .enumeration(let model):
            object["enum"] = enumContext(model)
        case .structure(let members, let enums, let polymorphism):
            object["members"] = .list(members.map(memberContext))
            object["initParameters"] = .list(members.enumerated().map { index, member in
                initParameter(member, last: index == members.count - 1)
            })
            object["hasMembers"] = .bool(!members.isEmpty)
            object["importsFoundation"] = .bool(members.contains { Self.needsFoundation($0.type) })
            object["enums"] = .list(enums.map(enumContext))
            object["polymorphism"] = polymorphism.map { polymorphismContext($0, members: members) } ?? .null
        }
        return .object(object)
    }

    /// Whether a file holding `type` must import Foundation: of the member types, only `Date`
    /// comes from it.
    static func needsFoundation(_ type: SwiftType) -> Bool {
        switch type {
        case .date: true
        case .array(let element), .dictionary(let element): needsFoundation(element)
        default: false
        }
    }

    private func memberContext(_ member: MemberModel) -> MustacheValue {
        let typeName = spell(member.type)
        let storageName = "_" + member.swiftName.withoutBackticks
        var doc: [String?] = [member.description ?? "HEY's `\(member.wireName)`."]
        if !member.variants.isEmpty {
            doc.append("Only on " + member.variants.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        return .object([
            "name": .string(member.swiftName),
            "wireName": .string(member.wireName.swiftLiteral),
            "codingTarget": .string(member.boxed ? storageName : member.swiftName),
            "codingRule": .string(member.required ? "required" : "optional"),
            "type": .string(member.required ? typeName : typeName + "?"),
            "wrappedType": .string(typeName),
            "storageName": .string(storageName),
            "boxed": .bool(member.boxed),
            "required": .bool(member.required),
            "doc": .list(DocComment.lines(doc).map(MustacheValue.string)),
        ])
    }

    private func initParameter(_ member: MemberModel, last: Bool) -> MustacheValue {
        let typeName = spell(member.type)
        let bare = member.swiftName.withoutBackticks
        let name = member.swiftName
        let value = member.boxed ? (member.required ? "Indirect(\(name))" : "\(name).map(Indirect.init)") : name
        return .object([
            "label": .string(member.swiftName),
            "declaration": .string(member.required ? typeName : typeName + "? = nil"),
            "separator": .string(last ? "" : ","),
            "target": .string(member.boxed ? "_" + bare : bare),
            "value": .string(value),
        ])
    }

    func enumContext(_ model: EnumModel) -> MustacheValue {
        .object([
            "name": .string(model.name),
            "doc": .list(DocComment.lines([model.description ?? "The values HEY sends; any other decodes as `unknown`."]).map(MustacheValue.string)),
            "cases": .list(model.cases.map { enumCase in
                .object([
                    "name": .string(enumCase.swiftName),
                    "rawValue": .string(enumCase.wireValues.first?.swiftLiteral ?? ""),
                    "patterns": .string(enumCase.wireValues.map { "\"\($0.swiftLiteral)\"" }.joined(separator: ", ")),
                ])
            }),
        ])
    }

    private func polymorphismContext(_ polymorphism: PolymorphismModel, members: [MemberModel]) -> MustacheValue {
        let discriminator = members.first { $0.wireName == polymorphism.discriminator }
        let name = discriminator?.swiftName ?? "kind"
        let expression = discriminator?.required == false ? "\(name).map(Variant.init(rawValue:)) ?? .unknown(\"\")" : "Variant(rawValue: \(name))"
        return .object([
            "discriminator": .string(polymorphism.discriminator),
            "expression": .string(expression),
            "variants": enumContext(polymorphism.variants),
        ])
    }
}
