import Mustache

/// The context of `Alias.swift.mustache`: a type alias of a model type.
struct AliasFileContext: RenderContext {
    /// Where the type comes from, for its header.
    let source: String
    let name: String
    let doc: String
    /// The aliased type, spelled.
    let target: String
    /// Whether the target needs Foundation (``TypeContext/needsFoundation(_:)``).
    let importsFoundation: Bool

    var mustache: MustacheValue {
        .object([
            "source": .string(source),
            "name": .string(name),
            "doc": .docLines([doc]),
            "target": .string(target),
            "importsFoundation": .bool(importsFoundation),
        ])
    }
}
