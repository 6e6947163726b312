/// Settles every operation's identity, the operationId that keys its behaviour entry, its route
/// and its names, for documents as they are published: an operation without an operationId gets
/// one made from its method and path (`GET /users/{userId}/posts` → `GetUsersByUserIdPosts`),
/// and an operationId used again gets a number (`ListPosts2`). Each is a warning at the
/// operation, which `--strict` makes an error.
enum OperationIdentity {
    /// `operations` with an operationId each, unique; an empty operationId stands for a missing one.
    static func settle(_ operations: [SpecOperation], problems: DiagnosticCollector) -> [SpecOperation] {
        var taken = Set(operations.map(\.operationId).filter { !$0.isEmpty })
        var firstUse: [String: SpecOperation] = [:]
        return operations.map { operation in
            var settled = operation
            if operation.operationId.isEmpty {
                settled.operationId = NameRules.numbered(derived(method: operation.method, path: operation.path)) { taken.contains($0) }
                taken.insert(settled.operationId)
                problems.warn(operation.pointer, "\(operation.method) \(operation.path) has no operationId: it is \(settled.operationId)")
            } else if let earlier = firstUse[operation.operationId] {
                settled.operationId = NameRules.numbered(operation.operationId) { taken.contains($0) }
                taken.insert(settled.operationId)
                problems.warn(operation.pointer + "/operationId",
                              "operationId \"\(operation.operationId)\" is already used by \(earlier.method) \(earlier.path): this operation is \(settled.operationId)")
            } else {
                firstUse[operation.operationId] = operation
            }
            return settled
        }
    }

    /// The operationId an operation without one gets: the method and the path's words in
    /// UpperCamelCase, a placeholder as `By` and its name (`DELETE /users/{id}` →
    /// `DeleteUsersById`; the root path `/` is `Root`).
    static func derived(method: String, path: String) -> String {
        var words = [NameRules.pascalCase(method.lowercased())]
        for segment in path.split(separator: "/") {
            let text = String(segment)
            if text.hasPrefix("{"), text.hasSuffix("}") {
                words.append("By" + NameRules.pascalCase(String(text.dropFirst().dropLast())))
            } else {
                words.append(NameRules.pascalCase(text))
            }
        }
        if words.count == 1 { words.append("Root") }
        return words.joined()
    }
}
