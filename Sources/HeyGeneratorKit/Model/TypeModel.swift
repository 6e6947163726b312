/// A generated model type: one per schema.
public struct TypeModel: Sendable {
    /// The schema name (`Calendar`).
    public var schemaName: String
    /// The Swift name (`HeyCalendar`), set by the namer.
    public var swiftName: String = ""
    /// `#/components/schemas/Calendar`.
    public var pointer: String
    public var description: String?
    public var kind: Kind

    public enum Kind: Sendable {
        /// A struct with members; `polymorphism` when a member discriminates variants.
        case structure(members: [MemberModel], enums: [EnumModel], polymorphism: PolymorphismModel?)
        /// `typealias Name = Target`.
        case alias(SwiftType)
        /// A top-level string enum.
        case enumeration(EnumModel)
    }
}

/// A member of a model struct.
public struct MemberModel: Sendable {
    public var wireName: String
    /// Set by the namer; keywords come back escaped (`` `default` ``).
    public var swiftName: String = ""
    public var type: SwiftType
    public var required: Bool
    public var description: String?
    /// Held through `Indirect` because the type contains itself.
    public var boxed: Bool = false
    /// The variants that carry this member, when the type is polymorphic and the member is not common.
    public var variants: [String] = []
    /// HEY may send an explicit `null`.
    public var nullable: Bool
}

/// A string enum that decodes every value, known or not.
public struct EnumModel: Sendable {
    /// Swift name of the enum (`GrantType`).
    public var name: String
    public var description: String?
    public var cases: [EnumCaseModel]
}

/// One known value of an enum.
public struct EnumCaseModel: Sendable {
    /// The Swift case name (`authorizationCode`), set by the namer.
    public var swiftName: String = ""
    /// The wire values that decode to this case; the first is the one it encodes as.
    public var wireValues: [String]
}

/// The variants of a polymorphic model.
public struct PolymorphismModel: Sendable {
    /// The discriminating member's wire name.
    public var discriminator: String
    /// The variant enum (named `Variant`), one case per variant.
    public var variants: EnumModel
}
