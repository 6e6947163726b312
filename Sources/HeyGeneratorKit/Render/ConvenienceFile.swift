import Foundation

/// A hand-written convenience file (`Templates/Extensions/*.swift`) read into the regions its
/// `// needs …:` lines open, so the generator can leave out what a model cannot support.
///
/// A region is a run of `// needs <key>: …` lines and the declaration right after it: its doc
/// comment and attributes, its first line of code, and every line up to where the brackets that
/// line opens close again (a one-line declaration is one line; a type, an extension or a
/// function runs to its closing brace). A region inside another's declaration needs what the
/// outer one needs as well. Code outside any region is always kept.
public struct ConvenienceFile: Sendable {
    /// One declaration with its needs.
    public struct Region: Sendable {
        /// Its needs and those of every region around it.
        public let needs: ConvenienceNeeds
        /// The lines it covers (0-based, `// needs` lines included).
        public let lines: Range<Int>
        /// The first line of code it declares, for messages (`public func markPostingsSeen(postingIds: [Int]) async throws`).
        public let declaration: String
        /// The region it sits in, by index into `regions`.
        public let parent: Int?
    }

    /// Path relative to `Templates/` (`Extensions/PostingsService+Conveniences.swift`).
    public let source: String
    /// The file's lines, without their line breaks.
    public let lines: [String]
    /// Every region, in the order they start.
    public let regions: [Region]

    /// Reads `text`; a malformed `// needs` line is an error at `Templates/<source>:line:col`.
    public init(source: String, text: String) throws {
        self.source = source
        // Split on bytes: a newline is one byte in UTF-8, and reading Characters costs a third of a render.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
        self.regions = try Self.regions(lines, source: source)
    }

    private static let prefix = "// needs "

    /// The indentation of a line (spaces), or nil for a blank one.
    static func indentation(_ line: String) -> Int? {
        let spaces = line.prefix { $0 == " " }.count
        return spaces == line.count ? nil : spaces
    }

    private static func isHeader(_ line: String) -> Bool {
        line.utf8.drop { $0 == UInt8(ascii: " ") }.starts(with: prefix.utf8)
    }

    private static func regions(_ lines: [String], source: String) throws -> [Region] {
        var regions: [Region] = []
        var start = 0
        while start < lines.count {
            guard isHeader(lines[start]), let indent = indentation(lines[start]) else {
                start += 1
                continue
            }
            if start > 0, lines[start - 1].trimmedSpaces.hasPrefix("///") {
                throw GeneratorError.template("Templates/\(source):\(start + 1):\(indent + 1): \"// needs\" lines go before the doc comment of what they cover")
            }
            var needs = ConvenienceNeeds()
            var body = start
            while body < lines.count, isHeader(lines[body]), indentation(lines[body]) == indent {
                try parse(lines[body], line: body, indent: indent, source: source, into: &needs)
                body += 1
            }
            guard let end = declarationEnd(lines, from: body), let declaration = declaration(lines[body..<end]) else {
                throw GeneratorError.template("Templates/\(source):\(start + 1):\(indent + 1): \"// needs\" lines must come right before the declaration they cover")
            }
            let parent = regions.indices.last { regions[$0].lines.contains(start) }
            regions.append(Region(needs: parent.map { regions[$0].needs.union(needs) } ?? needs,
                                  lines: start..<end, declaration: declaration, parent: parent))
            start = body
        }
        return regions
    }

    /// The line after the declaration that starts at or after `first`: past doc comments and
    /// attributes, through its first code line and until the brackets it opens are closed.
    /// Nil when no code follows.
    private static func declarationEnd(_ lines: [String], from first: Int) -> Int? {
        var line = first
        while line < lines.count {
            let text = lines[line].trimmedSpaces
            if text.isEmpty || text.hasPrefix("}") || isHeader(lines[line]) { return nil }
            if !(text.hasPrefix("//") || text.hasPrefix("@")) { break }
            line += 1
        }
        guard line < lines.count else { return nil }
        var scanner = BracketScanner()
        while line < lines.count {
            scanner.scan(lines[line])
            line += 1
            if scanner.depth <= 0 { return line }
        }
        return line
    }

    /// The first line of code in `lines`, past doc comments and attributes, without its brace.
    private static func declaration(_ lines: ArraySlice<String>) -> String? {
        var words: [String] = []
        for line in lines {
            let text = line.trimmedSpaces
            if words.isEmpty, text.isEmpty || text.hasPrefix("//") || text.hasPrefix("@") { continue }
            // A signature written over several lines is read to its opening brace.
            words.append(text)
            if !(text.hasSuffix(",") || text.hasSuffix("(")) { break }
        }
        guard !words.isEmpty else { return nil }
        var joined = Substring(words.dropFirst().reduce(words[0]) { $0.hasSuffix("(") ? $0 + $1 : $0 + " " + $1 })
        if joined.hasSuffix("{") { joined = joined.dropLast() }
        return joined.trimmedSpaces
    }

    /// Adds one `// needs <key>: items` line to `needs`.
    private static func parse(_ line: String, line number: Int, indent: Int, source: String, into needs: inout ConvenienceNeeds) throws {
        let afterPrefix = line.dropFirst(indent + prefix.count)
        let location = { (column: Int) in "Templates/\(source):\(number + 1):\(column)" }
        guard let colon = afterPrefix.firstIndex(of: ":") else {
            throw GeneratorError.template("\(location(indent + 1)): expected \"// needs <\(ConvenienceNeeds.keys.joined(separator: "|"))>: …\"")
        }
        let key = String(afterPrefix[..<colon])
        guard ConvenienceNeeds.keys.contains(key) else {
            throw GeneratorError.template("\(location(indent + prefix.count + 1)): unknown needs key \"\(key)\" (known: \(ConvenienceNeeds.keys.joined(separator: ", ")))")
        }
        let items = afterPrefix[afterPrefix.index(after: colon)...]
        do {
            try needs.add(key: key, items: items)
        } catch {
            let column = indent + prefix.count + key.count + 2 + error.offset
            throw GeneratorError.template("\(location(column)): \(error.message)")
        }
    }
}

/// Counts the brackets Swift code opens and closes, outside string literals and comments.
struct BracketScanner {
    /// Open `(`, `[` and `{` not yet closed.
    private(set) var depth = 0
    /// Inside a `"""` string that spans lines.
    private var inMultilineString = false

    /// Reads one line.
    mutating func scan(_ line: String) {
        let quote = UInt8(ascii: "\"")
        var bytes = Array(line.utf8)[...]
        var inString = false
        while let byte = bytes.popFirst() {
            if inMultilineString {
                if byte == quote, bytes.prefix(2).elementsEqual([quote, quote]) {
                    bytes = bytes.dropFirst(2)
                    inMultilineString = false
                }
                continue
            }
            if inString {
                if byte == UInt8(ascii: "\\") { _ = bytes.popFirst() } else if byte == quote { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "/"): return
            case quote:
                if bytes.prefix(2).elementsEqual([quote, quote]) {
                    bytes = bytes.dropFirst(2)
                    inMultilineString = true
                } else {
                    inString = true
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }
}
