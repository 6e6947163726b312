/// A generated model type: one per schema, one per inline object or union a struct member
/// holds (nested in the struct, ``nestedTypes``), and one per inline body, answer or parameter
/// enum of an operation (``origin``).
public struct TypeModel<Stage: ModelStage>: Sendable {
    /// The schema name (`Calendar`); for a nested type, its ``TypeNesting/key``.
    public var schemaName: String
    /// The Swift name (`HeyCalendar`).
    public var swiftName: Stage.Name
    /// `#/components/schemas/Calendar`.
    public var pointer: String
    public var description: String?
    public var kind: Kind
    /// For a type nested in a struct (an inline object or union one of its members holds),
    /// which member it is for; nil for a schema's own type.
    public var nesting: TypeNesting?
    /// The structs and unions this struct nests for its members' inline schemas, in member
    /// order (the enums it nests for members' values are its kind's `enums`).
    public var nestedTypes: [TypeModel<Stage>] = []
    /// For a type made for an operation's inline request body, answer or parameter enum, which
    /// one it is (``schemaName`` is then its ``OperationTypeOrigin/key``); nil for a schema's own type.
    public var origin: OperationTypeOrigin?

    /// A type nesting nothing yet; `nesting` says where it sits when it is itself nested.
    public init(schemaName: String, swiftName: Stage.Name, pointer: String, description: String? = nil, kind: Kind, nesting: TypeNesting? = nil) {
        self.schemaName = schemaName
        self.swiftName = swiftName
        self.pointer = pointer
        self.description = description
        self.kind = kind
        self.nesting = nesting
    }

    /// The name names.toml and messages use: the schema name, or a nested type's path
    /// (`Order.billing_address`).
    public var path: String { nesting?.path ?? schemaName }

    /// This type and every type it nests, at any depth, outermost first.
    public var selfAndNested: [TypeModel<Stage>] {
        [self] + nestedTypes.flatMap(\.selfAndNested)
    }

    public enum Kind: Sendable {
        /// A struct with members (an object, or an `allOf` merged); `polymorphism` when a member
        /// discriminates variants.
        case structure(members: [MemberModel<Stage>], enums: [EnumModel<Stage>], polymorphism: PolymorphismModel<Stage>?)
        /// `typealias Name = Target`.
        case alias(SwiftType)
        /// A top-level open enum of strings or integers.
        case enumeration(EnumModel<Stage>)
        /// An enum with associated values (`oneOf`/`anyOf`).
        case union(UnionModel<Stage>)
    }

    /// The members of each struct among `types`, by schema name.
    static func structureMembers(_ types: [TypeModel<Stage>]) -> [String: [MemberModel<Stage>]] {
        Dictionary(types.compactMap { type in
            if case .structure(let members, _, _) = type.kind { return (type.schemaName, members) }
            return nil
        }, uniquingKeysWith: { first, _ in first })
    }
}

/// Where a nested type sits: the type it is nested in and the member it is for.
public struct TypeNesting: Sendable, Hashable {
    /// How the member holds the nested type.
    public enum Holding: Sendable, Hashable {
        /// The member's value is the type (`billing_address` → `BillingAddress`).
        case value
        /// The member is a list of it (`line_items` → `LineItem`).
        case arrayItem
        /// The member is a map of it (`metadata` → `MetadataValue`).
        case mapValue
    }

    /// The key of the owner: a schema name, or another nested type's ``key``.
    public var owner: String
    /// The wire name of the owner's member.
    public var member: String
    public var holding: Holding
    /// The owner's path and the member, for names.toml and messages: `Order.billing_address`,
    /// `Order.billing_address.geo`.
    public var path: String

    /// The key that identifies a nested type: its owner's key and the member, `/`-separated,
    /// the member escaped as in a JSON pointer so no two differ only by where a `/` is.
    public static func key(owner: String, member: String) -> String {
        owner + "/" + JSONPointer.escape(member)
    }

    public var key: String { Self.key(owner: owner, member: member) }
}

/// A `oneOf`: one case per variant, each holding the variant's value, and `unknown` for a value
/// none of them reads (a variant HEY adds later).
public struct UnionModel<Stage: ModelStage>: Sendable {
    /// The wire name of the member whose value picks the variant, when the spec names one;
    /// without one, a value is the first variant that decodes.
    public var discriminator: String?
    public var cases: [UnionCaseModel<Stage>]
    /// A case can hold this union again (through structs that do not box it): an `indirect enum`.
    public var isIndirect = false
}

/// One variant of a union.
public struct UnionCaseModel<Stage: ModelStage>: Sendable {
    /// What the case is named after: the variant's schema, its one member (`{"circle": …}`), or
    /// its type (`string`).
    public var nameSource: String
    /// The Swift case name.
    public var swiftName: Stage.Name
    /// What the case holds.
    public var payload: SwiftType
    /// Set for a variant that is an object with one member (how Smithy writes a union member):
    /// the case holds that member's value, and the member's wire name is the key on the wire.
    public var wrapperKey: String?
    /// The discriminator values that pick this variant (the first is the one it encodes).
    public var discriminatorValues: [String] = []
    /// The variant's own schema has no member for the discriminator, so encoding adds it.
    public var addsDiscriminator = false
}

/// A member of a model struct.
public struct MemberModel<Stage: ModelStage>: Sendable {
    public var wireName: String
    /// Bare (`default`); the render stage adds backticks where Swift needs them.
    public var swiftName: Stage.Name
    public var type: SwiftType
    public var required: Bool
    public var description: String?
    /// Held through `Indirect` because the type contains itself.
    public var boxed: Bool = false
    /// The variants that carry this member, when the type is polymorphic and the member is not common.
    public var variants: [String] = []
    /// HEY may send an explicit `null`.
    public var nullable: Bool

    /// Whether the Swift member is optional: it may be absent, or it may be `null`.
    public var isOptional: Bool { !required || nullable }
}

/// An enum that decodes every value, known or not.
public struct EnumModel<Stage: ModelStage>: Sendable {
    /// Swift name of the enum (`GrantType`; `Variant` for a polymorphism's variants).
    public var name: Stage.Name
    /// For an enum nested in a struct, the wire name of the member whose values it lists.
    public var memberWireName: String?
    public var description: String?
    public var cases: [EnumCaseModel<Stage>]
    /// Strings (the usual) or integers (Smithy's `intEnum`).
    public var rawType: EnumRawType = .string
}

/// One known value of an enum.
public struct EnumCaseModel<Stage: ModelStage>: Sendable {
    /// The Swift case name (`authorizationCode`).
    public var swiftName: Stage.Name
    /// For a polymorphism's variant, the name of the struct's property that asks whether a value
    /// is this variant (`isCalendarEvent`); nil for the case of any other enum.
    public var predicateName: Stage.Name?
    /// The wire values that decode to this case; the first is the one it encodes as.
    public var wireValues: [String]
}

/// The variants of a polymorphic model.
public struct PolymorphismModel<Stage: ModelStage>: Sendable {
    /// The discriminating member's wire name.
    public var discriminator: String
    /// The variant enum (`Variant`), one case per variant.
    public var variants: EnumModel<Stage>
}

/// What an enum's wire values are.
public enum EnumRawType: String, Sendable {
    case string
    case integer
}
