/// Marks members that must be held through `Indirect`: a struct member whose type can reach the
/// struct itself again through other (non-collection) struct members. Arrays and dictionaries
/// already store their elements out of line, so only direct members count.
enum BoxingPass {
    static func markRecursiveMembers(in types: inout [TypeModel]) {
        let aliases = AliasTable(types)
        var edges: [String: Set<String>] = [:]
        for type in types {
            guard case .structure(let members, _, _) = type.kind else { continue }
            edges[type.schemaName] = Set(members.compactMap { aliases.structName($0.type) })
        }
        func reaches(_ start: String, _ goal: String) -> Bool {
            var visited: Set<String> = []
            var stack = [start]
            while let next = stack.popLast() {
                if next == goal { return true }
                guard visited.insert(next).inserted else { continue }
                stack.append(contentsOf: edges[next] ?? [])
            }
            return false
        }
        for index in types.indices {
            guard case .structure(var members, let enums, let polymorphism) = types[index].kind else { continue }
            let owner = types[index].schemaName
            for memberIndex in members.indices {
                if let target = aliases.structName(members[memberIndex].type), reaches(target, owner) {
                    members[memberIndex].boxed = true
                }
            }
            types[index].kind = .structure(members: members, enums: enums, polymorphism: polymorphism)
        }
    }
}
