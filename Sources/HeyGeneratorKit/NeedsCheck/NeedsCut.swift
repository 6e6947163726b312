/// Cuts a spec down to exactly what one convenience declares it needs, so rendering and
/// compiling that cut proves the declaration complete: anything the convenience uses but did not
/// declare is missing from the cut and fails to compile.
///
/// The cut keeps the declared operations (whole: parameters, bodies, responses) and their
/// behaviour entries; of each schema, only the declared members (`members`, `builds`), so a
/// schema the code never declared keeps none; and whatever those reference, so the cut is a
/// valid spec. A service the needs name without any of its operations gets one operation made up
/// for the cut (`NeedsCheck<Service>Service`), tagged so that it lands in that service: with the
/// service's own tag, or, for a service names.toml makes only from operations moved into it, with
/// a tag named after its key (`clearances` → `Clearances`).
public enum NeedsCut {
    /// A service as the full model has it.
    public struct Service: Sendable {
        /// The spec tag it is named after; nil when names.toml makes it from moved operations.
        public let tag: String?
        /// The operationIds it holds.
        public let operations: Set<String>

        public init(tag: String?, operations: Set<String>) {
            self.tag = tag
            self.operations = operations
        }
    }

    /// A needed service the full model does not have.
    public struct UnknownService: Error, CustomStringConvertible {
        public let service: String
        public var description: String { "the needs name service \(service), which the model does not have" }
    }

    /// The cut `openapi.json` and `behavior-model.json`; `services` are the full model's, by key.
    public static func cut(openAPI: JSONNode, behavior: JSONNode?, to needs: ConvenienceNeeds,
                           services: [String: Service]) throws -> (openAPI: JSONNode, behavior: JSONNode?) {
        guard case .object(var document) = openAPI else { return (openAPI, behavior) }
        let wanted = Set(needs.operations)
        var paths = JSONObject()
        for (path, item) in document["paths"]?.objectValue?.members ?? [] {
            guard case .object(var pathItem) = item else { continue }
            for (key, value) in pathItem.members where value["operationId"]?.stringValue.map({ !wanted.contains($0) }) == true {
                pathItem[key] = nil
            }
            if pathItem.members.contains(where: { $0.value["operationId"] != nil }) { paths[path] = .object(pathItem) }
        }
        var madeUp: [String] = []
        for key in needs.services {
            guard let service = services[key] else { throw UnknownService(service: key) }
            if !service.operations.isDisjoint(with: wanted) { continue }
            let tag = service.tag ?? NameRules.words(key).map(NameRules.capitalizeFirst).joined(separator: " ")
            let id = "NeedsCheck" + NameRules.pascalCase(key) + "Service"
            madeUp.append(id)
            paths["/needs-check/" + key] = .object(JSONObject([("get", .object(JSONObject([
                ("operationId", .string(id)), ("tags", .array([.string(tag)])),
                ("responses", .object(JSONObject([("204", .object(JSONObject([("description", .string("Nothing."))])))]))),
            ])))]))
        }
        document["paths"] = .object(paths)

        var membersBySchema: [String: Set<String>] = [:]
        for member in needs.members { membersBySchema[member.schema, default: []].insert(member.name) }
        for build in needs.builds { membersBySchema[build.schema, default: []].formUnion(build.members) }
        for item in needs.cases { membersBySchema[item.schema, default: []].insert(item.member) }

        let allSchemas = document["components"]?["schemas"]?.objectValue ?? JSONObject()
        var kept: [String: JSONNode] = [:]
        var pending = needs.schemas + references(in: .object(paths))
        while let name = pending.popLast() {
            guard kept[name] == nil, let schema = allSchemas[name] else { continue }
            let trimmed = keepingMembers(membersBySchema[name] ?? [], of: schema)
            kept[name] = trimmed
            pending += references(in: trimmed)
        }
        var schemas = JSONObject()
        for (name, _) in allSchemas.members where kept[name] != nil { schemas[name] = kept[name] }
        if case .object(var components) = document["components"] ?? .object(JSONObject()) {
            components["schemas"] = .object(schemas)
            document["components"] = .object(components)
        }

        guard case .object(var model)? = behavior, case .object(let operations)? = model["operations"] else {
            return (.object(document), behavior)
        }
        var entries = JSONObject()
        for (id, entry) in operations.members where wanted.contains(id) { entries[id] = entry }
        for id in madeUp {
            entries[id] = .object(JSONObject([("readonly", .bool(true)), ("idempotent", .bool(false)), ("retry", .object(JSONObject([("max", .number("0"))])))]))
        }
        model["operations"] = .object(entries)
        return (.object(document), .object(model))
    }

    /// `schema` with only `members` among its properties (and its `required` list and
    /// polymorphic variants cut to match). A schema that is not an object is kept whole.
    static func keepingMembers(_ members: Set<String>, of schema: JSONNode) -> JSONNode {
        guard case .object(var object) = schema, case .object(let properties)? = object["properties"] else { return schema }
        var keptProperties = JSONObject()
        for (name, value) in properties.members where members.contains(name) { keptProperties[name] = value }
        object["properties"] = .object(keptProperties)
        if let required = object["required"]?.arrayValue {
            let names = required.filter { $0.stringValue.map(members.contains) == true }
            object["required"] = names.isEmpty ? nil : .array(names)
        }
        if case .object(var polymorphism)? = object["x-hey-polymorphic"] {
            if polymorphism["discriminator"]?.stringValue.map(members.contains) != true {
                object["x-hey-polymorphic"] = nil
            } else if case .object(let variants)? = polymorphism["variants"] {
                var keptVariants = JSONObject()
                for (value, list) in variants.members {
                    keptVariants[value] = .array((list.arrayValue ?? []).filter { $0.stringValue.map(members.contains) == true })
                }
                polymorphism["variants"] = .object(keptVariants)
                object["x-hey-polymorphic"] = .object(polymorphism)
            }
        }
        return .object(object)
    }

    /// The schema names `node` refers to (`#/components/schemas/<name>`), in document order.
    static func references(in node: JSONNode) -> [String] {
        let prefix = "#/components/schemas/"
        var names: [String] = []
        var stack = [node]
        while let next = stack.popLast() {
            switch next {
            case .object(let object):
                if let target = object["$ref"]?.stringValue, target.hasPrefix(prefix) {
                    names.append(JSONPointer.unescape(String(target.dropFirst(prefix.count))))
                }
                stack += object.members.map(\.value).reversed()
            case .array(let elements):
                stack += elements.reversed()
            default:
                break
            }
        }
        return names
    }
}
