/// Reads one JSON schema (as OpenAPI 3.1 uses them) into a `SpecSchema`.
struct SchemaDecoder {
    let problems: DiagnosticCollector
    let reader: SpecDecoder
    private static let knownKeys: Set<String> = [
        "type", "format", "description", "title", "properties", "required", "items", "additionalProperties",
        "enum", "$ref", "default", "example", "examples", "deprecated", "readOnly", "writeOnly", "nullable",
        "minimum", "maximum", "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems",
        "propertyNames", "contentEncoding", "contentMediaType",
    ]

    func decode(_ node: JSONNode, _ pointer: String) -> SpecSchema {
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
        for key in ["oneOf", "anyOf", "allOf", "not"] where object[key] != nil {
            // Strict reading (the generator) rejects composition; lenient reading (the diff tool on
            // any HEY-like document) reads such a schema as `any`.
            problems.reportUnknown(pointer + "/" + key, "\(key) is not supported by the generator; describe the shape with properties")
        }
        for key in object.keys where !Self.knownKeys.contains(key) && !key.hasPrefix("x-") && !["oneOf", "anyOf", "allOf", "not"].contains(key) {
            problems.reportUnknown(JSONPointer.appending(pointer, key), "unknown schema keyword \"\(key)\"")
        }
        if let reference = object["$ref"] {
            schema.kind = decodeReference(reference, pointer + "/$ref")
            return schema
        }
        if let values = object["enum"] {
            schema.enumValues = decodeEnum(values, pointer + "/enum")
        }
        var type = decodeType(object["type"], pointer + "/type", nullable: &schema.nullable)
        if type == nil, object["properties"] != nil || object["additionalProperties"] != nil { type = "object" }
        switch type {
        case "object":
            schema.kind = decodeObject(object, pointer)
        case "array":
            guard let items = object["items"] else {
                problems.report(pointer, "array schema has no items")
                schema.kind = .array(items: SpecSchema(kind: .any, pointer: pointer + "/items"))
                break
            }
            schema.kind = .array(items: decode(items, pointer + "/items"))
        case "string", "integer", "number", "boolean":
            schema.kind = .primitive(type: type ?? "")
        case nil:
            schema.kind = .any
        case let other?:
            problems.report(pointer + "/type", "unknown type \"\(other)\"")
        }
        return schema
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
        if others.count != 1 { problems.report(pointer, "a type list must name exactly one type besides null") }
        return others.first
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
        if let node = object["additionalProperties"] {
            if node.boolValue == nil { additional = decode(node, pointer + "/additionalProperties") }
        }
        return .object(properties: properties, required: required, additionalProperties: additional)
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

    private func decodeEnum(_ node: JSONNode, _ pointer: String) -> [String]? {
        guard let list = reader.array(node, pointer) else { return nil }
        return list.enumerated().compactMap { position, value in
            if case .null = value { return nil }
            guard let text = value.stringValue else {
                problems.report("\(pointer)/\(position)", "enum values must be strings, found \(value.kindName)")
                return nil
            }
            return text
        }
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
