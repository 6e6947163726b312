import Foundation

/// A JSON document as a tree that keeps each value's kind exactly (a boolean stays a boolean,
/// an integer an integer), so a spec can be read, rewritten and written back without
/// `JSONSerialization`'s `NSNumber` ambiguities. Object member order is not kept.
indirect enum SpecJSON: Codable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([SpecJSON])
    case object([String: SpecJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([SpecJSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: SpecJSON].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Reads a file.
    static func read(_ file: URL) throws -> SpecJSON {
        do {
            return try JSONDecoder().decode(SpecJSON.self, from: Data(contentsOf: file))
        } catch {
            throw BenchError("cannot read \(file.path) as JSON: \(error)")
        }
    }

    /// Writes a file with sorted keys.
    func write(to file: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: file)
    }

    /// The members of an object (empty for anything else).
    var members: [String: SpecJSON] {
        if case .object(let members) = self { return members }
        return [:]
    }

    /// The elements of an array (empty for anything else).
    var elements: [SpecJSON] {
        if case .array(let elements) = self { return elements }
        return []
    }

    /// The member `key` of an object.
    subscript(key: String) -> SpecJSON? {
        members[key]
    }

    /// The text of a string.
    var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
