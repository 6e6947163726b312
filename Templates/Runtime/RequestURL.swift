import Foundation

/// Builds request URLs from a route's path template, path values and query items.
enum RequestURL {
    /// The query parameter a linked-account client adds to every request on the HEY origin.
    static let accountScopeParameter = "filtered_account_id"

    /// Expands `template` with `values`, each percent-encoded as one path segment:
    /// `/boxes/{boxId}.json` → `/boxes/17.json`.
    static func path(_ template: String, values: [String: String], operation: String) throws -> String {
        let bytes = template.utf8
        var path = ""
        var rest = bytes[...]
        while let open = rest.firstIndex(of: UInt8(ascii: "{")) {
            guard let close = rest[open...].firstIndex(of: UInt8(ascii: "}")) else {
                throw HeyError.usage(message: "\(operation): the path template \(template) has an unclosed {")
            }
            path += template[rest.startIndex..<open]
            let name = String(template[bytes.index(after: open)..<close])
            guard let value = values[name] else {
                throw HeyError.usage(message: "\(operation) needs the path parameter \(name)")
            }
            guard !value.isEmpty else {
                throw HeyError.usage(message: "\(operation): the path parameter \(name) is empty")
            }
            // A bare "." or ".." would be read as a relative step, so its dots are encoded too.
            path += value == "." || value == ".." ? String(repeating: "%2E", count: value.count)
                : percentEncoded(value, keeping: isUnreserved)
            rest = rest[bytes.index(after: close)...]
        }
        path += template[rest.startIndex...]
        return path
    }

    /// `path` with `.json` added when its last segment has no extension, as HEY's JSON API asks:
    /// `/boxes/17` → `/boxes/17.json`; `/boxes.json` and `/boxes/` stay as they are. A query or
    /// fragment stays after it.
    static func jsonPath(_ path: String) -> String {
        let end = path.firstIndex { $0 == "?" || $0 == "#" } ?? path.endIndex
        let bare = path[..<end]
        let lastSegment = bare.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard !bare.isEmpty, !bare.hasSuffix("/"), !lastSegment.contains(".") else { return path }
        return bare + ".json" + path[end...]
    }

    /// `base` + `path` + the encoded query, with the account scope added when there is one and
    /// the query does not already name it.
    static func url(origin: Origin, path: String, query: [URLQueryItem], accountScope: Int?) throws -> URL {
        var items = query
        if let accountScope, !items.contains(where: { $0.name == accountScopeParameter }) {
            items.append(URLQueryItem(name: accountScopeParameter, value: String(accountScope)))
        }
        var text = origin.base.absoluteString + (path.hasPrefix("/") ? path : "/" + path)
        if !items.isEmpty { text += (path.contains("?") ? "&" : "?") + encodedQuery(items) }
        guard let url = URL(string: text) else {
            throw HeyError.usage(message: "Could not build a URL from the path \(path)")
        }
        return url
    }

    /// `name=value&…`, each part percent-encoded (a space as `%20`, a `+` as `%2B`).
    static func encodedQuery(_ items: [URLQueryItem]) -> String {
        items.map { item in
            let name = percentEncoded(item.name, keeping: isUnreserved)
            guard let value = item.value else { return name }
            return name + "=" + percentEncoded(value, keeping: isUnreserved)
        }.joined(separator: "&")
    }

    /// Percent-encodes every UTF-8 byte `keeping` rejects.
    static func percentEncoded(_ text: String, keeping: (UInt8) -> Bool) -> String {
        if text.utf8.allSatisfy(keeping) { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if keeping(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// RFC 3986 unreserved: `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
