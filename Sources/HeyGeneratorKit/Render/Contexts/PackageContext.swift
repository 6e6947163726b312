import Mustache

/// The context of `Package.swift.mustache`: only the header's source.
struct PackageContext: RenderContext {
    /// Where the file comes from, for its header.
    let source: String

    var mustache: MustacheValue { .object(["source": .string(source)]) }
}
