import Foundation

/// JSON Pointer (RFC 6901) helpers: every spec problem is reported with one.
public enum JSONPointer {
    /// Escapes one reference token (`~` → `~0`, `/` → `~1`).
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        // By hand: Foundation's replacingOccurrences costs tens of microseconds a call on Linux,
        // and every path and media type of a spec has a slash.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.utf8.count + 4)
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
            case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Unescapes one reference token.
    public static func unescape(_ token: String) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
        var bytes: [UInt8] = []
        var escaping = false
        for byte in token.utf8 {
            if escaping {
                switch byte {
                case UInt8(ascii: "0"): bytes.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): bytes.append(UInt8(ascii: "/"))
                default: bytes += [UInt8(ascii: "~"), byte]
                }
                escaping = false
            } else if byte == UInt8(ascii: "~") {
                escaping = true
            } else {
                bytes.append(byte)
            }
        }
        if escaping { bytes.append(UInt8(ascii: "~")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `base` extended by `tokens`, each escaped: `#/paths` + `/boxes/{id}` → `#/paths/~1boxes~1{id}`.
    public static func appending(_ base: String, _ tokens: String...) -> String {
        tokens.reduce(base) { $0 + "/" + escape($1) }
    }

    /// The node `pointer` (`#/components/schemas/Box`) names inside `root`, if any.
    public static func resolve(_ pointer: String, in root: JSONNode) -> JSONNode? {
        var text = Substring(pointer)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard !text.isEmpty else { return root }
        guard text.hasPrefix("/") else { return nil }
        var node = root
        for rawToken in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = unescape(String(rawToken))
            switch node {
            case .object(let object):
                guard let next = object[token] else { return nil }
                node = next
            case .array(let array):
                guard let position = Int(token), array.indices.contains(position) else { return nil }
                node = array[position]
            default:
                return nil
            }
        }
        return node
    }
}
