/// Reads one JSON schema (as OpenAPI 3.0 and 3.1 use them) into a `SpecSchema`.
///
/// It reports what the document says, not what the generator makes of it: a shape the
/// generator renders in a simpler form is the model stage's warning. What it cannot read at all
/// (a keyword it does not know, a list of several types, `not`) it reads as permissively as it
/// can, with a warning, so a published spec always loads.
struct SchemaDecoder {
    let problems: DiagnosticCollector
    let reader: SpecDecoder
    /// The subtrees being read in place of a `$ref` (outermost first), so a cycle through them ends.
    var following: [String] = []
    private static let knownKeys: Set<String> = [
        "type", "format", "description", "title", "properties", "required", "items", "additionalProperties",
        "enum", "const", "$ref", "default", "example", "examples", "deprecated", "readOnly", "writeOnly", "nullable",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern",
        "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "propertyNames", "contentEncoding",
        "contentMediaType", "oneOf", "anyOf", "allOf", "not", "discriminator", "externalDocs", "xml", "$comment",
    ]

    func decode(_ node: JSONNode, _ pointer: String) -> SpecSchema {
        if let flag = node.boolValue {
            // `true` accepts anything; `false` nothing, which no answer can satisfy.
            if !flag { problems.warn(pointer, "the schema false accepts no value: read as any value") }
            return SpecSchema(kind: .any, pointer: pointer)
        }
        guard let object = node.objectValue else {
            problems.report(pointer, "expected a schema object, found \(node.kindName)")
            return SpecSchema(kind: .any, pointer: pointer)
        }
        var schema = SpecSchema(kind: .any, pointer: pointer)
        schema.description = reader.string(object["description"], pointer + "/description")
        schema.format = reader.string(object["format"], pointer + "/format")
        schema.sensitive = object["x-hey-sensitive"] != nil
        schema.nullable = object["x-hey-nullable"] != nil || reader.bool(object["nullable"], pointer + "/nullable") == true
        if let polymorphic = object["x-hey-polymorphic"] {
            schema.polymorphism = decodePolymorphism(polymorphic, pointer + "/x-hey-polymorphic")
        }
        for key in object.keys where !Self.knownKeys.contains(key) && !key.hasPrefix("x-") {
            problems.reportUnknown(JSONPointer.appending(pointer, key), "unknown schema keyword \"\(key)\" ignored")
        }
        if object["not"] != nil {
            problems.reportUnknown(pointer + "/not", "not is ignored: the generator does not check what a value must not be")
        }
        if let reference = object["$ref"] {
            if let target = reference.stringValue, let subtree = subtree(target, pointer + "/$ref") {
                return subtree
            }
            schema.kind = decodeReference(reference, pointer + "/$ref")
            return schema
        }
        if let values = object["enum"] {
            schema.enumValues = decodeEnum(values, pointer + "/enum")
        } else if let value = object["const"] {
            schema.enumValues = decodeEnum(.array([value]), pointer + "/const")
        }
        for key in ["oneOf", "anyOf"] {
            guard let node = object[key], let list = reader.array(node, pointer + "/" + key) else { continue }
            let variants = list.enumerated().map { decode($1, "\(pointer)/\(key)/\($0)") }
            schema.kind = .union(variants: variants, discriminator: object["discriminator"].flatMap { decodeDiscriminator($0, pointer + "/discriminator") })
            return schema
        }
        if let node = object["allOf"], let list = reader.array(node, pointer + "/allOf") {
            schema.kind = .allOf(list.enumerated().map { decode($1, "\(pointer)/allOf/\($0)") })
            return schema
        }
        var type = decodeType(object["type"], pointer + "/type", nullable: &schema.nullable)
        if type == nil, object["properties"] != nil || object["additionalProperties"] != nil { type = "object" }
        if type == nil, object["items"] != nil { type = "array" }
        // Values without a type say it: `enum: ["a", "b"]` or 3.1's `const: "a"` is a string.
        if type == nil, let values = (object["enum"]?.arrayValue ?? object["const"].map { [$0] })?.filter({ $0 != .null }), !values.isEmpty {
            if values.allSatisfy({ $0.stringValue != nil }) { type = "string" } else if values.allSatisfy({ $0.intValue != nil }) { type = "integer" }
        }
        switch type {
        case "object":
            schema.kind = decodeObject(object, pointer)
        case "array":
            guard let items = object["items"] else {
                // JSON Schema: an array without `items` holds anything.
                schema.kind = .array(items: SpecSchema(kind: .any, pointer: pointer + "/items"))
                break
            }
            schema.kind = .array(items: decode(items, pointer + "/items"))
        case "string", "integer", "number", "boolean":
            schema.kind = .primitive(type: type ?? "")
        case "null":
            schema.nullable = true
            schema.kind = .any
        case nil:
            schema.kind = .any
        case let other?:
            problems.warn(pointer + "/type", "unknown type \"\(other)\": read as any value (JSONValue)")
        }
        if let values = schema.enumValues, !Self.enumFits(values, type: type) {
            problems.warn(pointer + "/enum", "enum values that are not all \(type ?? "strings") are ignored: the value is read as its type")
            schema.enumValues = nil
        }
        return schema
    }

    /// Whether enum values (as text) suit a schema of `type`: strings for a string, integers
    /// for an integer.
    private static func enumFits(_ values: [String], type: String?) -> Bool {
        switch type {
        case "string": true
        case "integer": values.allSatisfy { Int($0) != nil }
        default: false
        }
    }

    private func decodeType(_ node: JSONNode?, _ pointer: String, nullable: inout Bool) -> String? {
        guard let node else { return nil }
        if let single = node.stringValue { return single }
        guard let list = node.arrayValue else {
            problems.report(pointer, "expected a type name or a list of them, found \(node.kindName)")
            return nil
        }
        let names = list.compactMap(\.stringValue)
        if names.contains("null") { nullable = true }
        let others = names.filter { $0 != "null" }
        if others.count > 1 {
            problems.warn(pointer, "a value of several types (\(others.joined(separator: ", "))) is read as any value (JSONValue)")
            return nil
        }
        return others.first
    }

    private func decodeDiscriminator(_ node: JSONNode, _ pointer: String) -> SpecDiscriminator? {
        guard let object = reader.object(node, pointer),
              let name = reader.string(object["propertyName"], pointer + "/propertyName", required: true) else { return nil }
        var mapping: [(value: String, schema: String)] = []
        if let node = object["mapping"], let entries = reader.object(node, pointer + "/mapping") {
            let prefix = "#/components/schemas/"
            for (value, target) in entries.members {
                let entryPointer = JSONPointer.appending(pointer + "/mapping", value)
                guard let text = reader.string(target, entryPointer) else { continue }
                // A mapping value is a reference or a bare schema name.
                let schema = text.hasPrefix(prefix) ? JSONPointer.unescape(String(text.dropFirst(prefix.count))) : text
                mapping.append((value, schema))
            }
        }
        return SpecDiscriminator(propertyName: name, mapping: mapping)
    }

    private func decodeObject(_ object: JSONObject, _ pointer: String) -> SpecSchema.Kind {
        var properties: [SpecProperty] = []
        if let node = object["properties"], let members = reader.object(node, pointer + "/properties") {
            properties = members.members.map { name, value in
                SpecProperty(name: name, schema: decode(value, JSONPointer.appending(pointer + "/properties", name)))
            }
        }
        var required: [String] = []
        if let node = object["required"], let list = reader.array(node, pointer + "/required") {
            required = list.enumerated().compactMap { reader.string($1, "\(pointer)/required/\($0)") }
        }
        var additional: SpecSchema?
        if let node = object["additionalProperties"], node.boolValue != false {
            // `true` (or `{}`) allows members of any value.
            additional = decode(node, pointer + "/additionalProperties")
        }
        return .object(properties: properties, required: required, additionalProperties: additional)
    }

    /// A `$ref` to a local value that is not a schema of `#/components/schemas` itself (a
    /// property of one, a schema under `paths`) is read in place, with a warning; nil for any
    /// other reference. A cycle through such references is read as any value, with a warning.
    private func subtree(_ target: String, _ pointer: String) -> SpecSchema? {
        let prefix = "#/components/schemas/"
        let isNamed = target.hasPrefix(prefix) && !target.dropFirst(prefix.count).contains("/")
        guard !isNamed, target.hasPrefix("#/"), let node = JSONPointer.resolve(target, in: reader.root) else { return nil }
        if following.contains(target) {
            problems.warn(pointer, "the reference to \(target) leads back to itself: read as any value (JSONValue)")
            return SpecSchema(kind: .any, pointer: target)
        }
        problems.warn(pointer, "a reference to \(target), which is no schema of #/components/schemas: read in place")
        var inner = self
        inner.following.append(target)
        return inner.decode(node, target)
    }

    private func decodeReference(_ node: JSONNode, _ pointer: String) -> SpecSchema.Kind {
        let prefix = "#/components/schemas/"
        guard let target = reader.string(node, pointer) else { return .any }
        guard target.hasPrefix(prefix) else {
            problems.report(pointer, "a schema reference must point into #/components/schemas, found \"\(target)\"")
            return .any
        }
        return .reference(JSONPointer.unescape(String(target.dropFirst(prefix.count))))
    }

    /// The values of an `enum`, as text (integers in decimal); `null` is left out (it makes the
    /// value nullable instead), and values of another kind make the whole list unusable.
    private func decodeEnum(_ node: JSONNode, _ pointer: String) -> [String]? {
        guard let list = reader.array(node, pointer) else { return nil }
        var values: [String] = []
        for (position, value) in list.enumerated() {
            switch value {
            case .null: continue
            case .string(let text): values.append(text)
            case .number(let text) where Int(text) != nil: values.append(text)
            default:
                problems.warn("\(pointer)/\(position)", "an enum value that is \(value.kindName) cannot be a case: the enum is ignored")
                return nil
            }
        }
        return values
    }

    private func decodePolymorphism(_ node: JSONNode, _ pointer: String) -> SpecPolymorphism? {
        guard let object = reader.object(node, pointer),
              let discriminator = reader.string(object["discriminator"], pointer + "/discriminator", required: true),
              let variants = reader.object(object["variants"], pointer + "/variants", required: true) else { return nil }
        let list: [(value: String, members: [String])] = variants.members.map { value, members in
            let memberPointer = JSONPointer.appending(pointer + "/variants", value)
            let names = reader.array(members, memberPointer)?.enumerated().compactMap { reader.string($1, "\(memberPointer)/\($0)") } ?? []
            return (value, names)
        }
        var alternates: [String: [String]] = [:]
        if let node = object["discriminatorValues"], let values = reader.object(node, pointer + "/discriminatorValues") {
            for (variant, names) in values.members {
                let valuesPointer = JSONPointer.appending(pointer + "/discriminatorValues", variant)
                if !list.contains(where: { $0.value == variant }) {
                    problems.report(valuesPointer, "discriminator values for an unknown variant \"\(variant)\"")
                }
                alternates[variant] = reader.array(names, valuesPointer)?.enumerated().compactMap { reader.string($1, "\(valuesPointer)/\($0)") } ?? []
            }
        }
        return SpecPolymorphism(discriminator: discriminator, variants: list, alternateValues: alternates)
    }
}
