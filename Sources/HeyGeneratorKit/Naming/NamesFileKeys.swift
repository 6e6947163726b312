/// Finds the keys of names.toml that name nothing the model has: a warning at each key's line
/// and column (a variant SDK may lack what a key renames, so the key is ignored, not refused).
struct NamesFileKeys {
    let names: NamesFile

    /// The unknown keys of every table whose keys name what the built model has.
    func unknownKeys(_ model: BuiltModel) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let tags = Set(model.operations.compactMap(\.tag))
        let operationIds = Set(model.operations.map(\.operationId))
        let schemas = Set(model.types.map(\.schemaName))
        func check(_ table: String, _ keys: [String: NameOverride], kind: String, exists: (String) -> Bool) {
            warnings += unknown(table, keys, kind: kind, exists: exists)
        }
        check("services", names.services, kind: "tag") { tags.contains($0) }
        check("operation_services", names.operationServices, kind: "operationId") { operationIds.contains($0) }
        check("operation_methods", names.operationMethods, kind: "operationId") { operationIds.contains($0) }
        check("type_names", names.typeNames, kind: "schema") { schemas.contains($0) }
        check("route_names", names.routeNames, kind: "operationId") { operationIds.contains($0) }
        let byPath = Dictionary(model.types.flatMap(\.selfAndNested).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        /// The structs and member wire names a `Schema.wire_name` key may name (`Schema.wire_name.wire_name`
        /// for a nested struct's member): one for each dot that ends a struct's path.
        func structures(_ key: String) -> [(wireName: String, members: [MemberModel<Built>], enums: [EnumModel<Built>])] {
            key.indices.filter { key[$0] == "." }.compactMap { dot in
                guard let type = byPath[String(key[..<dot])], case .structure(let members, let enums, _) = type.kind else { return nil }
                return (String(key[key.index(after: dot)...]), members, enums)
            }
        }
        check("member_names", names.memberNames, kind: "member (Schema.wire_name)") { key in
            structures(key).contains { found in found.members.contains { $0.wireName == found.wireName } }
        }
        check("enum_names", names.enumNames, kind: "member with an enum (Schema.wire_name)") { key in
            structures(key).contains { found in found.enums.contains { $0.memberWireName == found.wireName } }
        }
        check("nested_type_names", names.nestedTypeNames, kind: "member with an inline object or union (Schema.wire_name)") { key in
            byPath[key]?.nesting != nil
        }
        return warnings
    }

    /// A warning at each key of `table` that names nothing the model has.
    func unknown(_ table: String, _ keys: [String: NameOverride], kind: String, exists: (String) -> Bool) -> [Diagnostic] {
        keys.keys.sorted().filter { !exists($0) }.map { key in
            let position = names.keyPositions[table]?[key] ?? (1, 1)
            return Diagnostic(.warning, file: names.file, location: "\(position.line):\(position.column)",
                              message: "unknown \(kind) \"\(key)\" in [\(table)]: the model has none, so the key is ignored")
        }
    }
}
