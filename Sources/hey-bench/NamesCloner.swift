import Foundation

/// Writes the names.toml of the synthetic spec: the real file with, after each entry, the same
/// entry for copies 2…N (see ``SyntheticSpec``). It knows the tables names.toml has today and
/// stops with a clear error on any other, rather than guessing how a new table's keys clone.
struct NamesCloner {
    let copies: Int
    /// The real spec's operationIds (a `resource_types` key is one of these or a service name).
    let operationIds: Set<String>

    /// The cloned file.
    func clone(_ text: String) throws -> String {
        var output: [String] = []
        var table: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            output.append(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("[") {
                guard trimmed.hasSuffix("]"), !trimmed.hasPrefix("[[") else {
                    throw BenchError("names.toml:\(index + 1): the 10x spec cannot clone \(trimmed)")
                }
                table = String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let table, let entry = Self.entry(trimmed) else {
                throw BenchError("names.toml:\(index + 1): the 10x spec expects `key = \"value\"` inside a table, not \(trimmed)")
            }
            for copy in 2...max(2, copies) where copies > 1 {
                guard let (key, value) = try cloned(entry, table: table, copy: copy, line: index + 1) else { break }
                output.append("\"\(key)\" = \"\(value)\"")
            }
        }
        return output.joined(separator: "\n")
    }

    /// One entry's key and value for copy `copy`, or nil for an entry every copy shares as it is.
    private func cloned(_ entry: (key: String, value: String), table: String, copy: Int, line: Int) throws -> (String, String)? {
        let suffix = "X\(copy)", service = "_x\(copy)"
        switch table {
        case "services":            // tag → service
            return ("\(entry.key) X\(copy)", entry.value + service)
        case "operation_services":  // operationId → service
            return (entry.key + suffix, entry.value + service)
        case "operation_methods":   // operationId → method
            return (entry.key + suffix, entry.value)
        case "type_names":          // schema → type
            return (entry.key + suffix, entry.value + suffix)
        case "resource_types":      // service or operationId → resource type
            return (operationIds.contains(entry.key) ? entry.key + suffix : entry.key + service, entry.value)
        case "format_types":        // JSON Schema format → Swift type, for every schema alike
            return nil
        default:
            throw BenchError("names.toml:\(line): the 10x spec does not know how to clone table [\(table)]; teach Sources/hey-bench/NamesCloner.swift")
        }
    }

    /// `key = "value"` or `"quoted key" = "value"`, with an optional trailing comment.
    private static func entry(_ line: String) -> (key: String, value: String)? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        var key = line[..<equals].trimmingCharacters(in: .whitespaces)
        if key.hasPrefix("\"") {
            guard key.count >= 2, key.hasSuffix("\"") else { return nil }
            key = String(key.dropFirst().dropLast())
        }
        let rest = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let value = String(rest[rest.index(after: rest.startIndex)..<close])
        let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard after.isEmpty || after.hasPrefix("#"), !key.isEmpty else { return nil }
        return (key, value)
    }
}
