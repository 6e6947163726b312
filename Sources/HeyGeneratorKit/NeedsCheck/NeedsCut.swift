/// Cuts a spec down to exactly what one convenience declares it needs, so rendering and
/// compiling that cut proves the declaration complete: anything the convenience uses but did not
/// declare is missing from the cut and fails to compile.
///
/// The cut keeps the declared operations (whole: parameters, bodies, responses) and their
/// behaviour entries; of each schema, only the declared members (`members`, `builds`), so a
/// schema the code never declared keeps none; and whatever those reference, so the cut is a
/// valid spec. A service the needs name without any of its operations gets one operation made up
/// for the cut (`NeedsCheck<Service>`), tagged as the service's operations are.
public enum NeedsCut {
    /// A needed service the cut cannot make: it comes from names.toml moves, not from a tag.
    public struct UntaggedService: Error, CustomStringConvertible {
        public let service: String
        public var description: String {
            "service \(service) has no spec tag of its own; declare one of its operations instead of the service"
        }
    }

    /// The cut `openapi.json` and `behavior-model.json`; `serviceTags` maps service keys to the tag
    /// their operations carry.
    public static func cut(openAPI: JSONNode, behavior: JSONNode?, to needs: ConvenienceNeeds,
                           serviceTags: [String: String]) throws -> (openAPI: JSONNode, behavior: JSONNode?) {
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
        for service in needs.services {
            guard let tag = serviceTags[service] else { throw UntaggedService(service: service) }
            let keptTags = paths.members.flatMap { $0.value.objectValue?.members.compactMap { $0.value["tags"]?.arrayValue?.first?.stringValue } ?? [] }
            if keptTags.contains(tag) { continue }
            let id = "NeedsCheck" + NameRules.pascalCase(service) + "Service"
            madeUp.append(id)
            paths["/needs-check/" + service] = .object(JSONObject([("get", .object(JSONObject([
                ("operationId", .string(id)), ("tags", .array([.string(tag)])),
                ("responses", .object(JSONObject([("204", .object(JSONObject([("description", .string("Nothing."))])))]))),
            ])))]))
        }
        document["paths"] = .object(paths)

        var membersBySchema: [String: Set<String>] = [:]
        for member in needs.members { membersBySchema[member.schema, default: []].insert(member.name) }
        for build in needs.builds { membersBySchema[build.schema, default: []].formUnion(build.members) }

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
