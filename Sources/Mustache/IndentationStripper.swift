/// Removes a block definition's own indentation ("block reindentation"): the whitespace that
/// starts the first line of a block defined inside a parent tag is removed from the start of
/// every line of that block, so the block is re-indented where it is expanded.
enum IndentationStripper {
    /// `nodes` with up to `prefix` removed from each line start (texts after `.lineStart`, and the
    /// indentation recorded for standalone partials, parents and blocks), recursively.
    static func strip(_ prefix: String, from nodes: [Node]) -> [Node] {
        guard !prefix.isEmpty else { return nodes }
        var result: [Node] = []
        result.reserveCapacity(nodes.count)
        var atLineStart = false
        for node in nodes {
            let followsLineStart = atLineStart
            atLineStart = false
            switch node {
            case .lineStart:
                result.append(node)
                atLineStart = true
            case .text(let text):
                if followsLineStart {
                    let rest = removing(prefix, from: text)
                    if !rest.isEmpty { result.append(.text(rest)) }
                } else {
                    result.append(node)
                }
            case .variable:
                result.append(node)
            case .section(let section):
                let children = strip(prefix, from: section.children)
                result.append(.section(SectionNode(name: section.name, inverted: section.inverted, children: children, location: section.location)))
            case .partial(let partial):
                let indentation = partial.indentation.map { removing(prefix, from: $0) }
                result.append(.partial(PartialNode(target: partial.target, indentation: indentation, location: partial.location)))
            case .parent(let parent):
                let indentation = parent.indentation.map { removing(prefix, from: $0) }
                result.append(
                    .parent(ParentNode(target: parent.target, indentation: indentation, overrides: parent.overrides, location: parent.location)))
            case .block(let block):
                let expansion: BlockExpansion
                switch block.expansion {
                case .standalone(let indentation): expansion = .standalone(removing(prefix, from: indentation))
                case .continuation(let indentation): expansion = .continuation(removing(prefix, from: indentation))
                case .inline: expansion = .inline
                }
                result.append(.block(BlockNode(name: block.name, children: strip(prefix, from: block.children), expansion: expansion)))
            }
        }
        return result
    }

    /// `text` without the longest start it shares with `prefix`.
    private static func removing(_ prefix: String, from text: String) -> String {
        var shared = 0
        for (a, b) in zip(prefix.utf8, text.utf8) {
            guard a == b else { break }
            shared += 1
        }
        return shared == 0 ? text : String(decoding: Array(text.utf8)[shared...], as: UTF8.self)
    }
}
