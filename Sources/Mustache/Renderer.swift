/// Block replacements in effect while rendering: block name → content and the template it was
/// defined in (for error locations).
typealias Overrides = [String: Override]

/// A block's replacement content.
struct Override {
    let nodes: [Node]
    let template: Template
}

/// Renders node trees into one output string. One renderer serves one `render` call.
/// (A struct with mutating methods: no dynamic exclusivity checks on the hot path.)
struct Renderer {
    /// Partial / parent nesting deeper than this is an error (a partial that includes itself unconditionally).
    static let maximumDepth = 256

    private let templates: [String: Template]
    private let strict: Bool
    private let escapesHTML: Bool
    /// The rendered text so far.
    private(set) var output = ""
    /// Prepended to each non-empty line that starts at a `.lineStart` (standalone partials, blocks).
    private var indentation = ""
    /// Indentation owed to the current line, written before its first non-newline output.
    private var pendingIndentation: String?
    /// The context stack; the last element is the top.
    private var stack: [MustacheValue]
    /// The position in each list being iterated, innermost last (for `@first` and `@last`).
    private var iterations: [(index: Int, count: Int)] = []
    private var depth = 0

    init(templates: [String: Template], configuration: TemplateLibrary.Configuration, context: MustacheValue) {
        self.templates = templates
        self.strict = configuration.strict
        self.escapesHTML = configuration.escaping == .html
        self.stack = [context]
        stack.reserveCapacity(16)
    }

    /// Reserves room in the output buffer.
    mutating func reserveCapacity(_ capacity: Int) { output.reserveCapacity(max(capacity, 1024)) }

    /// Renders `nodes`, which belong to `template`, appending to ``output``.
    mutating func render(_ nodes: [Node], in template: Template, overrides: Overrides) throws {
        var index = 0
        let count = nodes.count
        while index < count {
            switch nodes[index] {
            case .text(let text):
                write(text)
            case .lineStart:
                if !indentation.isEmpty && isAtLineStart { pendingIndentation = indentation }
            case .variable(let variable):
                try interpolate(try resolve(variable.name, at: variable.location, in: template), variable, in: template)
            case .section(let section):
                try renderSection(section, in: template, overrides: overrides)
            case .partial(let partial):
                try renderPartial(partial, in: template, overrides: overrides)
            case .parent(let parent):
                try renderParent(parent, in: template, overrides: overrides)
            case .block(let block):
                try renderBlock(block, in: template, overrides: overrides)
            }
            index += 1
        }
    }

    private mutating func renderSection(_ section: SectionNode, in template: Template, overrides: Overrides) throws {
        let value = try resolve(section.name, at: section.location, in: template)
        if section.inverted {
            if !value.isTruthy { try render(section.children, in: template, overrides: overrides) }
        } else if case .list(let items) = value {
            for (index, item) in items.enumerated() {
                stack.append(item)
                iterations.append((index, items.count))
                try render(section.children, in: template, overrides: overrides)
                iterations.removeLast()
                stack.removeLast()
            }
        } else if value.isTruthy {
            stack.append(value)
            try render(section.children, in: template, overrides: overrides)
            stack.removeLast()
        }
    }

    private mutating func renderPartial(_ partial: PartialNode, in template: Template, overrides: Overrides) throws {
        guard let target = try resolveTarget(partial.target, at: partial.location, in: template) else { return }
        try expand(target, indentation: partial.indentation, overrides: overrides, at: partial.location, in: template)
    }

    private mutating func renderParent(_ parent: ParentNode, in template: Template, overrides: Overrides) throws {
        guard let target = try resolveTarget(parent.target, at: parent.location, in: template) else { return }
        // The outermost definition of a block wins.
        var merged = overrides
        for (name, nodes) in parent.overrides where merged[name] == nil {
            merged[name] = Override(nodes: nodes, template: template)
        }
        try expand(target, indentation: parent.indentation, overrides: merged, at: parent.location, in: template)
    }

    private mutating func renderBlock(_ block: BlockNode, in template: Template, overrides: Overrides) throws {
        guard let replacement = overrides[block.name] else {
            try render(block.children, in: template, overrides: overrides)
            return
        }
        let saved = indentation
        switch block.expansion {
        case .standalone(let extra):
            indentation += extra
            if !indentation.isEmpty && isAtLineStart { pendingIndentation = indentation }
        case .continuation(let extra):
            indentation += extra
        case .inline:
            break
        }
        try render(replacement.nodes, in: replacement.template, overrides: overrides)
        indentation = saved
    }

    /// Renders a partial or parent target with extra indentation.
    private mutating func expand(
        _ target: Template, indentation extra: String?, overrides: Overrides, at location: SourceLocation, in template: Template
    ) throws {
        guard depth < Self.maximumDepth else {
            throw MustacheError(
                template.path, location, "partials nested more than \(Self.maximumDepth) levels deep (\"\(target.name)\" recursing?)")
        }
        depth += 1
        let saved = indentation
        if let extra { indentation += extra }
        try render(target.nodes, in: target, overrides: overrides)
        indentation = saved
        depth -= 1
    }

    /// The template a partial or parent tag names, or nil (spec mode) when there is none.
    private func resolveTarget(_ target: PartialTarget, at location: SourceLocation, in template: Template) throws -> Template? {
        switch target {
        case .named(let name):
            if let found = templates[name] { return found }
            if strict { throw MustacheError(template.path, location, "unknown partial \"\(name)\"") }
            return nil
        case .dynamic(let name):
            let value = try resolve(name, at: location, in: template)
            switch value {
            case .null:
                return nil
            case .string(let partialName):
                if let found = templates[partialName] { return found }
                if strict {
                    throw MustacheError(template.path, location, "unknown partial \"\(partialName)\" (the value of \"\(name.text)\")")
                }
                return nil
            default:
                if strict {
                    throw MustacheError(template.path, location, "dynamic partial name \"\(name.text)\" is \(value.kindDescription), not a string")
                }
                return nil
            }
        }
    }

    /// `@first` / `@last`: whether the innermost list section is at its first or last element
    /// (`{{^@last}}, {{/@last}}` writes separators). Outside a list they are false, or an error
    /// when strict; any other `@` name is unknown.
    private func position(_ name: Name, at location: SourceLocation, in template: Template) throws -> MustacheValue {
        let known = name.parts.count == 1 && (name.text == "@first" || name.text == "@last")
        guard known, let current = iterations.last else {
            if strict {
                let reason = known ? "it is only known inside a list section" : "the names starting with @ are @first and @last"
                throw MustacheError(template.path, location, "unknown name \"\(name.text)\": \(reason)")
            }
            return .null
        }
        return .bool(name.text == "@first" ? current.index == 0 : current.index == current.count - 1)
    }

    /// Looks `name` up on the context stack: the first part in the topmost object that has it,
    /// every further part only in the previous part's value.
    private func resolve(_ name: Name, at location: SourceLocation, in template: Template) throws -> MustacheValue {
        let parts = name.parts
        if parts.count == 0 { return stack[stack.count - 1] }
        let first = parts[0]
        if first.utf8.first == ASCII.at { return try position(name, at: location, in: template) }
        var found: MustacheValue?
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let object) = stack[index], let value = object[first] {
                found = value
                break
            }
            index -= 1
        }
        guard var value = found else {
            if strict { throw MustacheError(template.path, location, "unknown name \"\(name.text)\"") }
            return .null
        }
        var partIndex = 1
        while partIndex < parts.count {
            switch value {
            case .object(let object):
                guard let next = object[parts[partIndex]] else {
                    if strict {
                        let owner = parts[..<partIndex].joined(separator: ".")
                        throw MustacheError(
                            template.path, location, "unknown name \"\(name.text)\": no \"\(parts[partIndex])\" in \"\(owner)\"")
                    }
                    return .null
                }
                value = next
            case .null:
                return .null
            default:
                if strict {
                    let owner = parts[..<partIndex].joined(separator: ".")
                    throw MustacheError(
                        template.path, location, "unknown name \"\(name.text)\": \"\(owner)\" is \(value.kindDescription), not an object")
                }
                return .null
            }
            partIndex += 1
        }
        return value
    }

    private mutating func interpolate(_ value: MustacheValue, _ variable: VariableNode, in template: Template) throws {
        switch value {
        case .null:
            break
        case .string(let string):
            if variable.escaped && escapesHTML { writeEscapingHTML(string) } else { write(string) }
        case .int(let int):
            write(String(int))
        case .double(let double):
            write(String(double))
        case .bool(let bool):
            write(bool ? "true" : "false")
        case .list, .object:
            if strict {
                throw MustacheError(template.path, variable.location, "cannot interpolate \"\(variable.name.text)\": it is \(value.kindDescription)")
            }
        }
    }

    private var isAtLineStart: Bool {
        guard let last = output.utf8.last else { return true }
        return last == ASCII.newline
    }

    /// Appends `text`, first writing indentation owed to the line unless the line is empty.
    @inline(__always) private mutating func write(_ text: String) {
        if let pending = pendingIndentation {
            guard let first = text.utf8.first else { return }
            pendingIndentation = nil
            if first != ASCII.newline && first != ASCII.carriageReturn { output += pending }
        }
        output += text
    }

    /// Appends `text` with `&`, `"`, `<`, `>` replaced by HTML entities.
    private mutating func writeEscapingHTML(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == ASCII.ampersand || $0 == 0x22 || $0 == ASCII.less || $0 == ASCII.greater }) else {
            write(text)
            return
        }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 16)
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let entity: String?
            switch utf8[index] {
            case ASCII.ampersand: entity = "&amp;"
            case 0x22: entity = "&quot;"
            case ASCII.less: entity = "&lt;"
            case ASCII.greater: entity = "&gt;"
            default: entity = nil
            }
            let next = utf8.index(after: index)
            if let entity {
                escaped += text[runStart..<index]
                escaped += entity
                runStart = next
            }
            index = next
        }
        escaped += text[runStart...]
        write(escaped)
    }
}
