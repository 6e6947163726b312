import Mustache

/// Builds the template context of one model file: a struct, an enum or an alias.
struct TypeContext {
    /// How the model's types are spelled, as the namer settled it.
    let spelling: TypeSpelling
    /// How doc comments name the service (`HEY`).
    let serviceName: String

    /// The raw type of `schema` when it is a top-level enum.
    func enumRawType(_ schema: String) -> EnumRawType? { spelling.enumRawType(schema) }

    func spell(_ type: SwiftType) -> String { spelling.swift(type) }

    /// The context of a model file: a struct, an alias, an enum or a union.
    func context(_ type: TypeModel<Named>) -> any RenderContext {
        let source = "openapi.json" + type.pointer
        let comment = doc(type)
        switch type.kind {
        case .alias(let target):
            return AliasFileContext(source: source, name: type.swiftName, doc: comment, target: spell(target), importsFoundation: Self.needsFoundation(target))
        case .enumeration(let model):
            return EnumFileContext(source: source, enumeration: EnumContext(model, serviceName: serviceName))
        case .union(let model):
            return union(type, model)
        case .structure(let members, let enums, let polymorphism):
            var context = ModelFileContext(
                source: source, name: type.swiftName, doc: comment, members: members.map(member), enums: enums.map { EnumContext($0, serviceName: serviceName) },
                polymorphism: polymorphism.map { self.polymorphism($0, members: members) },
                importsFoundation: type.selfAndNested.contains(where: Self.needsFoundation))
            context.nestedTypes = type.nestedTypes.compactMap { nested in
                switch nested.kind {
                case .union(let model): .union(union(nested, model))
                case .structure: (self.context(nested) as? ModelFileContext).map(ModelFileContext.NestedType.structure)
                default: nil
                }
            }
            return context
        }
    }

    private func union(_ type: TypeModel<Named>, _ model: UnionModel<Named>) -> UnionFileContext {
        UnionFileContext(source: "openapi.json" + type.pointer, name: type.swiftName, doc: doc(type), cases: model.cases.map(unionCase),
                         isIndirect: model.isIndirect, discriminator: model.discriminator)
    }

    /// The spec's description of a type, else a sentence saying what it is.
    private func doc(_ type: TypeModel<Named>) -> String {
        if let description = type.description { return description }
        guard let nesting = type.nesting else { return "\(type.schemaName), as \(serviceName) sends it." }
        switch nesting.holding {
        case .value: return "\(serviceName)'s `\(nesting.member)`."
        case .arrayItem: return "One of \(serviceName)'s `\(nesting.member)`."
        case .mapValue: return "A value of \(serviceName)'s `\(nesting.member)`."
        }
    }

    /// Whether a file declaring `type` must import Foundation for it: a member or case of it
    /// is a `Date` or `Data`.
    private static func needsFoundation(_ type: TypeModel<Named>) -> Bool {
        switch type.kind {
        case .structure(let members, _, _): members.contains { needsFoundation($0.type) }
        case .union(let model): model.cases.contains { needsFoundation($0.payload) }
        case .alias(let target): needsFoundation(target)
        case .enumeration: false
        }
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

    private func member(_ member: MemberModel<Named>) -> ModelFileContext.Member {
        var doc: [String?] = [member.description ?? "\(serviceName)'s `\(member.wireName)`."]
        if member.required, member.nullable { doc.append("Always sent, and may be `null`.") }
        if !member.variants.isEmpty {
            doc.append("Only on " + member.variants.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        return ModelFileContext.Member(name: member.swiftName, wireName: member.wireName, type: spell(member.type), required: member.required,
                                       isOptional: member.isOptional, boxed: member.boxed, doc: doc)
    }

    private func unionCase(_ unionCase: UnionCaseModel<Named>) -> UnionFileContext.Case {
        let described: String
        if let key = unionCase.wrapperKey {
            described = "\(serviceName)'s `\(key)` variant: an object whose one member `\(key)` holds the value."
        } else if !unionCase.discriminatorValues.isEmpty {
            described = "The variant whose discriminator is " + unionCase.discriminatorValues.map { "`\($0)`" }.joined(separator: " or ") + "."
        } else {
            described = "A value that reads as `\(spell(unionCase.payload))`."
        }
        return UnionFileContext.Case(
            name: unionCase.swiftName, payload: spell(unionCase.payload), wrapperKey: unionCase.wrapperKey,
            discriminatorValues: unionCase.discriminatorValues, addsDiscriminator: unionCase.addsDiscriminator, doc: described)
    }

    private func polymorphism(_ polymorphism: PolymorphismModel<Named>, members: [MemberModel<Named>]) -> ModelFileContext.Polymorphism {
        let discriminator = members.first { $0.wireName == polymorphism.discriminator }
        let isEnum: Bool
        if case .nestedEnum? = discriminator?.type { isEnum = true } else { isEnum = false }
        return ModelFileContext.Polymorphism(
            discriminator: polymorphism.discriminator, member: discriminator?.swiftName ?? "kind", memberIsEnum: isEnum,
            memberIsOptional: discriminator?.isOptional == true, variants: EnumContext(polymorphism.variants, serviceName: serviceName),
            predicates: polymorphism.variants.cases.compactMap { variant in variant.predicateName.map { (name: $0, variant: variant.swiftName) } })
    }
}
