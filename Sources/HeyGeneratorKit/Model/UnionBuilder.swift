/// Builds the enum a named `oneOf` (or `anyOf`) becomes: one case per variant, plus `unknown`.
///
/// - With a `discriminator` whose variants are all `$ref`s, the discriminator's value picks the
///   case (`mapping` values, else the schema's name); any other value decodes as `unknown`.
/// - Without one, a value is the first variant that decodes. A variant that is an object with a
///   single member (`{"circle": {…}}`, how a Smithy union member reaches OpenAPI) becomes a case
///   holding that member's value, keyed by its name on the wire.
/// - A `null` variant makes the union nullable instead of adding a case; a union with a single
///   other variant is that variant's type.
/// - A variant Swift cannot name (an inline object with several members, a nested union) holds a
///   `JSONValue`, with a warning.
struct UnionBuilder {
    let types: TypeBuilder

    func build(_ name: String, _ schema: SpecSchema, _ variants: [SpecSchema], _ discriminator: SpecDiscriminator?) -> TypeModel<Built>.Kind {
        let values = variants.filter { !$0.isNull }
        if values.count == 1 { return .alias(types.memberType(values[0], owner: name, member: nil)) }
        if values.isEmpty {
            types.problems.warn(schema.pointer, "a oneOf without variants is read as JSONValue")
            return .alias(.json)
        }
        var discriminator = discriminator
        if let named = discriminator, let inline = values.first(where: { $0.referenceName == nil }) {
            types.problems.warn(inline.pointer, "a discriminated variant must be a $ref: \(name) is read as the first variant that decodes, ignoring \(named.propertyName)")
            discriminator = nil
        }
        let cases = values.map { variant in
            discriminator.map { discriminated(variant, by: $0) } ?? undiscriminated(variant, owner: name)
        }
        return .union(UnionModel(discriminator: discriminator?.propertyName, cases: cases))
    }

    private func discriminated(_ variant: SpecSchema, by discriminator: SpecDiscriminator) -> UnionCaseModel<Built> {
        let schemaName = variant.referenceName ?? ""
        var lacksMember = false
        if case .object(let properties, _, _)? = types.document.schema(named: schemaName)?.schema.kind {
            lacksMember = !properties.contains { $0.name == discriminator.propertyName }
        }
        return UnionCaseModel(nameSource: schemaName, swiftName: (), payload: .model(schemaName),
                              discriminatorValues: discriminator.values(for: schemaName), addsDiscriminator: lacksMember)
    }

    private func undiscriminated(_ variant: SpecSchema, owner: String) -> UnionCaseModel<Built> {
        switch variant.kind {
        case .reference(let schemaName):
            return UnionCaseModel(nameSource: schemaName, swiftName: (), payload: .model(schemaName))
        case .object(let properties, _, nil) where properties.count == 1:
            let member = properties[0]
            return UnionCaseModel(nameSource: member.name, swiftName: (), payload: types.memberType(member.schema, owner: owner, member: member.name),
                                  wrapperKey: member.name)
        case .primitive(let type):
            let payload = types.memberType(variant, owner: owner, member: nil)
            return UnionCaseModel(nameSource: payload == .string || payload == .sensitiveString ? "string" : type, swiftName: (), payload: payload)
        case .array(let items):
            return UnionCaseModel(nameSource: (items.referenceName ?? "values") + " list", swiftName: (), payload: types.memberType(variant, owner: owner, member: nil))
        default:
            types.problems.warn(variant.pointer, "this variant of \(owner) is read as JSONValue; name it in #/components/schemas to get a type")
            return UnionCaseModel(nameSource: "value", swiftName: (), payload: .json)
        }
    }
}
