// Copied by hey-generator from Templates/Runtime/Redaction.swift. Do not edit: change the template and run `make generate`.

import Foundation

extension URL {
    /// The URL as hooks and error messages show it: no query, fragment, user or password.
    ///
    /// Where Foundation's `URL` and `URLComponents` read an odd URL differently (a user that
    /// only one of them sees), it shows `redacted:` rather than risk showing too much.
    var redactedForDisplay: URL {
        // Most URLs have none of them: answer those without taking the URL apart.
        if !absoluteString.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "@") }) {
            return self
        }
        if var components = URLComponents(url: absoluteURL, resolvingAgainstBaseURL: false) {
            components.query = nil
            components.fragment = nil
            components.user = nil
            components.password = nil
            if let url = components.url, url.isRedacted { return url }
        }
        return URL(string: "redacted:")!
    }

    /// Whether the URL has no query, fragment, user or password.
    private var isRedacted: Bool {
        query == nil && fragment == nil && user == nil && password == nil
    }
}

/// Cuts URLs in free text (a transport's message) down to their origin.
enum URLRedaction {
    /// `text` with every `http://` or `https://` URL in it replaced by its scheme, host and port:
    /// no path, query, fragment or credentials reach an error's hint.
    static func originsOnly(in text: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "http", options: .caseInsensitive) {
            let candidate = rest[start.lowerBound...]
            let lowered = candidate.prefix(8).lowercased()
            guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
                result += rest[..<start.upperBound]
                rest = rest[start.upperBound...]
                continue
            }
            result += rest[..<start.lowerBound]
            let end = candidate.firstIndex { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == ">" || $0 == ")" }
                ?? candidate.endIndex
            result += origin(of: String(candidate[..<end]))
            rest = candidate[end...]
        }
        return result + rest
    }

    /// `scheme://host[:port]` of `url`, or `<url>` when it cannot be read.
    private static func origin(of url: String) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme,
              let host = components.percentEncodedHost, !host.isEmpty else { return "<url>" }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }
}
