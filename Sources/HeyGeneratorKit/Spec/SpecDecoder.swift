/// Reads a parsed OpenAPI document into a `SpecDocument`, reporting every structural problem
/// with its JSON pointer instead of stopping at the first.
struct SpecDecoder {
    /// The whole document, for resolving references.
    let root: JSONNode
    let problems: DiagnosticCollector
    private static let methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]
    private static let pathItemMembers: Set<String> = ["parameters", "summary", "description", "servers"]

    init(root: JSONNode, problems: DiagnosticCollector) {
        self.root = root
        self.problems = problems
    }

    func decode() -> SpecDocument {
        guard let object = root.objectValue else {
            problems.report("#", "expected an OpenAPI document (a JSON object), found \(root.kindName)")
            return SpecDocument(openAPIVersion: "", info: SpecInfo(title: "", version: ""), tagDescriptions: [:], operations: [], schemas: [], root: root)
        }
        let version = string(object["openapi"], "#/openapi", required: true) ?? ""
        if !version.isEmpty, !version.hasPrefix("3.") {
            problems.report("#/openapi", "unsupported OpenAPI version \"\(version)\" (expected 3.x)")
        }
        var document = SpecDocument(
            openAPIVersion: version,
            info: decodeInfo(object["info"]),
            tagDescriptions: decodeTags(object["tags"]),
            operations: decodePaths(object["paths"]),
            schemas: decodeSchemas(object["components"]?["schemas"]),
            root: root,
            servers: decodeServers(object["servers"])
        )
        SecurityDecoder(reader: self, problems: problems).decode(into: &document)
        return document
    }

    private func decodeInfo(_ node: JSONNode?) -> SpecInfo {
        guard let info = self.object(node, "#/info", required: true) else { return SpecInfo(title: "", version: "") }
        return SpecInfo(
            title: string(info["title"], "#/info/title", required: true) ?? "",
            version: string(info["version"], "#/info/version", required: true) ?? "",
            description: string(info["description"], "#/info/description")
        )
    }

    private func decodeTags(_ node: JSONNode?) -> [String: String] {
        guard let node, let tags = array(node, "#/tags") else { return [:] }
        var result: [String: String] = [:]
        for (position, tag) in tags.enumerated() {
            let pointer = "#/tags/\(position)"
            guard let name = string(tag["name"], pointer + "/name", required: true) else { continue }
            result[name] = string(tag["description"], pointer + "/description") ?? ""
        }
        return result
    }

    private func decodePaths(_ node: JSONNode?) -> [SpecOperation] {
        guard let paths = object(node, "#/paths", required: true) else { return [] }
        var operations: [SpecOperation] = []
        for (path, item) in paths.members {
            let pathPointer = JSONPointer.appending("#/paths", path)
            guard let item = object(item, pathPointer) else { continue }
            if !path.hasPrefix("/") { problems.report(pathPointer, "path \"\(path)\" does not start with '/'") }
            let shared = decodeParameters(item["parameters"], pathPointer + "/parameters")
            for key in item.keys where !Self.methods.contains(key) && !Self.pathItemMembers.contains(key) && !key.hasPrefix("x-") {
                problems.reportUnknown(JSONPointer.appending(pathPointer, key), "unknown path item member \"\(key)\"")
            }
            for (key, value) in item.members where Self.methods.contains(key) {
                if let operation = decodeOperation(value, method: key, path: path, pointer: pathPointer + "/" + key, shared: shared) {
                    operations.append(operation)
                }
            }
        }
        return OperationIdentity.settle(operations, problems: problems)
    }

    private func decodeOperation(_ node: JSONNode, method: String, path: String, pointer: String, shared: [SpecParameter]) -> SpecOperation? {
        guard let operation = object(node, pointer) else { return nil }
        // A missing operationId (empty here) is made from the method and path by `OperationIdentity`.
        let operationId = string(operation["operationId"], pointer + "/operationId") ?? ""
        let own = decodeParameters(operation["parameters"], pointer + "/parameters")
        let ownKeys = Set(own.map { "\($0.location):\($0.name)" })
        let parameters = shared.filter { !ownKeys.contains("\($0.location):\($0.name)") } + own
        var tags: [String] = []
        if let tagNodes = operation["tags"], let list = array(tagNodes, pointer + "/tags") {
            tags = list.enumerated().compactMap { string($1, "\(pointer)/tags/\($0)") }
        }
        return SpecOperation(
            operationId: operationId,
            method: method.uppercased(),
            path: path,
            pathPlaceholders: PathTemplate.placeholders(path),
            tags: tags,
            summary: string(operation["summary"], pointer + "/summary"),
            description: string(operation["description"], pointer + "/description"),
            parameters: parameters,
            requestBody: decodeRequestBody(operation["requestBody"], pointer + "/requestBody"),
            responses: decodeResponses(operation["responses"], pointer + "/responses"),
            extensions: ExtensionDecoder(problems: problems).operationExtensions(operation, pointer),
            pointer: pointer
        )
    }

    private func decodeParameters(_ node: JSONNode?, _ pointer: String) -> [SpecParameter] {
        guard let node, let list = array(node, pointer) else { return [] }
        return list.enumerated().compactMap { position, element in
            let itemPointer = "\(pointer)/\(position)"
            guard let (parameter, resolvedPointer) = resolveComponent(element, itemPointer, section: "parameters") else { return nil }
            let name = string(parameter["name"], resolvedPointer + "/name", required: true) ?? ""
            let location = string(parameter["in"], resolvedPointer + "/in", required: true) ?? "query"
            if !["path", "query", "header", "cookie"].contains(location) {
                problems.report(resolvedPointer + "/in", "unknown parameter location \"\(location)\"")
            }
            let schema = parameter["schema"].map { decodeSchema($0, resolvedPointer + "/schema") }
            if schema == nil { problems.report(resolvedPointer, "parameter \"\(name)\" has no schema") }
            return SpecParameter(
                name: name,
                location: location,
                required: bool(parameter["required"], resolvedPointer + "/required") ?? false,
                schema: schema ?? SpecSchema(kind: .any, pointer: resolvedPointer),
                description: string(parameter["description"], resolvedPointer + "/description"),
                explode: bool(parameter["explode"], resolvedPointer + "/explode"),
                style: string(parameter["style"], resolvedPointer + "/style"),
                pointer: itemPointer
            )
        }
    }

    private func decodeRequestBody(_ node: JSONNode?, _ pointer: String) -> SpecRequestBody? {
        guard let node, let (body, resolvedPointer) = resolveComponent(node, pointer, section: "requestBodies") else { return nil }
        // A body offered in several media types is sent in the first JSON one, else the first.
        guard let content = object(body["content"], resolvedPointer + "/content", required: true),
              let first = content.members.first(where: { MediaType.isJSON($0.key) }) ?? content.members.first else {
            problems.report(resolvedPointer + "/content", "request body has no content type")
            return nil
        }
        let mediaPointer = JSONPointer.appending(resolvedPointer + "/content", first.key)
        guard let schemaNode = first.value["schema"] else {
            problems.report(mediaPointer, "request body has no schema")
            return nil
        }
        return SpecRequestBody(
            contentType: first.key,
            schema: decodeSchema(schemaNode, mediaPointer + "/schema"),
            required: bool(body["required"], resolvedPointer + "/required") ?? false,
            description: string(body["description"], resolvedPointer + "/description"),
            pointer: pointer,
            partContentTypes: partContentTypes(first.value["encoding"], mediaPointer + "/encoding")
        )
    }

    /// The content type each member of a media type's `encoding` states (`{"avatar": {"contentType": "image/png"}}`).
    private func partContentTypes(_ node: JSONNode?, _ pointer: String) -> [String: String] {
        guard let node, let encoding = object(node, pointer) else { return [:] }
        var found: [String: String] = [:]
        for (member, value) in encoding.members {
            let memberPointer = JSONPointer.appending(pointer, member)
            guard let entry = object(value, memberPointer) else { continue }
            found[member] = string(entry["contentType"], memberPointer + "/contentType")
        }
        return found
    }

    private func decodeResponses(_ node: JSONNode?, _ pointer: String) -> [SpecResponse] {
        guard let responses = object(node, pointer, required: true) else { return [] }
        return responses.members.compactMap { status, value in
            let statusPointer = JSONPointer.appending(pointer, status)
            guard let (response, resolvedPointer) = resolveComponent(value, statusPointer, section: "responses") else { return nil }
            if Int(status) == nil, status != "default", !(status.count == 3 && status.hasSuffix("XX")) {
                problems.report(statusPointer, "invalid response status \"\(status)\"")
            }
            var contentType: String?
            var schema: SpecSchema?
            if let content = response["content"], let media = object(content, resolvedPointer + "/content"),
               let first = media.members.first(where: { MediaType.isJSON($0.key) }) ?? media.members.first {
                contentType = first.key
                schema = first.value["schema"].map { decodeSchema($0, JSONPointer.appending(resolvedPointer + "/content", first.key) + "/schema") }
            }
            return SpecResponse(status: status, description: string(response["description"], resolvedPointer + "/description"),
                                contentType: contentType, schema: schema, pointer: statusPointer)
        }
    }

    func decodeSchemas(_ node: JSONNode?) -> [SpecNamedSchema] {
        guard let node, let schemas = object(node, "#/components/schemas") else { return [] }
        return schemas.members.map { name, value in
            SpecNamedSchema(name: name, schema: decodeSchema(value, JSONPointer.appending("#/components/schemas", name)))
        }
    }

    func decodeSchema(_ node: JSONNode, _ pointer: String) -> SpecSchema {
        SchemaDecoder(problems: problems, reader: self).decode(node, pointer)
    }

    /// Follows a `$ref` to `#/components/<section>/<name>`, or (with a warning) to any other
    /// object of the document; answers the object and its pointer.
    private func resolveComponent(_ node: JSONNode, _ pointer: String, section: String) -> (JSONObject, String)? {
        guard let object = object(node, pointer) else { return nil }
        guard let reference = object["$ref"] else { return (object, pointer) }
        guard let target = string(reference, pointer + "/$ref"), target.hasPrefix("#") else {
            problems.report(pointer + "/$ref", "a reference here must point into #/components/\(section)")
            return nil
        }
        guard let resolved = JSONPointer.resolve(target, in: root)?.objectValue else {
            problems.report(pointer + "/$ref", "unresolved reference \"\(target)\"")
            return nil
        }
        if !target.hasPrefix("#/components/\(section)/") {
            problems.warn(pointer + "/$ref", "a reference to \(target), which is not in #/components/\(section): read in place")
        }
        return (resolved, target)
    }

    // MARK: Typed accessors that report what they expected

    func object(_ node: JSONNode?, _ pointer: String, required: Bool = false) -> JSONObject? {
        guard let node else {
            if required { problems.report(pointer, "missing required member") }
            return nil
        }
        guard let object = node.objectValue else {
            problems.report(pointer, "expected an object, found \(node.kindName)")
            return nil
        }
        return object
    }

    func array(_ node: JSONNode, _ pointer: String) -> [JSONNode]? {
        guard let array = node.arrayValue else {
            problems.report(pointer, "expected an array, found \(node.kindName)")
            return nil
        }
        return array
    }

    func string(_ node: JSONNode?, _ pointer: String, required: Bool = false) -> String? {
        guard let node else {
            if required { problems.report(pointer, "missing required member") }
            return nil
        }
        guard let value = node.stringValue else {
            problems.report(pointer, "expected a string, found \(node.kindName)")
            return nil
        }
        return value
    }

    func bool(_ node: JSONNode?, _ pointer: String) -> Bool? {
        guard let node else { return nil }
        guard let value = node.boolValue else {
            problems.report(pointer, "expected a boolean, found \(node.kindName)")
            return nil
        }
        return value
    }

    func int(_ node: JSONNode?, _ pointer: String, required: Bool = false) -> Int? {
        guard let node else {
            if required { problems.report(pointer, "missing required member") }
            return nil
        }
        guard let value = node.intValue else {
            problems.report(pointer, "expected an integer, found \(node.kindName)")
            return nil
        }
        return value
    }
}
