/// Reads `components/securitySchemes` and the `security` requirements of the document and of
/// each operation.
///
/// A wrong shape (a scheme without `type`, an API key without `name` or with an unknown `in`, a
/// requirement that is not an object of scope lists, a requirement naming no declared scheme) is
/// an error at its pointer. A scheme the SDK cannot send is a warning and is left out of every
/// requirement: mutualTLS (the transport's TLS answers it), an HTTP scheme other than bearer and
/// basic, an unknown type. OpenID Connect is a warning too, and is sent as a bearer token, as
/// OAuth 2 is.
struct SecurityDecoder {
    let reader: SpecDecoder
    let problems: DiagnosticCollector

    /// `document` with its schemes, its own requirements and each operation's.
    func decode(into document: inout SpecDocument) {
        let declared = schemes()
        document.securitySchemes = declared.compactMap { $0.scheme }
        let names = Set(declared.map(\.name))
        let sent = Set(document.securitySchemes.map(\.name))
        document.security = requirements(reader.root["security"], "#/security", declared: names, sent: sent)
        for index in document.operations.indices {
            let pointer = document.operations[index].pointer
            guard let operation = JSONPointer.resolve(pointer, in: reader.root) else { continue }
            document.operations[index].security = requirements(operation["security"], pointer + "/security",
                                                               declared: names, sent: sent)
        }
    }

    /// Every declared scheme by name, with what the SDK sends for it (nil: nothing).
    private func schemes() -> [(name: String, scheme: SpecSecurityScheme?)] {
        let base = "#/components/securitySchemes"
        guard let node = reader.root["components"]?["securitySchemes"], let schemes = reader.object(node, base) else { return [] }
        return schemes.members.map { name, value in
            (name, scheme(name, value, JSONPointer.appending(base, name)))
        }
    }

    private func scheme(_ name: String, _ node: JSONNode, _ pointer: String) -> SpecSecurityScheme? {
        guard var object = reader.object(node, pointer) else { return nil }
        var at = pointer
        if let reference = object["$ref"] {
            guard let target = reader.string(reference, pointer + "/$ref"), target.hasPrefix("#"),
                  let resolved = JSONPointer.resolve(target, in: reader.root)?.objectValue else {
                problems.report(pointer + "/$ref", "a security scheme's reference must point to an object of this document")
                return nil
            }
            object = resolved
            at = target
        }
        guard let type = reader.string(object["type"], at + "/type", required: true) else { return nil }
        let description = reader.string(object["description"], at + "/description")
        func made(_ kind: SpecSecurityScheme.Kind) -> SpecSecurityScheme {
            SpecSecurityScheme(name: name, kind: kind, description: description, pointer: pointer)
        }
        switch type {
        case "apiKey":
            let key = reader.string(object["name"], at + "/name", required: true)
            let location = reader.string(object["in"], at + "/in", required: true)
            if let location, !["header", "query", "cookie"].contains(location) {
                problems.report(at + "/in", "an API key is sent in a header, the query or a cookie, not \"\(location)\"")
                return nil
            }
            if let key, key.isEmpty { problems.report(at + "/name", "an API key's name is empty") }
            guard let key, !key.isEmpty, let location else { return nil }
            return made(.apiKey(name: key, location: location))
        case "http":
            guard let scheme = reader.string(object["scheme"], at + "/scheme", required: true) else { return nil }
            switch scheme.lowercased() {
            case "bearer": return made(.bearer)
            case "basic": return made(.basic)
            default:
                problems.warn(at + "/scheme", "the HTTP scheme \"\(scheme)\" of \(name) is not one the SDK sends (bearer, basic): "
                              + "operations requiring it get none of its credentials")
                return nil
            }
        case "oauth2":
            if let flows = object["flows"] { _ = reader.object(flows, at + "/flows") }
            return made(.bearer)
        case "openIdConnect":
            problems.warn(at + "/type", "\(name) is OpenID Connect: the SDK sends its credential as an OAuth bearer token")
            return made(.bearer)
        case "mutualTLS":
            problems.warn(at + "/type", "\(name) is mutual TLS, which the transport answers, not the SDK: "
                          + "operations requiring it get none of its credentials")
            return nil
        default:
            problems.warn(at + "/type", "the security scheme type \"\(type)\" of \(name) is unknown: "
                          + "operations requiring it get none of its credentials")
            return nil
        }
    }

    /// A `security` list, each requirement the names of the schemes the SDK sends, in document
    /// order; nil when absent.
    private func requirements(_ node: JSONNode?, _ pointer: String, declared: Set<String>, sent: Set<String>) -> SpecSecurityRequirements? {
        guard let node else { return nil }
        guard let list = reader.array(node, pointer) else { return nil }
        var result: SpecSecurityRequirements = []
        for (position, element) in list.enumerated() {
            let at = "\(pointer)/\(position)"
            guard let requirement = reader.object(element, at) else { continue }
            var names: [String] = []
            for (name, scopes) in requirement.members {
                let member = JSONPointer.appending(at, name)
                if let scopes = reader.array(scopes, member) {
                    for (index, scope) in scopes.enumerated() { _ = reader.string(scope, "\(member)/\(index)") }
                }
                guard declared.contains(name) else {
                    problems.report(member, "no security scheme named \"\(name)\" in #/components/securitySchemes")
                    continue
                }
                if sent.contains(name) { names.append(name) }
            }
            result.append(names)
        }
        return result
    }
}
