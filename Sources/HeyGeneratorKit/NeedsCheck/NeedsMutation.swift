/// One way a model version can break what a convenience declares it relies on: a declared
/// member retyped, or made optional where the convenience relies on it being there (or the other
/// way round), or a value it names gone from an enum. The needs check applies each to the case's
/// cut spec and proves the convenience is then left out, so declared types and cases are what
/// the gate checks, and a variant that renders builds.
public struct NeedsMutation: Sendable, CustomStringConvertible {
    /// What changed (`Identity.all_users: [User]? becomes an integer`).
    public let description: String
    /// Applies the change to `components/schemas` of a cut spec; false when the schema or member
    /// to change is not there (then the cut itself would be wrong).
    let change: @Sendable (inout JSONObject) -> Bool

    /// Every mutation of `needs`' declared types and cases, in the order declared.
    public static func all(_ needs: ConvenienceNeeds) -> [NeedsMutation] {
        var typed = needs.members.compactMap { member in member.type.map { (member.schema, member.name, $0) } }
        for build in needs.builds { typed += build.typedMembers.map { (build.schema, $0.name, $0.type) } }
        var seen = Set<String>()
        var mutations: [NeedsMutation] = []
        for (schema, member, type) in typed where seen.insert("\(schema).\(member): \(type)").inserted {
            let other = otherType(than: type)
            mutations.append(NeedsMutation(description: "\(schema).\(member): \(type) becomes \(other.summary)") { schemas in
                editProperty(member, of: schema, in: &schemas) { property, _ in property = other.node }
            })
            mutations.append(NeedsMutation(description: "\(schema).\(member): \(type) becomes \(type.optional ? "required" : "optional")") { schemas in
                editProperty(member, of: schema, in: &schemas) { property, required in
                    if type.optional {
                        required = true
                        property = nonNull(property)
                    } else {
                        required = false
                    }
                }
            })
        }
        for item in needs.cases {
            for value in item.values {
                mutations.append(NeedsMutation(description: "\(item.schema).\(item.member) loses the value \(value)") { schemas in
                    removeValue(value, of: item.member, in: item.schema, from: &schemas)
                })
            }
        }
        return mutations
    }

    /// A schema of another kind than `type`: a number for what was text, an object or a
    /// reference or a list; text for what was a number or a flag.
    private static func otherType(than type: NeedsType) -> (node: JSONNode, summary: String) {
        switch type.shape {
        case .integer, .int32, .number, .boolean:
            (.object(JSONObject([("type", .string("string"))])), "a string")
        default:
            (.object(JSONObject([("type", .string("integer"))])), "an integer")
        }
    }

    /// Edits the property `member` of `schema` and whether it is required.
    private static func editProperty(_ member: String, of schema: String, in schemas: inout JSONObject,
                                     _ edit: (inout JSONNode, inout Bool) -> Void) -> Bool {
        guard case .object(var object)? = schemas[schema], case .object(var properties)? = object["properties"],
              var property = properties[member] else { return false }
        var names = (object["required"]?.arrayValue ?? []).compactMap(\.stringValue)
        var required = names.contains(member)
        edit(&property, &required)
        properties[member] = property
        names.removeAll { $0 == member }
        if required { names.append(member) }
        object["properties"] = .object(properties)
        object["required"] = names.isEmpty ? nil : .array(names.map(JSONNode.string))
        schemas[schema] = .object(object)
        return true
    }

    /// `property` without what makes it nullable (`"null"` among its types, `nullable: true`, a
    /// `oneOf` with a null variant).
    private static func nonNull(_ property: JSONNode) -> JSONNode {
        guard case .object(var object) = property else { return property }
        if case .array(let types)? = object["type"] {
            let kept = types.filter { $0.stringValue != "null" }
            object["type"] = kept.count == 1 ? kept[0] : .array(kept)
        }
        object["nullable"] = nil
        if case .array(let variants)? = object["oneOf"] {
            let kept = variants.filter { $0["type"]?.stringValue != "null" }
            if kept.count == 1 { return kept[0] }
            object["oneOf"] = .array(kept)
        }
        return .object(object)
    }

    /// Removes `value` from the enum of `member` of `schema` (inline, or the schema it refers
    /// to), or from the variants of its polymorphism when `member` is the discriminator.
    private static func removeValue(_ value: String, of member: String, in schema: String, from schemas: inout JSONObject) -> Bool {
        guard case .object(var object)? = schemas[schema] else { return false }
        if case .object(var polymorphism)? = object["x-hey-polymorphic"], polymorphism["discriminator"]?.stringValue == member,
           case .object(var variants)? = polymorphism["variants"] {
            // The variant named by the value, or the one whose discriminator values list it.
            var readAs = polymorphism["discriminatorValues"]?.objectValue ?? JSONObject()
            let variant = variants[value] != nil ? value : readAs.members.first { entry in
                (entry.value.arrayValue ?? []).contains { $0.stringValue == value }
            }?.key
            guard let variant else { return false }
            variants[variant] = nil
            readAs[variant] = nil
            polymorphism["variants"] = .object(variants)
            if polymorphism["discriminatorValues"] != nil { polymorphism["discriminatorValues"] = .object(readAs) }
            object["x-hey-polymorphic"] = .object(polymorphism)
            schemas[schema] = .object(object)
            return true
        }
        guard case .object(var properties)? = object["properties"], case .object(var property)? = properties[member] else { return false }
        if let values = property["enum"]?.arrayValue {
            property["enum"] = .array(values.filter { $0.stringValue != value && $0.intValue.map(String.init) != value })
            properties[member] = .object(property)
            object["properties"] = .object(properties)
            schemas[schema] = .object(object)
            return true
        }
        let prefix = "#/components/schemas/"
        guard let target = property["$ref"]?.stringValue, target.hasPrefix(prefix) else { return false }
        let name = JSONPointer.unescape(String(target.dropFirst(prefix.count)))
        guard case .object(var referenced)? = schemas[name], let values = referenced["enum"]?.arrayValue else { return false }
        referenced["enum"] = .array(values.filter { $0.stringValue != value && $0.intValue.map(String.init) != value })
        schemas[name] = .object(referenced)
        return true
    }
}
