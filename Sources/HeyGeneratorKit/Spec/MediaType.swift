import Foundation

/// How the generator reads media types (`Content-Type` values as a spec names them).
enum MediaType {
    /// `application/json`, a JSON-based type such as `application/problem+json`, with or
    /// without parameters (`; charset=utf-8`).
    static func isJSON(_ type: String) -> Bool {
        let base = essence(type)
        return base == "application/json" || base.hasSuffix("+json")
    }

    /// `application/x-www-form-urlencoded`.
    static func isForm(_ type: String) -> Bool { essence(type) == "application/x-www-form-urlencoded" }

    /// `text/html`, `text/plain`, `text/csv`, …
    static func isText(_ type: String) -> Bool { essence(type).hasPrefix("text/") }

    /// `multipart/form-data` and the other multipart types.
    static func isMultipart(_ type: String) -> Bool { essence(type).hasPrefix("multipart/") }

    /// The type without parameters, lowercased: `Application/JSON; charset=utf-8` → `application/json`.
    static func essence(_ type: String) -> String {
        String(type.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }
}
