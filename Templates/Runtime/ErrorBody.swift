import Foundation

/// What HEY said in a failure body: its message and, for a 422, its reasons.
///
/// HEY answers `{"message": "…"}`, `{"error": "…"}` or `{"errors": ["…", …]}`. Lists are read in
/// order; an `errors` entry may also be an object naming its field
/// (`{"field": "name", "message": "…"}`). A Rails-style `{"errors": {"name": ["…"]}}` object is
/// read field by field in name order (JSON objects carry no order HEY could rely on).
/// HTML and other non-JSON bodies say nothing: they are never echoed, and neither is a JSON
/// message or reason (its field's name included) that holds HTML markup (a proxy's error page
/// inside `error`).
struct ErrorBody {
    /// HEY's message, cut to 500 characters.
    let message: String?
    /// Every reason HEY gave, in order.
    let fieldErrors: [FieldError]

    /// The longest message taken from a body.
    static let maxMessageLength = 500

    /// Reads `body` when it is JSON (by `Content-Type`, or by shape when there is none).
    init(body: Data, contentType: String?) {
        let type = contentType?.lowercased() ?? ""
        let looksJSON = type.contains("json") || (type.isEmpty && Self.startsLikeJSON(body))
        guard looksJSON, let value = try? JSONCoding.decoder.decode(JSONValue.self, from: body) else {
            self.message = nil
            self.fieldErrors = []
            return
        }
        // The field's name is checked too: the message shows it (`name: reason`).
        let fieldErrors = Self.fieldErrors(in: value["errors"]).filter { !Self.holdsMarkup($0.description) }
        self.fieldErrors = fieldErrors
        let direct = value["message"]?.stringValue ?? value["error"]?.stringValue ?? value["error_description"]?.stringValue
        let joined = fieldErrors.isEmpty ? nil : fieldErrors.map(\.description).joined(separator: "; ")
        self.message = (direct.flatMap { Self.holdsMarkup($0) ? nil : $0 } ?? joined).map(Self.cut)
    }

    private static func fieldErrors(in errors: JSONValue?) -> [FieldError] {
        switch errors {
        case .string(let message):
            return [FieldError(field: nil, message: message)]
        case .array(let entries):
            return entries.compactMap(fieldError)
        case .object(let fields):
            return fields.keys.sorted().flatMap { field -> [FieldError] in
                switch fields[field] {
                case .string(let message): return [FieldError(field: field, message: message)]
                case .array(let messages): return messages.compactMap(\.stringValue).map { FieldError(field: field, message: $0) }
                default: return []
                }
            }
        default:
            return []
        }
    }

    private static func fieldError(_ entry: JSONValue) -> FieldError? {
        if let message = entry.stringValue { return FieldError(field: nil, message: message) }
        guard case .object = entry else { return nil }
        let field = entry["field"]?.stringValue ?? entry["attribute"]?.stringValue ?? entry["param"]?.stringValue
        guard let message = entry["message"]?.stringValue ?? entry["error"]?.stringValue ?? entry["detail"]?.stringValue
        else { return nil }
        return FieldError(field: field, message: message)
    }

    /// Whether `text` holds HTML markup: a comment or doctype (`<!`), a closing tag (`</p`), or
    /// an opening tag of a common HTML element (`<html`, `<p>`, `<br/>`). A `<name>` placeholder
    /// in a plain message is not markup.
    static func holdsMarkup(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = bytes.firstIndex(of: UInt8(ascii: "<"))
        while let open = index {
            let next = open + 1 < bytes.count ? bytes[open + 1] : 0
            if next == UInt8(ascii: "!") || (next == UInt8(ascii: "/") && open + 2 < bytes.count && isLetter(bytes[open + 2])) {
                return true
            }
            var end = open + 1
            while end < bytes.count, isLetter(bytes[end]) || (end > open + 1 && isDigit(bytes[end])) { end += 1 }
            let name = String(decoding: bytes[(open + 1)..<end], as: UTF8.self).lowercased()
            let after = end < bytes.count ? bytes[end] : 0
            if htmlElements.contains(name), [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/"), 9, 10, 13].contains(after) {
                return true
            }
            index = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "<"))
        }
        return false
    }

    private static let htmlElements: Set<String> = [
        "html", "head", "body", "title", "meta", "link", "script", "style", "div", "span", "p", "br", "hr",
        "h1", "h2", "h3", "h4", "h5", "h6", "a", "b", "i", "em", "strong", "pre", "code", "center", "table",
        "tr", "td", "th", "ul", "ol", "li", "img", "form", "input", "iframe", "noscript", "main", "section",
    ]

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func startsLikeJSON(_ body: Data) -> Bool {
        guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    private static func cut(_ text: String) -> String {
        text.count <= maxMessageLength ? text : String(text.prefix(maxMessageLength)) + "…"
    }
}
