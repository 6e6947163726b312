/// Marks members that must be held through `Indirect`: a struct member whose type can reach the
/// struct itself again through other (non-collection) struct members or union cases. Arrays and
/// dictionaries already store their elements out of line, so only direct members count. A union
/// that can reach itself is marked `indirect`. Types nested in structs count as types of their
/// own (by their keys).
enum BoxingPass {
    static func markRecursiveMembers(in types: inout [TypeModel<Built>]) {
        let aliases = AliasTable(types)
        var edges: [String: Set<String>] = [:]
        for type in types.flatMap(\.selfAndNested) {
            switch type.kind {
            case .structure(let members, _, _):
                edges[type.schemaName] = Set(members.compactMap { aliases.structName($0.type) })
            case .union(let model):
                edges[type.schemaName] = Set(model.cases.compactMap { aliases.structName($0.payload) })
            default:
                continue
            }
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
        func mark(_ type: inout TypeModel<Built>) {
            for index in type.nestedTypes.indices { mark(&type.nestedTypes[index]) }
            let owner = type.schemaName
            if case .union(var model) = type.kind {
                // A union reaching itself without passing a boxed struct member holds itself.
                model.isIndirect = model.cases.contains { aliases.structName($0.payload).map { reaches($0, owner) } ?? false }
                type.kind = .union(model)
                return
            }
            guard case .structure(var members, let enums, let polymorphism) = type.kind else { return }
            for memberIndex in members.indices {
                if let target = aliases.structName(members[memberIndex].type), reaches(target, owner) {
                    members[memberIndex].boxed = true
                }
            }
            type.kind = .structure(members: members, enums: enums, polymorphism: polymorphism)
        }
        for index in types.indices { mark(&types[index]) }
    }
}
