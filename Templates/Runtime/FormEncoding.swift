import Foundation

/// Encodes a request body as `application/x-www-form-urlencoded`, for `.form` routes and
/// browser forms.
///
/// The body is encoded to JSON first (so `CodingKeys`, dates and ``SensitiveString`` behave as
/// they do in JSON bodies), then flattened Rails-style: top-level keys in name order, nested
/// objects as `a[b]`, arrays as `a[]`, booleans as `1`/`0`; `null` members are left out.
enum FormEncoding {
    /// The `Content-Type` of a form body.
    static let contentType = "application/x-www-form-urlencoded"

    /// The fields of `body`, in order; a body that is not a JSON object is a `usage` error.
    static func fields(of body: any Encodable) throws -> [(name: String, value: String)] {
        let json = try JSONCoding.encoder.encode(body)
        let value = try JSONCoding.decoder.decode(JSONValue.self, from: json)
        guard case .object(let members) = value else {
            throw HeyError.usage(message: "A form body must encode to an object with named fields")
        }
        var fields: [(name: String, value: String)] = []
        for key in members.keys.sorted() {
            flatten(members[key] ?? .null, name: key, into: &fields)
        }
        return fields
    }

    /// `name=value&…` with form escaping (space as `+`).
    static func encode(_ fields: [(name: String, value: String)]) -> Data {
        let text = fields.map { escape($0.name) + "=" + escape($0.value) }.joined(separator: "&")
        return Data(text.utf8)
    }

    private static func flatten(_ value: JSONValue, name: String, into fields: inout [(name: String, value: String)]) {
        switch value {
        case .null:
            return
        case .bool(let flag):
            fields.append((name, flag ? "1" : "0"))
        case .number(let number):
            fields.append((name, text(of: number)))
        case .string(let text):
            fields.append((name, text))
        case .array(let elements):
            for element in elements { flatten(element, name: name + "[]", into: &fields) }
        case .object(let members):
            for key in members.keys.sorted() {
                flatten(members[key] ?? .null, name: "\(name)[\(key)]", into: &fields)
            }
        }
    }

    /// A number as a form writes it: a whole number in decimal (`3`), any other as Swift writes
    /// it (`1.5`).
    static func text(of number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    private static func escape(_ text: String) -> String {
        RequestURL.percentEncoded(text) { byte in
            RequestURL.isUnreserved(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "*")
        }.replacingOccurrences(of: " ", with: "+")
    }
}
