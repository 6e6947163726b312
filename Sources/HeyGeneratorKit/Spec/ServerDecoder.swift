/// One entry of the document's top-level `servers`.
public struct SpecServer: Sendable, Equatable {
    /// The URL as written, variables in braces (`{scheme}://{host}/v1`).
    public var url: String
    /// Each variable's `default`, by name.
    public var defaults: [String: String]
    /// `#/servers/0`.
    public var pointer: String

    /// The URL with every variable replaced by its default; nil when one has none.
    public var resolvedURL: String? {
        var result = ""
        var rest = Substring(url)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            guard let value = defaults[String(rest[rest.index(after: open)..<close])] else { return nil }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

extension SpecDecoder {
    /// `servers`: each entry's URL and its variables' defaults. A variable the URL uses with no
    /// default is an error at its pointer.
    func decodeServers(_ node: JSONNode?) -> [SpecServer] {
        guard let node, let entries = array(node, "#/servers") else { return [] }
        var servers: [SpecServer] = []
        for (position, entry) in entries.enumerated() {
            let pointer = "#/servers/\(position)"
            guard let server = object(entry, pointer), let url = string(server["url"], pointer + "/url", required: true) else { continue }
            var defaults: [String: String] = [:]
            if let variables = object(server["variables"], pointer + "/variables") {
                for (name, variable) in variables.members {
                    let variablePointer = JSONPointer.appending(pointer + "/variables", name)
                    guard let variable = object(variable, variablePointer) else { continue }
                    defaults[name] = string(variable["default"], variablePointer + "/default", required: true)
                }
            }
            let decoded = SpecServer(url: url, defaults: defaults, pointer: pointer)
            if decoded.resolvedURL == nil {
                problems.report(pointer + "/url", "\"\(url)\" uses a variable that has no default in \(pointer)/variables")
            }
            servers.append(decoded)
        }
        return servers
    }
}
