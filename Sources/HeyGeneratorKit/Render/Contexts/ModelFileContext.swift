import Mustache

/// The context of `Model.swift.mustache`: a struct (`_struct`), its members (`_member`),
/// memberwise initializer (`_initializer`), coding (`_coding`), the enums it declares and the
/// structs and unions it nests (`_struct` and `_union` again, inside it).
struct ModelFileContext: RenderContext {
    /// A type declared inside the struct, for a member's inline schema.
    indirect enum NestedType {
        case structure(ModelFileContext)
        case union(UnionFileContext)
    }

    /// One stored member.
    struct Member {
        /// The bare name, spelled where it is declared, read and assigned.
        let name: String
        let wireName: String
        /// The member's type, spelled, without the `?` an optional member adds.
        let type: String
        let required: Bool
        /// Whether it is optional in Swift (not required, or may be null).
        let isOptional: Bool
        /// Whether it is stored in an `Indirect` box (a recursive type).
        let boxed: Bool
        /// The doc comment's paragraphs.
        let doc: [String?]
    }

    /// A struct whose discriminator member names its variant.
    struct Polymorphism {
        /// The discriminator's wire name.
        let discriminator: String
        /// The bare name of the discriminator's member.
        let member: String
        /// Whether the member is a nested enum (its raw value names the variant).
        let memberIsEnum: Bool
        let memberIsOptional: Bool
        let variants: EnumContext
        /// For each variant, the property asking for it (`isTopic`) and the case it compares with.
        let predicates: [(name: String, variant: String)]
    }

    /// Where the type comes from, for its header.
    let source: String
    let name: String
    let doc: String
    let members: [Member]
    let enums: [EnumContext]
    let polymorphism: Polymorphism?
    let importsFoundation: Bool
    /// The structs and unions it nests, in member order.
    var nestedTypes: [NestedType] = []

    var mustache: MustacheValue {
        // The initializer's parameters, as many to a line as fit; `_initializer` writes them.
        let lines = LineWrapping.lines(members) {
            $0.name.spelled(as: .declaration).count + ": ".count + $0.type.count + ($0.isOptional ? "?".count : 0) + ($0.required ? 0 : " = nil".count)
        }
        return .object([
            "source": .string(source),
            "name": .string(name),
            "doc": .docLines([doc]),
            "members": .list(members.map(Self.member)),
            "initParameters": .list(members.map(Self.initParameter)),
            "initLines": .list(lines.map { line in
                .object(["parameters": .list(line.map { member in
                    .object([
                        "name": .string(member.name.spelled(as: .declaration)), "type": .string(member.type),
                        "optional": .bool(member.isOptional), "defaultsToNil": .bool(!member.required),
                    ])
                })])
            }),
            "hasMembers": .bool(!members.isEmpty),
            "importsFoundation": .bool(importsFoundation),
            "enums": .list(enums.map(\.mustache)),
            "polymorphism": polymorphism.map {
                .object([
                    "discriminator": .string($0.discriminator), "member": .string($0.member.spelled(as: .reference)),
                    "memberIsEnum": .bool($0.memberIsEnum), "memberIsOptional": .bool($0.memberIsOptional), "variants": $0.variants.mustache,
                    "predicates": .list($0.predicates.map {
                        .object(["name": .string($0.name), "variant": .string($0.variant.spelled(as: .member))])
                    }),
                ])
            } ?? .null,
            "nestedTypes": .list(nestedTypes.map { nested in
                switch nested {
                case .structure(let context): .object(["structure": context.mustache, "union": .null])
                case .union(let context): .object(["structure": .null, "union": context.mustache])
                }
            }),
        ])
    }

    private static func member(_ member: Member) -> MustacheValue {
        let storageName = "_" + member.name
        return .object([
            "name": .string(member.name.spelled(as: .declaration)),
            "wireName": .string(member.wireName.swiftLiteral),
            "codingTarget": .string(member.boxed ? storageName : member.name.spelled(as: .reference)),
            "codingRule": .string(member.isOptional ? "optional" : "required"),
            "type": .string(member.isOptional ? member.type + "?" : member.type),
            "wrappedType": .string(member.type),
            "storageName": .string(storageName),
            "boxed": .bool(member.boxed),
            "optional": .bool(member.isOptional),
            "doc": .docLines(member.doc),
        ])
    }

    /// What the memberwise initializer assigns (`_initializer` boxes a boxed member's value).
    private static func initParameter(_ member: Member) -> MustacheValue {
        .object([
            "target": .string(member.boxed ? "_" + member.name : member.name.spelled(as: .member)),
            "value": .string(member.name.spelled(as: .reference)),
            "boxed": .bool(member.boxed),
            "optional": .bool(member.isOptional),
        ])
    }
}
