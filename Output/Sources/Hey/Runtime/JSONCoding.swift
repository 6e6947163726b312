// Copied by hey-generator from Templates/Runtime/JSONCoding.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// The JSON encoder and decoder every request and answer goes through.
///
/// Dates decode from ISO 8601 with or without fractional seconds and with `Z` or an offset, and
/// encode as ISO 8601 with milliseconds in UTC (`2026-10-05T09:30:00.000Z`).
enum JSONCoding {
    /// The decoder for HEY's answers, shared: a configured `JSONDecoder` is safe to use from
    /// many tasks at once, and making one per answer costs more than the smallest answers.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISO8601.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: notADate)
            }
            return date
        }
        return decoder
    }()

    /// Why a date member could not be read; never quotes the value, which may be anything.
    static let notADate = "not an ISO 8601 date-time"

    /// The encoder for request bodies, shared like ``decoder``.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601.format(date))
        }
        return encoder
    }()

    /// `/entries/0/subject` for a decoding path (RFC 6901 JSON pointer).
    static func pointer(_ path: [any CodingKey]) -> String {
        if path.isEmpty { return "/" }
        return path.map { key in
            let token = key.intValue.map(String.init) ?? key.stringValue
            return "/" + token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }.joined()
    }
}
