import Foundation

/// A set of parsed Mustache templates that can include each other as partials / parents, and
/// render any of them against a ``MustacheValue`` context.
///
/// Every template is parsed once when the library is created (syntax errors throw there);
/// rendering walks the parsed tree. A library is immutable and safe to share across tasks.
public struct TemplateLibrary: Sendable {
    /// How `{{name}}` interpolations are escaped.
    public enum Escaping: Sendable {
        /// Escape `&`, `"`, `<` and `>` as HTML entities (the Mustache spec's behaviour).
        case html
        /// Insert values verbatim (code generation).
        case none
    }

    /// Rendering options shared by every template in a library.
    public struct Configuration: Sendable {
        /// How `{{name}}` interpolations are escaped; `{{{name}}}` and `{{&name}}` never are.
        public var escaping: Escaping
        /// Strict mode: a name the context cannot resolve, or an unknown partial, is an error
        /// instead of rendering as empty / falsy.
        public var strict: Bool

        /// Creates a configuration; the defaults follow the Mustache spec.
        public init(escaping: Escaping = .html, strict: Bool = false) {
            self.escaping = escaping
            self.strict = strict
        }
    }

    /// The options this library renders with.
    public let configuration: Configuration
    private let templates: [String: Template]

    /// Loads every `*.mustache` file under `directory` (recursively). A template's name is its path
    /// relative to `directory` without `.mustache` (`Model.swift` for `Templates/Model.swift.mustache`,
    /// `Runtime/x` for subfolders); errors name the file as `<directory name>/<relative path>`.
    /// Every template is parsed here; syntax errors (and, in strict mode, unknown partials) throw here.
    public init(directory: URL, configuration: Configuration = .init()) throws {
        let root = directory.standardizedFileURL
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let subpaths = fileManager.subpaths(atPath: root.path)
        else {
            throw MustacheError(template: root.path, line: 1, column: 1, message: "template directory not found")
        }
        var sources: [TemplateSource] = []
        for subpath in subpaths.sorted() where subpath.hasSuffix(".mustache") {
            let file = root.appendingPathComponent(subpath)
            guard fileManager.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let data = try Data(contentsOf: file)
            sources.append(
                TemplateSource(
                    name: String(subpath.dropLast(".mustache".count)),
                    path: root.lastPathComponent + "/" + subpath,
                    bytes: [UInt8](data)))
        }
        try self.init(sources: sources, configuration: configuration)
    }

    /// Creates a library from in-memory sources (template name → template text); errors name the
    /// template by its name. Syntax errors (and, in strict mode, unknown partials) throw here.
    public init(templates: [String: String], configuration: Configuration = .init()) throws {
        let sources = templates.keys.sorted().map { name in
            TemplateSource(name: name, path: name, bytes: Array(templates[name]!.utf8))
        }
        try self.init(sources: sources, configuration: configuration)
    }

    private init(sources: [TemplateSource], configuration: Configuration) throws {
        var templates: [String: Template] = [:]
        for source in sources {
            let nodes = try TemplateParser.parse(source.bytes, templateName: source.path)
            templates[source.name] = Template(name: source.name, path: source.path, nodes: nodes, sourceSize: source.bytes.count)
        }
        if configuration.strict {
            for name in templates.keys.sorted() {
                let template = templates[name]!
                try Self.checkPartials(template.nodes, in: template, known: templates)
            }
        }
        self.templates = templates
        self.configuration = configuration
    }

    /// The names of all templates, sorted.
    public var templateNames: [String] { templates.keys.sorted() }

    /// Renders the template called `name` against `context`.
    /// - Throws: ``MustacheError`` for an unknown template name, and in strict mode for any name
    ///   the context cannot resolve or any dynamic partial that does not exist.
    public func render(_ name: String, _ context: MustacheValue) throws -> String {
        guard let template = templates[name] else {
            throw MustacheError(template: name, line: 1, column: 1, message: "unknown template \"\(name)\"")
        }
        var renderer = Renderer(templates: templates, configuration: configuration, context: context)
        renderer.reserveCapacity(template.sourceSize * 2)
        try renderer.render(template.nodes, in: template, overrides: [:])
        return renderer.output
    }

    /// Strict mode: every partial and parent tag with a literal name must name a template.
    private static func checkPartials(_ nodes: [Node], in template: Template, known: [String: Template]) throws {
        for node in nodes {
            switch node {
            case .text, .lineStart, .variable:
                break
            case .section(let section):
                try checkPartials(section.children, in: template, known: known)
            case .block(let block):
                try checkPartials(block.children, in: template, known: known)
            case .partial(let partial):
                if case .named(let name) = partial.target, known[name] == nil {
                    throw MustacheError(template.path, partial.location, "unknown partial \"\(name)\"")
                }
            case .parent(let parent):
                if case .named(let name) = parent.target, known[name] == nil {
                    throw MustacheError(template.path, parent.location, "unknown parent template \"\(name)\"")
                }
                for name in parent.overrides.keys.sorted() {
                    try checkPartials(parent.overrides[name]!, in: template, known: known)
                }
            }
        }
    }
}

/// One template's source before parsing.
private struct TemplateSource {
    let name: String
    let path: String
    let bytes: [UInt8]
}

/// A parsed template.
final class Template: Sendable {
    /// The name partial tags use.
    let name: String
    /// What errors call it: the file path when loaded from a directory, else the name.
    let path: String
    let nodes: [Node]
    /// Source length in bytes, a hint for the output buffer.
    let sourceSize: Int

    init(name: String, path: String, nodes: [Node], sourceSize: Int) {
        self.name = name
        self.path = path
        self.nodes = nodes
        self.sourceSize = sourceSize
    }
}
