/// Puts the names ``TypeNamer`` made into a type's kind: the one place a built kind becomes a
/// named one, field by field.
extension TypeNamer {
    /// `kind` named: a struct's members by `memberNames` and its nested enums by `enumNames`
    /// (both in order), a top-level enum as its type `typeName`, and every case by the rules.
    static func named(_ kind: TypeModel<Built>.Kind, typeName: String, memberNames: [String], enumNames: [String]) -> TypeModel<Named>.Kind {
        switch kind {
        case .alias(let target):
            return .alias(target)
        case .enumeration(let model):
            return .enumeration(named(model, as: typeName))
        case .union(let model):
            let cases = zip(model.cases, caseNames(model)).map { unionCase, name in
                UnionCaseModel<Named>(nameSource: unionCase.nameSource, swiftName: name, payload: unionCase.payload, wrapperKey: unionCase.wrapperKey,
                                      discriminatorValues: unionCase.discriminatorValues, addsDiscriminator: unionCase.addsDiscriminator)
            }
            return .union(UnionModel(discriminator: model.discriminator, cases: cases, isIndirect: model.isIndirect))
        case .structure(let members, let enums, let polymorphism):
            let namedMembers = zip(members, memberNames).map { member, name in
                MemberModel<Named>(wireName: member.wireName, swiftName: name, type: member.type, required: member.required,
                                   description: member.description, boxed: member.boxed, variants: member.variants, nullable: member.nullable)
            }
            let namedPolymorphism = polymorphism.map { polymorphism in
                PolymorphismModel(discriminator: polymorphism.discriminator,
                                  variants: named(polymorphism.variants, as: NestedTypeNamer.variantsName, predicates: true))
            }
            return .structure(members: namedMembers, enums: zip(enums, enumNames).map { named($0, as: $1) }, polymorphism: namedPolymorphism)
        }
    }

    /// An enum named `name`, its cases by the rules; with `predicates`, each case also names the
    /// property that asks for it (a polymorphism's variants).
    private static func named(_ model: EnumModel<Built>, as name: String, predicates: Bool = false) -> EnumModel<Named> {
        let cases = zip(model.cases, caseNames(model)).map { enumCase, caseName in
            EnumCaseModel<Named>(swiftName: caseName, predicateName: predicates ? predicateName(caseName) : nil, wireValues: enumCase.wireValues)
        }
        return EnumModel(name: name, memberWireName: model.memberWireName, description: model.description, cases: cases, rawType: model.rawType)
    }
}
