/// Parses one template's source (UTF-8 bytes) into a node tree, applying the standalone-line rules.
///
/// Standalone rules (spec): a section, inverted-section, closing, comment, partial, set-delimiter,
/// parent or block tag that is alone on its line (only spaces/tabs around it) removes the whole
/// line, including its `\n` or `\r\n`; a standalone partial's (or parent's) leading whitespace
/// becomes the indentation of every line it expands to. Inheritance extras: a parent tag is
/// standalone when its opening tag starts its line and its closing tag ends its line, even across
/// lines; inside a parent tag (where only blocks matter) a block's content starts on the next
/// line when its opening tag ends its line, and ends at the last line break when its closing tag
/// starts its line.
struct TemplateParser {
    let bytes: [UInt8]
    let templateName: String
    var position = 0
    var line = 1
    var lineStart = 0
    /// True until something is emitted on the current source line (then a `.lineStart` precedes it).
    var needsLineMarker = true
    var openDelimiter: [UInt8] = Array("{{".utf8)
    var closeDelimiter: [UInt8] = Array("}}".utf8)
    var frames: [Frame] = [Frame(kind: .root, tagContent: "", location: SourceLocation(line: 1, column: 1))]

    /// Parses `bytes`; errors name `templateName`.
    static func parse(_ bytes: [UInt8], templateName: String) throws -> [Node] {
        var parser = TemplateParser(bytes: bytes, templateName: templateName)
        return try parser.run()
    }

    private init(bytes: [UInt8], templateName: String) {
        self.bytes = bytes
        self.templateName = templateName
    }

    private mutating func run() throws -> [Node] {
        let count = bytes.count
        while position < count {
            let segmentStart = position
            var index = position
            var endsLine = false
            let first = openDelimiter[0]
            while index < count {
                let byte = bytes[index]
                if byte == ASCII.newline {
                    index += 1
                    endsLine = true
                    break
                }
                if byte == first && matches(openDelimiter, at: index) { break }
                index += 1
            }
            if index > segmentStart {
                appendContent(.text(String(decoding: bytes[segmentStart..<index], as: UTF8.self)))
            }
            position = index
            if endsLine {
                line += 1
                lineStart = index
                needsLineMarker = true
            } else if position < count {
                try handle(try readTag())
            }
        }
        if let open = frames.last, frames.count > 1 {
            throw MustacheError(templateName, open.location, "unclosed \(open.kind.noun) \"\(open.tagContent)\"")
        }
        return frames[0].children
    }

    private mutating func handle(_ tag: RawTag) throws {
        let context = tagLine(tag)
        passOver(tag)
        switch tag.kind {
        case .escapedVariable, .rawVariable:
            let name = try parseName(tag)
            appendContent(.variable(VariableNode(name: name, escaped: tag.kind == .escapedVariable, location: tag.location)))
        case .comment:
            removeLineIfStandalone(context)
        case .setDelimiters(let open, let close):
            removeLineIfStandalone(context)
            openDelimiter = open
            closeDelimiter = close
        case .section, .invertedSection:
            let name = try parseName(tag)
            if context.isStandalone { removeLine(context) } else { emitLineMarkerIfNeeded() }
            frames.append(Frame(kind: .section(name, inverted: tag.kind == .invertedSection), tagContent: tag.content, location: tag.location))
        case .partial:
            let target = try parsePartialTarget(tag)
            var indentation: String?
            if context.isStandalone {
                removeLine(context)
                indentation = context.indentation
            } else {
                emitLineMarkerIfNeeded()
            }
            frames[frames.count - 1].children.append(.partial(PartialNode(target: target, indentation: indentation, location: tag.location)))
        case .parent:
            try openParent(tag, context)
        case .block:
            try openBlock(tag, context)
        case .close:
            try close(tag, context)
        }
    }

    private mutating func openParent(_ tag: RawTag, _ context: TagLine) throws {
        var frame = Frame(kind: .parent(try parsePartialTarget(tag)), tagContent: tag.content, location: tag.location)
        if context.isStandalone {
            removeLine(context)
            frame.openIndentation = context.indentation
            frame.openIsStandalone = true
        } else {
            emitLineMarkerIfNeeded()
            if context.leftBlank {
                // Standalone if the closing tag ends its line: then this line's marker and indentation go.
                frame.openIndentation = context.indentation
                frame.outerTailCount = context.indentation.isEmpty ? 1 : 2
            }
        }
        frames.append(frame)
    }

    private mutating func openBlock(_ tag: RawTag, _ context: TagLine) throws {
        try requireNonEmptyWord(tag.content, tag)
        if case .parent = frames[frames.count - 1].kind {
            var frame = Frame(kind: .block(tag.content, definesOverride: true), tagContent: tag.content, location: tag.location)
            if context.rightBlank {
                consumeLine(context)
                frame.definitionIndentation = blankPrefix(at: position)
            }
            frames.append(frame)
            return
        }
        var frame = Frame(kind: .block(tag.content, definesOverride: false), tagContent: tag.content, location: tag.location)
        if context.isStandalone {
            removeLine(context)
            frame.expansion = .standalone(context.indentation)
            frame.intrinsicIndentation = blankPrefix(at: position)
        } else {
            emitLineMarkerIfNeeded()
            frame.expansion = context.leftBlank ? .continuation(context.indentation) : .inline
        }
        frames.append(frame)
    }

    private mutating func close(_ tag: RawTag, _ context: TagLine) throws {
        guard frames.count > 1 else {
            throw MustacheError(templateName, tag.location, "closing tag \"\(tag.content)\" without an open section")
        }
        let open = frames[frames.count - 1]
        guard open.tagContent == tag.content else {
            let at = "\(open.location.line):\(open.location.column)"
            throw MustacheError(
                templateName, tag.location,
                "closing tag \"\(tag.content)\" does not match open \(open.kind.noun) \"\(open.tagContent)\" (opened at \(at))")
        }
        switch open.kind {
        case .root:
            preconditionFailure("the root frame is never closed")
        case .section(let name, let inverted):
            removeLineIfStandalone(context)
            let frame = frames.removeLast()
            let node = SectionNode(name: name, inverted: inverted, children: frame.children, location: frame.location)
            frames[frames.count - 1].children.append(.section(node))
        case .block(let name, definesOverride: false):
            removeLineIfStandalone(context)
            let frame = frames.removeLast()
            var expansion = frame.expansion
            if case .standalone = expansion, !frame.children.isEmpty { expansion = .standalone(frame.intrinsicIndentation) }
            frames[frames.count - 1].children.append(.block(BlockNode(name: name, children: frame.children, expansion: expansion)))
        case .block(let name, definesOverride: true):
            if context.leftBlank { dropLineTail() }
            if context.rightBlank {
                consumeLine(context)
            } else if context.leftBlank {
                needsLineMarker = false
            }
            let frame = frames.removeLast()
            let content = IndentationStripper.strip(frame.definitionIndentation, from: frame.children)
            frames[frames.count - 1].overrides[name] = content
        case .parent(let target):
            let standalone = open.openIndentation != nil && (open.openIsStandalone || context.rightBlank)
            if context.rightBlank && (context.leftBlank || standalone) {
                if context.leftBlank { dropLineTail() }
                consumeLine(context)
            }
            let frame = frames.removeLast()
            if standalone && !frame.openIsStandalone {
                frames[frames.count - 1].children.removeLast(frame.outerTailCount)
            }
            let node = ParentNode(
                target: target, indentation: standalone ? frame.openIndentation : nil, overrides: frame.overrides,
                location: frame.location)
            frames[frames.count - 1].children.append(.parent(node))
        }
    }

    // MARK: - Lines

    /// Appends static content or a variable, preceded by the line marker when it is the line's first.
    private mutating func appendContent(_ node: Node) {
        emitLineMarkerIfNeeded()
        frames[frames.count - 1].children.append(node)
    }

    private mutating func emitLineMarkerIfNeeded() {
        guard needsLineMarker else { return }
        frames[frames.count - 1].children.append(.lineStart)
        needsLineMarker = false
    }

    private mutating func removeLineIfStandalone(_ context: TagLine) {
        if context.isStandalone { removeLine(context) }
    }

    /// Removes a standalone tag's line: its leading whitespace and its line break.
    private mutating func removeLine(_ context: TagLine) {
        dropLineTail()
        consumeLine(context)
    }

    /// Removes what was emitted on the current line (its marker and leading whitespace).
    private mutating func dropLineTail() {
        guard !needsLineMarker else { return }
        if case .text? = frames[frames.count - 1].children.last { frames[frames.count - 1].children.removeLast() }
        if case .lineStart? = frames[frames.count - 1].children.last { frames[frames.count - 1].children.removeLast() }
        needsLineMarker = true
    }

    /// Skips the blanks and the line break after a tag.
    private mutating func consumeLine(_ context: TagLine) {
        let next = context.nextLineStart
        if next > position && bytes[next - 1] == ASCII.newline {
            line += 1
            lineStart = next
        }
        position = next
        needsLineMarker = true
    }

    /// Moves past a tag, counting line breaks inside it.
    private mutating func passOver(_ tag: RawTag) {
        var index = tag.start
        while index < tag.end {
            if bytes[index] == ASCII.newline {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        position = tag.end
    }

    /// What surrounds a tag on its line (computed before moving past it).
    private func tagLine(_ tag: RawTag) -> TagLine {
        var leftBlank = true
        var index = lineStart
        while index < tag.start {
            if !ASCII.isBlank(bytes[index]) {
                leftBlank = false
                break
            }
            index += 1
        }
        let indentation = leftBlank ? String(decoding: bytes[lineStart..<tag.start], as: UTF8.self) : ""
        var after = tag.end
        while after < bytes.count && ASCII.isBlank(bytes[after]) { after += 1 }
        var rightBlank = true
        if after == bytes.count {
        } else if bytes[after] == ASCII.newline {
            after += 1
        } else if bytes[after] == ASCII.carriageReturn && after + 1 < bytes.count && bytes[after + 1] == ASCII.newline {
            after += 2
        } else {
            rightBlank = false
        }
        return TagLine(leftBlank: leftBlank, indentation: indentation, rightBlank: rightBlank, nextLineStart: after)
    }

    /// The spaces and tabs starting at `offset`.
    private func blankPrefix(at offset: Int) -> String {
        var end = offset
        while end < bytes.count && ASCII.isBlank(bytes[end]) { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}

/// The surroundings of a tag on its source line.
struct TagLine {
    /// Only spaces/tabs precede the tag on its line.
    let leftBlank: Bool
    /// Those spaces/tabs (empty unless `leftBlank`).
    let indentation: String
    /// Only spaces/tabs follow the tag up to a line break or the end of the template.
    let rightBlank: Bool
    /// Where the next line starts (valid when `rightBlank`).
    let nextLineStart: Int
    /// The tag is alone on its line.
    var isStandalone: Bool { leftBlank && rightBlank }
}

/// An open section, parent or block while parsing.
struct Frame {
    enum Kind {
        case root
        case section(Name, inverted: Bool)
        case parent(PartialTarget)
        case block(String, definesOverride: Bool)

        /// How error messages call this kind of container.
        var noun: String {
            switch self {
            case .root: return "template"
            case .section(_, let inverted): return inverted ? "inverted section" : "section"
            case .parent: return "parent tag"
            case .block: return "block"
            }
        }
    }

    let kind: Kind
    /// The opening tag's content, which the closing tag must repeat.
    let tagContent: String
    let location: SourceLocation
    var children: [Node] = []
    /// Parent: blocks defined inside it.
    var overrides: [String: [Node]] = [:]
    /// Parent: the whitespace before the opening tag when nothing else precedes it on its line.
    var openIndentation: String?
    /// Parent: the opening tag is alone on its line.
    var openIsStandalone = false
    /// Parent: nodes emitted in the enclosing container on the opening tag's line.
    var outerTailCount = 0
    /// Block (not inside a parent): how a replacement is indented.
    var expansion: BlockExpansion = .inline
    /// Block (standalone opening tag): indentation of the default content's first line.
    var intrinsicIndentation = ""
    /// Block inside a parent: indentation of the content's first line, removed from every line.
    var definitionIndentation = ""
}
