import Foundation

/// Encodes a request body as `multipart/form-data` (RFC 7578), for `.multipart` routes.
///
/// The body is encoded as for JSON (so its wire names, dates and enums are the same), each of its
/// members then a part named by its wire name, in name order: bytes (`Data`) a file part whose
/// filename is the member's name, as the content type the model gives the member or
/// `application/octet-stream`; a string, number or boolean a text part (`true`/`false`, a date as
/// ISO 8601); a list a part per element; `null` no part. A member that is an object, or a list
/// of lists, cannot be a part: a `usage` error before anything is sent.
enum MultipartEncoding {
    /// One part of the body.
    struct Part: Equatable {
        /// The member's wire name.
        var name: String
        /// The file name of a file part (bytes); nil for text.
        var filename: String?
        /// The part's `Content-Type`, when it states one.
        var contentType: String?
        var bytes: Data
    }

    /// The `Content-Type` of a body separated by `boundary`.
    static func contentType(boundary: String) -> String { "multipart/form-data; boundary=\(boundary)" }

    /// The parts of `body`; `contentTypes` are the model's content types by member wire name.
    static func parts(of body: any Encodable, contentTypes: [String: String]) throws -> [Part] {
        // Bytes are swapped for a token no text holds while the body goes through JSON, and back.
        let stash = Locked([String: Data]())
        let prefix = "\u{0}hey-part-\(UUID().uuidString)-"
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = JSONCoding.encoder.dateEncodingStrategy
        encoder.dataEncodingStrategy = .custom { data, encoder in
            let token = stash.withLock { stash in
                let token = prefix + String(stash.count)
                stash[token] = data
                return token
            }
            var container = encoder.singleValueContainer()
            try container.encode(token)
        }
        let value = try JSONCoding.decoder.decode(JSONValue.self, from: try encoder.encode(body))
        guard case .object(let members) = value else {
            throw HeyError.usage(message: "A multipart body must encode to an object with named members")
        }
        let files = stash.withLock { $0 }
        var parts: [Part] = []
        for name in members.keys.sorted() {
            let elements: [JSONValue]
            if case .array(let list) = members[name] { elements = list } else { elements = [members[name] ?? .null] }
            for element in elements {
                guard let part = try part(element, name: name, files: files, contentType: contentTypes[name]) else { continue }
                parts.append(part)
            }
        }
        return parts
    }

    /// The bytes of `parts` separated by `boundary`.
    static func encode(_ parts: [Part], boundary: String) -> Data {
        var body = Data()
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(part.name))\""
            if let filename = part.filename { head += "; filename=\"\(quoted(filename))\"" }
            if let contentType = part.contentType { head += "\r\nContent-Type: \(contentType)" }
            body.append(Data((head + "\r\n\r\n").utf8))
            body.append(part.bytes)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// The body of `parts` with a random boundary none of the parts holds, and its boundary.
    static func encode(_ parts: [Part]) -> (body: Data, boundary: String) {
        while true {
            let boundary = "hey-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            let marker = Data("--\(boundary)".utf8)
            if !parts.contains(where: { $0.bytes.range(of: marker) != nil }) { return (encode(parts, boundary: boundary), boundary) }
        }
    }

    private static func part(_ value: JSONValue, name: String, files: [String: Data], contentType: String?) throws -> Part? {
        switch value {
        case .null:
            return nil
        case .bool(let flag):
            return Part(name: name, contentType: contentType, bytes: Data((flag ? "true" : "false").utf8))
        case .number(let number):
            return Part(name: name, contentType: contentType, bytes: Data(FormEncoding.text(of: number).utf8))
        case .string(let text):
            if let data = files[text] {
                return Part(name: name, filename: name, contentType: contentType ?? "application/octet-stream", bytes: data)
            }
            return Part(name: name, contentType: contentType, bytes: Data(text.utf8))
        case .array, .object:
            throw HeyError.usage(message: "The multipart member \(name) is \(value.isArray ? "a list of lists" : "an object"), which cannot be a part")
        }
    }

    /// `text` as a quoted string of a `Content-Disposition`: a quote and line breaks percent-encoded,
    /// as browsers send them.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
}

private extension JSONValue {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
