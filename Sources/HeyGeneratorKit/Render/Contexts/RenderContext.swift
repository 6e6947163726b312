import Mustache

/// The context of one template: its facts as typed properties, and `mustache`, the object the
/// template reads, where each key is spelled once. A context can be built and checked alone.
protocol RenderContext {
    /// The object the template is rendered against.
    var mustache: MustacheValue { get }
}

extension MustacheValue {
    /// A doc comment's lines (``DocComment/lines(_:)``) as a list of strings.
    static func docLines(_ paragraphs: [String?]) -> MustacheValue {
        .list(DocComment.lines(paragraphs).map(MustacheValue.string))
    }
}
