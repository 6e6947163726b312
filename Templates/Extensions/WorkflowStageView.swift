import Foundation

// needs services: workflows
// needs operations: GetWorkflowStage
extension WorkflowsService {
    /// One stage of a workflow and the threads on it, read out of the HTML page HEY serves for
    /// the stage (`GET /workflows/{workflowId}/stages/{stageId}`, asked for as a browser asks:
    /// HEY has no JSON for it). ``getStage(workflowId:stageId:)`` answers the page itself.
    ///
    /// - Throws: `usage` for an id that is not positive (nothing is sent); `api_error` when the
    ///   page does not have the shape ``WorkflowStageView/parse(_:stageId:)`` reads.
    public func stage(workflowId: Int, stageId: Int) async throws -> WorkflowStageView {
        let route = Routes.getWorkflowStage
        try Checks.id(workflowId, named: "workflowId", for: route.id)
        try Checks.id(stageId, named: "stageId", for: route.id)
        return try await context.perform(route, path: ["workflowId": String(workflowId), "stageId": String(stageId)]) { answer, _ in
            let response = answer.response
            do {
                return try WorkflowStageView.parse(String(decoding: response.body, as: UTF8.self), stageId: stageId)
            } catch HeyError.api(let message, _, let retryable, var detail) {
                // The page HEY answered: its status and request id go with the error.
                detail.requestId = response.headers["X-Request-Id"]
                throw HeyError.api(message: message, httpStatus: response.status, retryable: retryable, detail: detail)
            }
        }
    }
}

/// One thread on a workflow stage, as its card on the stage page shows it.
public struct WorkflowStageTopic: Codable, Sendable, Hashable {
    /// The id of the staging (the thread's place on the board); 0 when the card does not show it.
    public var stagingId: Int
    /// The thread's topic id.
    public var topicId: Int
    /// The thread's subject, as the card shows it.
    public var subject: String
    /// How many entries the thread has; 0 when the card does not show it.
    public var entryCount: Int

    /// Creates a card.
    public init(stagingId: Int, topicId: Int, subject: String, entryCount: Int) {
        self.stagingId = stagingId
        self.topicId = topicId
        self.subject = subject
        self.entryCount = entryCount
    }
}

/// A workflow stage as HEY's stage page shows it: its id, its name and the threads on it.
public struct WorkflowStageView: Codable, Sendable, Hashable {
    /// The stage's id.
    public var id: Int
    /// The stage's name.
    public var name: String
    /// The threads on the stage, in the page's order.
    public var topics: [WorkflowStageTopic]

    /// Creates a stage.
    public init(id: Int, name: String, topics: [WorkflowStageTopic]) {
        self.id = id
        self.name = name
        self.topics = topics
    }

    /// Reads the stage `stageId` out of HEY's stage page: the element with the id
    /// `container_workflow_stage_<stageId>`, the text of its first `<h2>` (the name) and each
    /// element in it classed `workflow__card`.
    ///
    /// A card's topic id is its `data-topic-id`, or else the id of its first link to
    /// `/topics/<id>`; its subject is the text of its element classed `workflow__card-title`, or
    /// else of that link; its staging id is its `data-staging-id`, or else the number in an
    /// element id `workflow_staging_<id>`; its entry count is the first `data-entry-count` on or
    /// in it. Character references are decoded and runs of white space read as one space.
    ///
    /// - Throws: `usage` for a stage id that is not positive; `api_error` naming what the page
    ///   lacks.
    public static func parse(_ html: String, stageId: Int) throws -> WorkflowStageView {
        try Checks.id(stageId, named: "stageId", for: "WorkflowStageView.parse")
        let page = HTMLElement.parse(html)
        let prefix = "container_workflow_stage_"
        guard let section = page.first(where: { $0.attributes["id"] == "\(prefix)\(stageId)" }) else {
            let shown = page.first { $0.attributes["id"]?.hasPrefix(prefix) == true }?.attributes["id"]
            throw unreadable("it has no element with the id \(prefix)\(stageId)" + (shown.map { " (it shows \($0))" } ?? ""))
        }
        guard let heading = section.first(where: { $0.name == "h2" }) else {
            throw unreadable("its stage section has no <h2> naming the stage")
        }
        let topics = try section.all(where: { $0.hasClass("workflow__card") }).enumerated().map { index, card in
            try topic(card, position: index + 1)
        }
        return WorkflowStageView(id: stageId, name: heading.text, topics: topics)
    }

    private static func topic(_ card: HTMLElement, position: Int) throws -> WorkflowStageTopic {
        let link = card.first { $0.name == "a" && Self.topicId(inLink: $0.attributes["href"] ?? "") != nil }
        let topicId: Int
        if let text = card.attributes["data-topic-id"] {
            topicId = try number(text, card: position, attribute: "data-topic-id", what: "a topic id")
        } else if let value = link.flatMap({ Self.topicId(inLink: $0.attributes["href"] ?? "") }) {
            topicId = value
        } else {
            throw unreadable("card \(position) carries no topic id (no data-topic-id, no link to /topics/<id>)")
        }
        guard let title = card.first(where: { $0.hasClass("workflow__card-title") }) ?? link else {
            throw unreadable("card \(position) (topic \(topicId)) has no workflow__card-title and no link to its topic")
        }
        var stagingId = 0
        if let text = card.attributes["data-staging-id"] {
            stagingId = try number(text, card: position, attribute: "data-staging-id", what: "a staging id")
        } else if let id = card.attributes["id"], id.hasPrefix("workflow_staging_") {
            stagingId = try number(String(id.dropFirst("workflow_staging_".count)), card: position, attribute: "id", what: "a staging id")
        }
        var entryCount = 0
        let counted = card.attributes["data-entry-count"] != nil ? card : card.first { $0.attributes["data-entry-count"] != nil }
        if let text = counted?.attributes["data-entry-count"] {
            entryCount = try number(text, card: position, attribute: "data-entry-count", what: "a count", allowZero: true)
        }
        return WorkflowStageTopic(stagingId: stagingId, topicId: topicId, subject: title.text, entryCount: entryCount)
    }

    /// The topic id of a link to `/topics/<id>` (also absolute, or with `.json`, `/…`, `?…`, `#…` after it).
    private static func topicId(inLink href: String) -> Int? {
        guard let range = href.range(of: "/topics/") else { return nil }
        let rest = href[range.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let next = rest.dropFirst(digits.count).first else { return number(String(digits)) }
        return "./?#".contains(next) ? number(String(digits)) : nil
    }

    /// The number in a card's attribute, or an `api_error` saying it is not `what`.
    private static func number(_ text: String, card position: Int, attribute: String, what: String,
                               allowZero: Bool = false) throws -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = allowZero && trimmed == "0" ? 0 : number(trimmed) else {
            throw unreadable("card \(position) has \(attribute) \"\(text)\", which is not \(what)")
        }
        return value
    }

    /// A positive number written in ASCII digits.
    private static func number(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 else { return nil }
        return value
    }

    static func unreadable(_ why: String) -> HeyError {
        .unusableAnswer("GetWorkflowStage: HEY's stage page cannot be read as a stage: \(why)", status: nil,
                        hint: "getStage(workflowId:stageId:) answers the page as HEY sent it")
    }
}

/// An element of an HTML page, read forgivingly: enough to find a section, its heading and its
/// cards. Comments and declarations are skipped, `<script>`/`<style>` contents are not text, an
/// end tag closes the nearest open element of its name (and those inside it), and a stray end
/// tag is ignored.
private final class HTMLElement {
    let name: String
    let attributes: [String: String]
    private(set) var children: [Child] = []

    enum Child {
        case element(HTMLElement)
        case text(String)
    }

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                                                    "param", "source", "track", "wbr"]
    private static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Whether the `class` attribute lists `name`.
    func hasClass(_ name: String) -> Bool {
        (attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).contains { $0 == name }
    }

    /// The first element inside this one (depth first, in page order) that `matches`.
    func first(where matches: (HTMLElement) -> Bool) -> HTMLElement? {
        for case .element(let child) in children {
            if matches(child) { return child }
            if let found = child.first(where: matches) { return found }
        }
        return nil
    }

    /// Every element inside this one that `matches`, in page order, not looking inside a match.
    func all(where matches: (HTMLElement) -> Bool) -> [HTMLElement] {
        children.flatMap { child -> [HTMLElement] in
            guard case .element(let element) = child else { return [] }
            return matches(element) ? [element] : element.all(where: matches)
        }
    }

    /// The text inside, white space collapsed to single spaces and trimmed.
    var text: String {
        var pieces: [String] = []
        collectText(into: &pieces)
        return pieces.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func collectText(into pieces: inout [String]) {
        for child in children {
            switch child {
            case .text(let text): pieces.append(text)
            case .element(let element) where !Self.rawTextElements.contains(element.name): element.collectText(into: &pieces)
            case .element: break
            }
        }
    }

    /// Reads `html` into a root element holding the page.
    static func parse(_ html: String) -> HTMLElement {
        var scanner = HTMLScanner(Array(html.utf8))
        let root = HTMLElement(name: "", attributes: [:])
        var open = [root]
        while let token = scanner.next() {
            let parent = open[open.count - 1]
            switch token {
            case .text(let text):
                parent.children.append(.text(text))
            case .start(let name, let attributes, let selfClosing):
                let element = HTMLElement(name: name, attributes: attributes)
                parent.children.append(.element(element))
                if rawTextElements.contains(name) {
                    element.children.append(.text(scanner.rawText(until: name)))
                } else if !selfClosing, !voidElements.contains(name) {
                    open.append(element)
                }
            case .end(let name):
                if let index = open.lastIndex(where: { $0.name == name }), index > 0 { open.removeSubrange(index...) }
            }
        }
        return root
    }
}

/// Splits an HTML page into text, start tags and end tags.
private struct HTMLScanner {
    enum Token {
        case text(String)
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(String)
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Token? {
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                return .text(Self.decoded(bytes[start..<position]))
            }
            if starts(with: "<!--") {
                position = end(of: "-->", from: position + 4)
            } else if starts(with: "<!") || starts(with: "<?") {
                position = end(of: ">", from: position + 2)
            } else if let tag = tag() {
                return tag
            } else {
                position += 1
                return .text("<")
            }
        }
        return nil
    }

    /// The text up to `</name` (kept as written), then past that end tag.
    mutating func rawText(until name: String) -> String {
        let start = position
        let closing = Array("</\(name)".utf8)
        while position < bytes.count {
            if position + closing.count <= bytes.count,
               zip(bytes[position..<position + closing.count], closing).allSatisfy({ Self.lowercased($0) == $1 }) {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position = end(of: ">", from: position)
                return text
            }
            position += 1
        }
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// A start or end tag at `position` (moving past it), or nil when `<` starts no tag.
    private mutating func tag() -> Token? {
        let isEnd = position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/")
        var index = position + (isEnd ? 2 : 1)
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > nameStart, Self.isLetter(bytes[nameStart]) else { return nil }
        let name = String(decoding: bytes[nameStart..<index].map(Self.lowercased), as: UTF8.self)
        var attributes: [String: String] = [:]
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let attributeStart = index
            while index < bytes.count, !Self.isSpace(bytes[index]), !"=>/".utf8.contains(bytes[index]) { index += 1 }
            let attribute = String(decoding: bytes[attributeStart..<index].map(Self.lowercased), as: UTF8.self)
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
                let valueStart: Int
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    valueStart = index + 1
                    index = valueStart
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                    value = Self.decoded(bytes[valueStart..<index])
                    index = min(index + 1, bytes.count)
                } else {
                    valueStart = index
                    while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = Self.decoded(bytes[valueStart..<index])
                }
            }
            if attributes[attribute] == nil { attributes[attribute] = value }
        }
        let selfClosing = index > 0 && index < bytes.count && bytes[index - 1] == UInt8(ascii: "/")
        position = min(index + 1, bytes.count)
        return isEnd ? .end(name) : .start(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    private func starts(with text: String) -> Bool {
        let prefix = Array(text.utf8)
        return position + prefix.count <= bytes.count && Array(bytes[position..<position + prefix.count]) == prefix
    }

    /// The index just past the next `marker` at or after `start`, or the end of the page.
    private func end(of marker: String, from start: Int) -> Int {
        let needle = Array(marker.utf8)
        var index = start
        while index + needle.count <= bytes.count {
            if Array(bytes[index..<index + needle.count]) == needle { return index + needle.count }
            index += 1
        }
        return bytes.count
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isNameByte(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") }
    private static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    /// `bytes` as text with character references decoded (`&amp;`, `&#39;`, `&#x2014;`, …); an
    /// unknown reference is kept as written.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            if let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";"),
               let character = character(for: rest[afterAmpersand..<semicolon]) {
                result.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }

    private static let namedReferences: [Substring: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]

    private static func character(for reference: Substring) -> Character? {
        if let named = namedReferences[reference] { return named }
        guard reference.first == "#" else { return nil }
        let digits = reference.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
}
