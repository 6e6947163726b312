/// Checks on schemas: every `$ref` resolves, enum values are unique, `required` lists (a warning)
/// and `x-hey-polymorphic` variants name members the schema has.
struct SchemaChecks {
    let document: SpecDocument
    let file: String

    /// Every problem found on references and schemas (unsorted).
    func problems() -> [Diagnostic] {
        var found = referenceProblems(document.root, "#")
        for schema in Self.allSchemas(of: document) {
            found += enumProblems(schema)
            found += requiredProblems(schema)
            found += polymorphismProblems(schema)
        }
        return found
    }

    /// Every `"$ref": "<pointer>"` anywhere in the document must name a value of the document.
    private func referenceProblems(_ node: JSONNode, _ pointer: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var resolved = Set<String>()
        var stack: [(node: JSONNode, pointer: String)] = [(node, pointer)]
        while let (node, pointer) = stack.popLast() {
            switch node {
            case .object(let object):
                for (key, value) in object.members.reversed() {
                    if key == "$ref", let target = value.stringValue {
                        if resolved.contains(target) { continue }
                        if target.hasPrefix("#"), JSONPointer.resolve(target, in: document.root) != nil {
                            resolved.insert(target)
                        } else {
                            found.append(problem(JSONPointer.appending(pointer, key), "unresolved reference \"\(target)\""))
                        }
                    } else if value.isContainer {
                        stack.append((value, JSONPointer.appending(pointer, key)))
                    }
                }
            case .array(let elements):
                for (position, element) in elements.enumerated().reversed() where element.isContainer {
                    stack.append((element, "\(pointer)/\(position)"))
                }
            default:
                break
            }
        }
        return found
    }

    /// A value listed twice in one `enum` (checked on the JSON as written, so indexes are exact).
    private func enumProblems(_ schema: SpecSchema) -> [Diagnostic] {
        let enumPointer = schema.pointer + "/enum"
        guard schema.enumValues != nil, let values = JSONPointer.resolve(enumPointer, in: document.root)?.arrayValue else { return [] }
        var found: [Diagnostic] = []
        for (position, value) in values.enumerated() {
            if let first = values.firstIndex(of: value), first < position {
                let shown = value.stringValue.map { "\"\($0)\"" } ?? value.kindName
                found.append(problem("\(enumPointer)/\(position)", "enum value \(shown) repeats \(enumPointer)/\(first)"))
            }
        }
        return found
    }

    /// Each name of `required` is a property of the object; one that is not is a warning, and
    /// ignored (the model requires only the members it has).
    private func requiredProblems(_ schema: SpecSchema) -> [Diagnostic] {
        guard case .object(let properties, let required, _) = schema.kind else { return [] }
        let names = Set(properties.map(\.name))
        return required.enumerated().compactMap { position, name in
            names.contains(name) ? nil
                : Diagnostic(.warning, file: file, location: "\(schema.pointer)/required/\(position)",
                             message: "required member \"\(name)\" is not among the schema's properties: ignored")
        }
    }

    /// The discriminator and every member a variant lists are properties of the object.
    private func polymorphismProblems(_ schema: SpecSchema) -> [Diagnostic] {
        guard let polymorphism = schema.polymorphism else { return [] }
        let base = schema.pointer + "/x-hey-polymorphic"
        var names = Set<String>()
        if case .object(let properties, _, _) = schema.kind { names = Set(properties.map(\.name)) }
        var found: [Diagnostic] = []
        if !names.contains(polymorphism.discriminator) {
            found.append(problem(base + "/discriminator", "discriminator \"\(polymorphism.discriminator)\" is not among the schema's properties"))
        }
        for variant in polymorphism.variants {
            let variantPointer = JSONPointer.appending(base + "/variants", variant.value)
            for (position, member) in variant.members.enumerated() where !names.contains(member) {
                found.append(problem("\(variantPointer)/\(position)", "variant \"\(variant.value)\" names \"\(member)\", which is not among the schema's properties"))
            }
        }
        return found
    }

    /// Every schema of the document, nested ones included: named schemas, then the schemas of
    /// parameters, request bodies and responses.
    static func allSchemas(of document: SpecDocument) -> [SpecSchema] {
        var roots = document.schemas.map(\.schema)
        for operation in document.operations {
            roots += operation.parameters.map(\.schema)
            if let body = operation.requestBody { roots.append(body.schema) }
            roots += operation.responses.compactMap(\.schema)
        }
        var result: [SpecSchema] = []
        var pending = Array(roots.reversed())
        while let schema = pending.popLast() {
            result.append(schema)
            switch schema.kind {
            case .object(let properties, _, let additional):
                if let additional { pending.append(additional) }
                pending += properties.map(\.schema).reversed()
            case .array(let items):
                pending.append(items)
            case .union(let variants, _):
                pending += variants.reversed()
            case .allOf(let parts):
                pending += parts.reversed()
            case .reference, .primitive, .any:
                break
            }
        }
        return result
    }

    private func problem(_ pointer: String, _ message: String) -> Diagnostic {
        Diagnostic(file: file, location: pointer, message: message)
    }
}
