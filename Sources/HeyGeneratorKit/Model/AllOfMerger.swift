/// Merges the parts of an `allOf` into the members of one struct: the properties of every part
/// (a `$ref` to an object or another `allOf`, or an inline object), in order, and every part's
/// `required` list. A member two parts define differently keeps the first definition, with a
/// warning; a part that is not an object makes the whole schema a `JSONValue`, with a warning.
struct AllOfMerger {
    let document: SpecDocument
    let problems: DiagnosticCollector

    /// The merged members, or nil when a part is not an object (reported).
    func merge(_ schema: SpecSchema, _ parts: [SpecSchema]) -> (properties: [SpecProperty], required: [String])? {
        var visited: Set<String> = []
        return collect(parts, at: schema.pointer, visited: &visited)
    }

    private func collect(_ parts: [SpecSchema], at pointer: String, visited: inout Set<String>) -> (properties: [SpecProperty], required: [String])? {
        var properties: [SpecProperty] = []
        var required: [String] = []
        for part in parts {
            guard let (own, ownRequired) = members(of: part, visited: &visited) else {
                problems.warn(part.pointer, "an allOf part that is not an object cannot be merged: the schema at \(pointer) is read as JSONValue")
                return nil
            }
            for property in own {
                if let existing = properties.first(where: { $0.name == property.name }) {
                    if existing.schema.typeSummary != property.schema.typeSummary {
                        problems.warn(property.schema.pointer, "allOf defines member \"\(property.name)\" again as \(property.schema.typeSummary): the first definition (\(existing.schema.typeSummary)) is kept")
                    }
                    continue
                }
                properties.append(property)
            }
            required += ownRequired.filter { !required.contains($0) }
        }
        return (properties, required)
    }

    private func members(of part: SpecSchema, visited: inout Set<String>) -> (properties: [SpecProperty], required: [String])? {
        switch part.kind {
        case .object(let properties, let required, _):
            return (properties, required)
        case .reference(let name):
            // `visited` holds the references being followed, so a cycle ends instead of recursing.
            guard !visited.contains(name), let target = document.schema(named: name) else { return nil }
            visited.insert(name)
            defer { visited.remove(name) }
            return members(of: target.schema, visited: &visited)
        case .allOf(let parts):
            return collect(parts, at: part.pointer, visited: &visited)
        default:
            return nil
        }
    }
}
