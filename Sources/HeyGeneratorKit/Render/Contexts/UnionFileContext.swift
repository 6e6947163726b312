import Mustache

/// The context of `Union.swift.mustache` (and of `_union`, which a struct nesting a union
/// renders too): a oneOf/anyOf as an enum with an `unknown` case.
struct UnionFileContext: RenderContext {
    /// One variant.
    struct Case {
        /// The bare case name, spelled where it is declared and after a dot.
        let name: String
        /// The payload type, spelled.
        let payload: String
        /// The one member of an object wrapping the value, for a wrapped variant.
        let wrapperKey: String?
        /// The discriminator values that select it.
        let discriminatorValues: [String]
        /// Whether writing it adds the discriminator its payload does not hold.
        let addsDiscriminator: Bool
        let doc: String
    }

    /// Where the type comes from, for its header.
    let source: String
    let name: String
    let doc: String
    let cases: [Case]
    let isIndirect: Bool
    /// The member whose value names the variant, when there is one.
    let discriminator: String?

    var mustache: MustacheValue {
        .object([
            "source": .string(source),
            "name": .string(name),
            "doc": .docLines([doc]),
            "cases": .list(cases.map { unionCase in
                .object([
                    "name": .string(unionCase.name.spelled(as: .declaration)),
                    "nameAfterDot": .string(unionCase.name.spelled(as: .member)),
                    "payload": .string(unionCase.payload),
                    "wrapperKey": unionCase.wrapperKey.map { .string($0.swiftLiteral) } ?? .null,
                    "discriminatorValues": .list(unionCase.discriminatorValues.map { .string($0.swiftLiteral) }),
                    "value": .string(unionCase.discriminatorValues.first?.swiftLiteral ?? ""),
                    "addsDiscriminator": .bool(unionCase.addsDiscriminator),
                    "doc": .docLines([unionCase.doc]),
                ])
            }),
            "hasWrappers": .bool(cases.contains { $0.wrapperKey != nil }),
            "isIndirect": .bool(isIndirect),
            "discriminator": discriminator.map { .object(["wireName": .string($0.swiftLiteral)]) } ?? .null,
        ])
    }
}
