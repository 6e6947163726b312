/// The parsed form of a template: a tree of nodes built once at load time and walked by the renderer.
///
/// Static text is split into lines; every source line that survives standalone-tag removal starts
/// with a `.lineStart` marker, which is where the renderer inserts partial / block indentation.
enum Node: Sendable {
    /// Static template text: at most one line, including its line break.
    case text(String)
    /// The start of a source line (indentation point).
    case lineStart
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
    case variable(VariableNode)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(SectionNode)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(PartialNode)
    /// `{{<name}}…{{/name}}` (template inheritance).
    case parent(ParentNode)
    /// `{{$name}}…{{/name}}` outside a parent tag: an overridable block.
    case block(BlockNode)
}

/// A possibly dotted name (`member.swiftName`), or the implicit iterator `.` (no parts).
struct Name: Sendable {
    /// The name as written in the tag, used in error messages.
    let text: String
    /// The dot-separated parts; empty for the implicit iterator.
    let parts: [String]
}

/// An interpolation tag.
final class VariableNode: Sendable {
    let name: Name
    /// Whether the value is escaped (`{{x}}`) when the library escapes HTML; `{{{x}}}` / `{{&x}}` never are.
    let escaped: Bool
    let location: SourceLocation

    init(name: Name, escaped: Bool, location: SourceLocation) {
        self.name = name
        self.escaped = escaped
        self.location = location
    }
}

/// A section or inverted section with its content.
final class SectionNode: Sendable {
    let name: Name
    let inverted: Bool
    let children: [Node]
    let location: SourceLocation

    init(name: Name, inverted: Bool, children: [Node], location: SourceLocation) {
        self.name = name
        self.inverted = inverted
        self.children = children
        self.location = location
    }
}

/// Which template a partial or parent tag expands.
enum PartialTarget: Sendable {
    /// A template name written in the tag.
    case named(String)
    /// `*name`: the template whose name is the (string) value of `name` in the context.
    case dynamic(Name)
}

/// A partial tag. `indentation` is non-nil when the tag is standalone: the whitespace that
/// preceded it, prepended to every line of the partial.
final class PartialNode: Sendable {
    let target: PartialTarget
    let indentation: String?
    let location: SourceLocation

    init(target: PartialTarget, indentation: String?, location: SourceLocation) {
        self.target = target
        self.indentation = indentation
        self.location = location
    }
}

/// A parent tag: expands `target` with the blocks defined inside the tag overriding the
/// target's blocks. `indentation` is as for ``PartialNode``.
final class ParentNode: Sendable {
    let target: PartialTarget
    let indentation: String?
    /// Block name → replacement content (indentation of its first line already removed).
    let overrides: [String: [Node]]
    let location: SourceLocation

    init(target: PartialTarget, indentation: String?, overrides: [String: [Node]], location: SourceLocation) {
        self.target = target
        self.indentation = indentation
        self.overrides = overrides
        self.location = location
    }
}

/// A block that a parent tag can override; `children` is the default content.
final class BlockNode: Sendable {
    let name: String
    let children: [Node]
    let expansion: BlockExpansion

    init(name: String, children: [Node], expansion: BlockExpansion) {
        self.name = name
        self.children = children
        self.expansion = expansion
    }
}

/// How a block's replacement content is indented where the block stands.
enum BlockExpansion: Sendable {
    /// The block's opening tag is standalone: every line of the replacement gets this indentation
    /// (the first line of the default content's, or the tag's own when there is no default content).
    case standalone(String)
    /// Only whitespace precedes the opening tag (kept as text): lines after the first get it.
    case continuation(String)
    /// The block sits inside other text: the replacement is inserted as is.
    case inline
}
