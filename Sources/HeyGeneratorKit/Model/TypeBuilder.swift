/// Turns schemas into model types and member types.
///
/// What Swift can express directly becomes a struct, an open enum, a union enum or an alias; a
/// struct member's inline object or union becomes a type nested in the struct
/// (``NestedTypeBuilder``). What Swift cannot (an inline object or union anywhere else, `allOf`
/// parts that are not objects, …) becomes `JSONValue` with a warning at the schema's pointer,
/// and everything that uses it still renders.
struct TypeBuilder {
    let document: SpecDocument
    let problems: DiagnosticCollector

    /// One type per schema, in spec order (the namer orders them).
    func buildTypes() -> [TypeModel<Built>] {
        var types = document.schemas.map(buildType)
        BoxingPass.markRecursiveMembers(in: &types)
        return types
    }

    /// The type of a schema of #/components/schemas, or of an inline schema given a key of its own
    /// (``OperationTypeBuilder``).
    func buildType(_ named: SpecNamedSchema) -> TypeModel<Built> {
        let schema = named.schema
        var model = TypeModel<Built>(schemaName: named.name, swiftName: (), pointer: schema.pointer, description: schema.description, kind: .alias(.json))
        switch schema.kind {
        case .object(let properties, let required, let additional) where !properties.isEmpty || additional == nil:
            if additional != nil { warnAdditionalPropertiesIgnored(schema) }
            model.kind = buildStructure(named.name, path: named.name, schema, properties, required, nested: &model.nestedTypes)
        case .primitive(let type) where schema.enumValues != nil && (type == "string" || type == "integer"):
            model.kind = .enumeration(buildEnum(schema))
        case .union(let variants, let discriminator):
            model.kind = UnionBuilder(types: self).build(named.name, schema, variants, discriminator)
        case .allOf(let parts):
            if let merged = AllOfMerger(document: document, problems: problems).merge(schema, parts) {
                model.kind = buildStructure(named.name, path: named.name, schema, merged.properties, merged.required, nested: &model.nestedTypes)
            } else {
                model.kind = .alias(memberType(schema, owner: named.name, member: nil))
            }
        default:
            model.kind = .alias(memberType(schema, owner: named.name, member: nil))
        }
        return model
    }

    func warnAdditionalPropertiesIgnored(_ schema: SpecSchema) {
        problems.warn(schema.pointer + "/additionalProperties",
                      "an object with both properties and additionalProperties keeps its properties; other members are not read")
    }

    /// The struct of `properties`, for the type whose key is `owner` (a schema name, or a nested
    /// type's key) and whose names.toml path is `path`; the types it nests are appended to `nested`.
    func buildStructure(_ owner: String, path: String, _ schema: SpecSchema, _ properties: [SpecProperty], _ required: [String],
                        nested: inout [TypeModel<Built>]) -> TypeModel<Built>.Kind {
        let names = Set(properties.map(\.name))
        var enums: [EnumModel<Built>] = []
        var variantsOfMember: [String: [String]] = [:]
        var polymorphism: PolymorphismModel<Built>?
        if let spec = schema.polymorphism, names.contains(spec.discriminator) {
            for variant in spec.variants {
                for member in variant.members { variantsOfMember[member, default: []].append(variant.value) }
            }
            // The variant's own name is the value it encodes as; its alternates decode to it too.
            let cases = spec.variants.map { variant in
                EnumCaseModel<Built>(swiftName: (), wireValues: [variant.value] + spec.wireValues(of: variant.value).filter { $0 != variant.value })
            }
            let description = "The variants of \(path), by the value of its `\(spec.discriminator)` member; one this SDK does not know decodes as `unknown`."
            polymorphism = PolymorphismModel(discriminator: spec.discriminator, variants: EnumModel(name: (), description: description, cases: cases))
        }
        let nesting = NestedTypeBuilder(types: self, owner: owner, ownerPath: path)
        let members: [MemberModel<Built>] = properties.map { property in
            var type = nesting.memberType(property.schema, member: property.name, nested: &nested)
            if case .primitive(let primitive) = property.schema.kind, property.schema.enumValues != nil,
               primitive == "string" || primitive == "integer" {
                enums.append(buildEnum(property.schema, member: property.name))
                type = .nestedEnum(owner: owner, member: property.name)
            }
            return MemberModel(
                wireName: property.name,
                swiftName: (),
                type: type,
                required: required.contains(property.name),
                description: property.schema.description,
                variants: variantsOfMember[property.name] ?? [],
                nullable: isNullable(property.schema)
            )
        }
        return .structure(members: members, enums: enums, polymorphism: polymorphism)
    }

    /// The enum of a schema's values; `member` is the wire name of the member it is nested for.
    private func buildEnum(_ schema: SpecSchema, member: String? = nil) -> EnumModel<Built> {
        var seen = Set<String>()
        let values = (schema.enumValues ?? []).filter { seen.insert($0).inserted }
        let rawType: EnumRawType = schema.kind.isPrimitive("integer") ? .integer : .string
        return EnumModel(name: (), memberWireName: member, description: schema.description,
                         cases: values.map { EnumCaseModel(swiftName: (), wireValues: [$0]) }, rawType: rawType)
    }

    /// Whether HEY may send `null` for a value of `schema`: it says so itself, it is a `oneOf`
    /// with a `null` variant, or it names a schema that is.
    func isNullable(_ schema: SpecSchema) -> Bool {
        if schema.nullable { return true }
        switch schema.kind {
        case .union(let variants, _): return variants.contains(where: \.isNull)
        case .reference(let name): return document.schema(named: name).map { $0.schema.nullable || isNullableUnion($0.schema) } ?? false
        case .allOf(let parts) where parts.count == 1: return isNullable(parts[0])
        default: return false
        }
    }

    private func isNullableUnion(_ schema: SpecSchema) -> Bool {
        if case .union(let variants, _) = schema.kind { return variants.contains(where: \.isNull) }
        return false
    }

    /// The Swift type for a schema used as a member, item, parameter, body or result.
    func memberType(_ schema: SpecSchema, owner: String?, member: String?) -> SwiftType {
        switch schema.kind {
        case .reference(let name):
            return .model(name)
        case .array(let items):
            return .array(memberType(items, owner: owner, member: member))
        case .object(let properties, _, let additional):
            if properties.isEmpty, let additional {
                return .dictionary(memberType(additional, owner: owner, member: member))
            }
            if !properties.isEmpty {
                problems.warn(schema.pointer, "an inline object schema is read as JSONValue; name it in #/components/schemas to get a struct")
            }
            return .json
        case .primitive(let type):
            switch type {
            case "string":
                if schema.sensitive { return .sensitiveString }
                switch schema.format {
                case "date-time": return .date
                case "binary": return .data
                default: return .string
                }
            case "integer": return schema.format == "int32" ? .int32 : .int
            case "number": return .double
            case "boolean": return .bool
            default: return .json
            }
        case .union(let variants, _):
            let values = variants.filter { !$0.isNull }
            // `oneOf: [X, {type: null}]` is how OpenAPI 3.1 writes a nullable X.
            if values.count == 1 { return memberType(values[0], owner: owner, member: member) }
            problems.warn(schema.pointer, "an inline oneOf is read as JSONValue; name it in #/components/schemas to get an enum")
            return .json
        case .allOf(let parts):
            if parts.count == 1 { return memberType(parts[0], owner: owner, member: member) }
            problems.warn(schema.pointer, "an inline allOf is read as JSONValue; name it in #/components/schemas to get a struct")
            return .json
        case .any:
            return .json
        }
    }
}

extension SpecSchema {
    /// A schema that only allows `null` (`{"type": "null"}`): a union variant that makes the
    /// union nullable rather than a case.
    var isNull: Bool {
        if case .any = kind { return nullable && enumValues == nil }
        return false
    }
}

extension SpecSchema.Kind {
    /// Whether this is the primitive `type`.
    func isPrimitive(_ type: String) -> Bool {
        if case .primitive(let name) = self { return name == type }
        return false
    }
}
