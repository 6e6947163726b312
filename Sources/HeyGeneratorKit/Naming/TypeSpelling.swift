/// How the named model's types are written in Swift: each schema by its type's Swift name, each
/// nested type and enum through its owners (`Order.BillingAddress`, `Order.BillingAddress.Kind`),
/// formats as names.toml's `[format_types]` chose. Made once by the namer; the render stage and
/// the convenience gate read it.
public struct TypeSpelling: Sendable {
    /// The Swift name of each model type, by schema name; of each nested type, qualified, by key.
    let typeNames: [String: String]
    /// The name of each nested enum, by owner's key and member wire name.
    let nestedEnumNames: [String: [String: String]]
    /// The raw type of each top-level enum, by schema name.
    let enumRawTypes: [String: EnumRawType]
    /// How the formats are spelled.
    let formats: FormatTypes

    init(types: [TypeModel<Named>], formats: FormatTypes) {
        var names: [String: String] = [:]
        var raw: [String: EnumRawType] = [:]
        var nested: [String: [String: String]] = [:]
        func add(_ type: TypeModel<Named>, qualifiedName: String) {
            if names[type.schemaName] == nil { names[type.schemaName] = qualifiedName }
            switch type.kind {
            case .enumeration(let model): raw[type.schemaName] = model.rawType
            case .structure(_, let enums, _):
                for model in enums { if let member = model.memberWireName { nested[type.schemaName, default: [:]][member] = model.name } }
            default: break
            }
            for inner in type.nestedTypes { add(inner, qualifiedName: qualifiedName + "." + inner.swiftName) }
        }
        for type in types { add(type, qualifiedName: type.swiftName) }
        typeNames = names
        enumRawTypes = raw
        nestedEnumNames = nested
        self.formats = formats
    }

    /// `type` as Swift writes it (`[Box]`, `HeyCalendar.Kind`, `[String: Int]`).
    public func swift(_ type: SwiftType) -> String {
        type.spelled({ typeNames[$0] ?? $0 }, nestedEnum: { owner, member in nestedEnumNames[owner]?[member] ?? member })
    }

    /// The raw type of `schema` when it is a top-level enum.
    public func enumRawType(_ schema: String) -> EnumRawType? { enumRawTypes[schema] }
}
