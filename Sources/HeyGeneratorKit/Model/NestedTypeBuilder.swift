/// Builds the types a struct nests for the inline schemas of its members, which would be types of
/// their own under #/components/schemas: an object with properties, or an `allOf` of objects,
/// becomes a nested struct; a `oneOf` or `anyOf` of several variants a nested union (read as a
/// named one, ``UnionBuilder``). A list or map of one nests the type of its items or values.
/// Nested types nest their own in turn; the namer names each after its member.
///
/// What is not inline (a `$ref`, a primitive, an enum) is ``TypeBuilder/memberType(_:owner:member:)``'s.
struct NestedTypeBuilder {
    let types: TypeBuilder
    /// The key of the struct the types nest in: a schema name, or a nested type's key.
    let owner: String
    /// The owner's path, for names.toml and messages (`Order`, `Order.billing_address`).
    let ownerPath: String

    /// The Swift type of the member `member` whose schema is `schema`; the types it nests are
    /// appended to `nested`.
    func memberType(_ schema: SpecSchema, member: String, holding: TypeNesting.Holding = .value, nested: inout [TypeModel<Built>]) -> SwiftType {
        switch schema.kind {
        case .array(let items):
            return .array(memberType(items, member: member, holding: holding == .value ? .arrayItem : holding, nested: &nested))
        case .object(let properties, _, let additional?) where properties.isEmpty:
            return .dictionary(memberType(additional, member: member, holding: holding == .value ? .mapValue : holding, nested: &nested))
        case .object(let properties, let required, let additional) where !properties.isEmpty:
            if additional != nil { types.warnAdditionalPropertiesIgnored(schema) }
            return nestStructure(schema, properties, required, member: member, holding: holding, nested: &nested)
        case .union(let variants, let discriminator):
            let values = variants.filter { !$0.isNull }
            // `oneOf: [X, {type: null}]` is how OpenAPI 3.1 writes a nullable X.
            if values.count == 1 { return memberType(values[0], member: member, holding: holding, nested: &nested) }
            guard values.count > 1 else { break }
            let nesting = self.nesting(member, holding)
            let kind = UnionBuilder(types: types).build(nesting.path, schema, variants, discriminator)
            nested.append(TypeModel(schemaName: nesting.key, swiftName: (), pointer: schema.pointer, description: schema.description,
                                    kind: kind, nesting: nesting))
            return .nestedType(owner: owner, member: member)
        case .allOf(let parts):
            if parts.count == 1 { return memberType(parts[0], member: member, holding: holding, nested: &nested) }
            // A part that is not an object is reported by the merger: the member is a JSONValue.
            guard let merged = AllOfMerger(document: types.document, problems: types.problems).merge(schema, parts) else { return .json }
            return nestStructure(schema, merged.properties, merged.required, member: member, holding: holding, nested: &nested)
        default:
            break
        }
        return types.memberType(schema, owner: owner, member: member)
    }

    /// The struct nested for `member`, with its own nested types.
    private func nestStructure(_ schema: SpecSchema, _ properties: [SpecProperty], _ required: [String], member: String,
                               holding: TypeNesting.Holding, nested: inout [TypeModel<Built>]) -> SwiftType {
        let nesting = self.nesting(member, holding)
        var own: [TypeModel<Built>] = []
        let kind = types.buildStructure(nesting.key, path: nesting.path, schema, properties, required, nested: &own)
        var model = TypeModel<Built>(schemaName: nesting.key, swiftName: (), pointer: schema.pointer, description: schema.description,
                                     kind: kind, nesting: nesting)
        model.nestedTypes = own
        nested.append(model)
        return .nestedType(owner: owner, member: member)
    }

    private func nesting(_ member: String, _ holding: TypeNesting.Holding) -> TypeNesting {
        TypeNesting(owner: owner, member: member, holding: holding, path: ownerPath + "." + member)
    }
}
