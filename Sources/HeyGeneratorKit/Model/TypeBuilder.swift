/// Turns schemas into model types and member types. Problems (shapes the generator cannot
/// express) are reported with the schema's JSON pointer.
struct TypeBuilder {
    let document: SpecDocument
    let problems: DiagnosticCollector

    func buildTypes() -> [TypeModel] {
        var types = document.schemas.map(buildType)
        BoxingPass.markRecursiveMembers(in: &types)
        return types.sorted { $0.schemaName < $1.schemaName }
    }

    private func buildType(_ named: SpecNamedSchema) -> TypeModel {
        let schema = named.schema
        var model = TypeModel(schemaName: named.name, pointer: schema.pointer, description: schema.description, kind: .alias(.json))
        switch schema.kind {
        case .object(let properties, let required, let additional) where !properties.isEmpty || additional == nil:
            if additional != nil {
                problems.report(schema.pointer + "/additionalProperties", "an object cannot have both properties and additionalProperties")
            }
            model.kind = buildStructure(named.name, schema, properties, required)
        case .primitive(type: "string") where schema.enumValues != nil:
            model.kind = .enumeration(buildEnum(name: named.name, schema))
        default:
            model.kind = .alias(memberType(schema, owner: named.name, member: nil))
        }
        return model
    }

    private func buildStructure(_ owner: String, _ schema: SpecSchema, _ properties: [SpecProperty], _ required: [String]) -> TypeModel.Kind {
        let names = Set(properties.map(\.name))
        for (position, name) in required.enumerated() where !names.contains(name) {
            problems.report("\(schema.pointer)/required/\(position)", "required member \"\(name)\" is not among the properties")
        }
        var enums: [EnumModel] = []
        var variantsOfMember: [String: [String]] = [:]
        var polymorphism: PolymorphismModel?
        if let spec = schema.polymorphism {
            if !names.contains(spec.discriminator) {
                problems.report(schema.pointer + "/x-hey-polymorphic/discriminator", "discriminator \"\(spec.discriminator)\" is not a member")
            }
            for variant in spec.variants {
                for member in variant.members {
                    if !names.contains(member) {
                        problems.report(JSONPointer.appending(schema.pointer + "/x-hey-polymorphic/variants", variant.value), "variant member \"\(member)\" is not a member")
                    }
                    variantsOfMember[member, default: []].append(variant.value)
                }
            }
            // The variant's own name is the value it encodes as; its alternates decode to it too.
            let cases = spec.variants.map { variant in
                EnumCaseModel(wireValues: [variant.value] + spec.wireValues(of: variant.value).filter { $0 != variant.value })
            }
            let description = "The variants of \(owner), by the value of its `\(spec.discriminator)` member; one this SDK does not know decodes as `unknown`."
            polymorphism = PolymorphismModel(discriminator: spec.discriminator, variants: EnumModel(name: "Variant", description: description, cases: cases))
        }
        let members: [MemberModel] = properties.map { property in
            var type = memberType(property.schema, owner: owner, member: property.name)
            if case .primitive(type: "string") = property.schema.kind, property.schema.enumValues != nil {
                let enumModel = buildEnum(name: NameRules.pascalCase(property.name), property.schema)
                enums.append(enumModel)
                type = .nestedEnum(owner: owner, name: enumModel.name)
            }
            return MemberModel(
                wireName: property.name,
                type: type,
                required: required.contains(property.name),
                description: property.schema.description,
                variants: variantsOfMember[property.name] ?? [],
                nullable: property.schema.nullable
            )
        }
        return .structure(members: members, enums: enums, polymorphism: polymorphism)
    }

    private func buildEnum(name: String, _ schema: SpecSchema) -> EnumModel {
        var seen = Set<String>()
        let values = (schema.enumValues ?? []).filter { seen.insert($0).inserted }
        return EnumModel(name: name, description: schema.description, cases: values.map { EnumCaseModel(wireValues: [$0]) })
    }

    /// The Swift type for a schema used as a member, item, parameter, body or result.
    func memberType(_ schema: SpecSchema, owner: String?, member: String?) -> SwiftType {
        switch schema.kind {
        case .reference(let name):
            if document.schema(named: name) == nil {
                problems.report(schema.pointer, "unresolved reference to schema \"\(name)\"")
            }
            return .model(name)
        case .array(let items):
            return .array(memberType(items, owner: owner, member: member))
        case .object(let properties, _, let additional):
            if let additional, properties.isEmpty {
                return .dictionary(memberType(additional, owner: owner, member: member))
            }
            if !properties.isEmpty {
                problems.report(schema.pointer, "an inline object schema cannot be generated; move it to #/components/schemas and refer to it")
            }
            return .json
        case .primitive(let type):
            switch type {
            case "string":
                if schema.sensitive { return .sensitiveString }
                return schema.format == "date-time" ? .date : .string
            case "integer": return .int
            case "number": return .double
            case "boolean": return .bool
            default: return .json
            }
        case .any:
            return .json
        }
    }
}
