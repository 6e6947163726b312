/// Writes the types a model gives into `// needs members:` and `// needs builds:` items that do
/// not declare one yet (`hey-needs-check --fill-types`), so a maintainer adding a convenience lists
/// what it reads and has the types filled in from spec/, to check and keep.
public enum NeedsTypeFiller {
    /// `text` (a convenience file) with every untyped member and build item typed as `model` has
    /// it; items naming what the model lacks, and lines of other keys, are left as they are.
    public static func fill(_ text: String, model: APIModel) -> String {
        var members: [String: MemberModel<Named>] = [:]
        for type in model.types {
            guard case .structure(let list, _, _) = type.kind else { continue }
            for member in list { members["\(type.schemaName).\(member.wireName)"] = member }
        }
        func typed(_ schema: String, _ name: String) -> String {
            guard let member = members["\(schema).\(name)"] else { return name }
            return "\(name): \(NeedsType.of(member.type, optional: member.isOptional, schema: schema, member: name))"
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.trimmedSpaces
            let indent = String(line.prefix { $0 == " " })
            if trimmed.hasPrefix("// needs members: ") {
                let items = splitItems(trimmed.dropFirst("// needs members: ".count)).map { item -> String in
                    guard !item.contains(":"), let dot = item.firstIndex(of: ".") else { return item }
                    return String(item[..<dot]) + "." + typed(String(item[..<dot]), String(item[item.index(after: dot)...]))
                }
                return indent + "// needs members: " + items.joined(separator: ", ")
            }
            if trimmed.hasPrefix("// needs builds: ") {
                let items = splitItems(trimmed.dropFirst("// needs builds: ".count)).map { item -> String in
                    guard let open = item.firstIndex(of: "("), item.hasSuffix(")") else { return item }
                    let schema = String(item[..<open])
                    let inner = item[item.index(after: open)..<item.index(before: item.endIndex)]
                    guard !inner.trimmedSpaces.isEmpty else { return item }
                    let parts = inner.split(separator: ",").map { part -> String in
                        let name = part.trimmedSpaces
                        return name.contains(":") ? name : typed(schema, name)
                    }
                    return "\(schema)(\(parts.joined(separator: ", ")))"
                }
                return indent + "// needs builds: " + items.joined(separator: ", ")
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The comma-separated items of a needs line, commas inside parentheses kept.
    private static func splitItems(_ text: Substring) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                items.append(current.trimmedSpaces)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmedSpaces.isEmpty { items.append(current.trimmedSpaces) }
        return items
    }
}
