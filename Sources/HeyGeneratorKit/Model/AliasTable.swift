/// The schemas that only name another type (a `$ref`, an array, a map or a primitive given a
/// name), and what each stands for. Method signatures and the recursion check both look through
/// them.
struct AliasTable {
    private let targets: [String: SwiftType]
    private let enums: [String: EnumRawType]

    /// The aliases (and top-level enums) among `types`.
    init(_ types: [TypeModel<Built>]) {
        var targets: [String: SwiftType] = [:]
        var enums: [String: EnumRawType] = [:]
        for type in types {
            switch type.kind {
            case .alias(let target): targets[type.schemaName] = target
            case .enumeration(let model): enums[type.schemaName] = model.rawType
            default: break
            }
        }
        self.targets = targets
        self.enums = enums
    }

    /// The raw type of the top-level enum `name` (after aliases), if it is one.
    func enumRawType(_ name: String) -> EnumRawType? {
        guard case .model(let target) = followed(.model(name)) else { return nil }
        return enums[target]
    }

    /// `type` with alias names followed to what they stand for (at most 32 hops, so aliases
    /// naming each other cannot hang the generator); element types are left as written.
    func followed(_ type: SwiftType) -> SwiftType {
        var current = type
        var hops = 0
        while case .model(let name) = current, let target = targets[name], hops < 32 {
            current = target
            hops += 1
        }
        return current
    }

    /// `type` followed through aliases, array elements too, so methods read `[Box]` rather
    /// than `ListBoxesResponseContent`.
    func resolved(_ type: SwiftType) -> SwiftType {
        let current = followed(type)
        if case .array(let element) = current { return .array(resolved(element)) }
        return current
    }

    /// The struct (or union) a member's type names directly (through aliases, not through
    /// collections), if it names one: a schema name, or a nested type's key.
    func structName(_ type: SwiftType) -> String? {
        switch followed(type) {
        case .model(let name) where targets[name] == nil: name
        case .nestedType(let owner, let member): TypeNesting.key(owner: owner, member: member)
        default: nil
        }
    }
}
