import Foundation

/// Builds a spec N times the HEY model from `spec/` and `names.toml`: copies 2…N of every
/// schema, operation, tag and behaviour entry under new names (suffix `X2`…`XN` for schemas
/// and operationIds, tag `<tag> X2`, path prefix `/x2`), with every `$ref` pointing at its own
/// copy's schemas, plus a names.toml whose tables hold the same entries for every copy.
struct SyntheticSpec {
    /// How many copies in total (the original counts as the first).
    let copies: Int

    /// What was written.
    struct Written {
        let spec: URL
        let names: URL
        let operations: Int
        let schemas: Int
    }

    /// Writes `openapi.json` and `behavior-model.json` into `folder/spec` and `folder/names.toml`.
    func write(from workspace: Workspace, into folder: URL) throws -> Written {
        let openAPI = try SpecJSON.read(workspace.file("spec/openapi.json"))
        let behavior = try SpecJSON.read(workspace.file("spec/behavior-model.json"))
        let operationIds = Set(openAPI["paths"]?.members.values.flatMap { item in
            item.members.values.compactMap { $0["operationId"]?.text }
        } ?? [])
        guard !operationIds.isEmpty, let schemas = openAPI["components"]?["schemas"]?.members, !schemas.isEmpty else {
            throw BenchError("spec/openapi.json has no operations or no components/schemas to clone")
        }
        let specFolder = folder.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: specFolder, withIntermediateDirectories: true)
        try multiply(openAPI).write(to: specFolder.appendingPathComponent("openapi.json"))
        try multiplyBehavior(behavior).write(to: specFolder.appendingPathComponent("behavior-model.json"))
        let namesText = try String(contentsOf: workspace.file("names.toml"), encoding: .utf8)
        let names = folder.appendingPathComponent("names.toml")
        try NamesCloner(copies: copies, operationIds: operationIds).clone(namesText)
            .write(to: names, atomically: true, encoding: .utf8)
        return Written(spec: specFolder, names: names, operations: operationIds.count * copies, schemas: schemas.count * copies)
    }

    /// The copy numbers after the original: 2…copies.
    private var clones: ClosedRange<Int> { 2...max(2, copies) }

    private func multiply(_ document: SpecJSON) throws -> SpecJSON {
        var root = document.members
        var paths = document["paths"]?.members ?? [:]
        var schemas = document["components"]?["schemas"]?.members ?? [:]
        var tags = document["tags"]?.elements ?? []
        let originalPaths = paths, originalSchemas = schemas, originalTags = tags
        for copy in clones where copies > 1 {
            let suffix = "X\(copy)"
            for (name, schema) in originalSchemas {
                schemas[name + suffix] = rewriteReferences(schema, suffix: suffix)
            }
            for (path, item) in originalPaths {
                let clonedPath = "/x\(copy)" + path
                guard paths[clonedPath] == nil else { throw BenchError("10x spec: path \(clonedPath) already exists") }
                paths[clonedPath] = cloneOperations(item, copy: copy)
            }
            for tag in originalTags {
                var members = tag.members
                guard let name = members["name"]?.text else { throw BenchError("10x spec: a tag without a name") }
                members["name"] = .string("\(name) X\(copy)")
                tags.append(.object(members))
            }
        }
        var components = document["components"]?.members ?? [:]
        components["schemas"] = .object(schemas)
        root["components"] = .object(components)
        root["paths"] = .object(paths)
        if document["tags"] != nil { root["tags"] = .array(tags) }
        return .object(root)
    }

    /// One path item's operations under copy `copy`'s operationIds, tags and schemas.
    private func cloneOperations(_ item: SpecJSON, copy: Int) -> SpecJSON {
        let suffix = "X\(copy)"
        var members = item.members
        for (method, operation) in members {
            guard case .object(var fields) = operation, let operationId = fields["operationId"]?.text else { continue }
            fields["operationId"] = .string(operationId + suffix)
            if let tags = fields["tags"] {
                fields["tags"] = .array(tags.elements.map { tag in tag.text.map { .string("\($0) X\(copy)") } ?? tag })
            }
            members[method] = rewriteReferences(.object(fields), suffix: suffix)
        }
        return .object(members)
    }

    /// `#/components/schemas/Name` → `#/components/schemas/Name<suffix>` everywhere in `node`.
    private func rewriteReferences(_ node: SpecJSON, suffix: String) -> SpecJSON {
        switch node {
        case .object(let members):
            var rewritten: [String: SpecJSON] = [:]
            for (key, value) in members {
                if key == "$ref", let target = value.text, target.hasPrefix("#/components/schemas/") {
                    rewritten[key] = .string(target + suffix)
                } else {
                    rewritten[key] = rewriteReferences(value, suffix: suffix)
                }
            }
            return .object(rewritten)
        case .array(let elements):
            return .array(elements.map { rewriteReferences($0, suffix: suffix) })
        default:
            return node
        }
    }

    private func multiplyBehavior(_ document: SpecJSON) throws -> SpecJSON {
        var root = document.members
        guard let operations = document["operations"]?.members else {
            throw BenchError("spec/behavior-model.json has no operations object to clone")
        }
        var all = operations
        for copy in clones where copies > 1 {
            for (operationId, entry) in operations { all[operationId + "X\(copy)"] = entry }
        }
        root["operations"] = .object(all)
        return .object(root)
    }
}
