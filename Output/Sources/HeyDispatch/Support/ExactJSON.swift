// Copied by hey-generator from Templates/Dispatch/ExactJSON.swift. Do not edit: change the template and run `make generate`.

import Foundation
@_spi(Dispatch) import Hey

/// Any JSON value, with whole numbers kept exact: the arguments of a dispatched call, and what
/// the conformance runner reads fixtures and answers as.
///
/// `Hey`'s ``JSONValue`` holds every number as a `Double` (exact up to 2^53), so a 64-bit id such
/// as `9007199254740993` would change on its way through it. Here a whole number that fits an
/// `Int` decodes as ``integer(_:)`` and goes back out digit for digit; any other number is
/// ``number(_:)``. Build values the same way when comparing with decoded ones (`.integer(1)`
/// and `.number(1)` are not equal).
public enum ExactJSON: Codable, Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([ExactJSON])
    /// An object.
    case object([String: ExactJSON])

    /// Decodes any JSON value, whole numbers as ``integer(_:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ExactJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ExactJSON].self))
        }
    }

    /// Encodes the value as JSON; an ``integer(_:)`` goes out with every digit.
    public func encode(to encoder: any Encoder) throws {
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

    /// What `Hey` read as `value`. A whole number within `Int`'s range becomes an
    /// ``integer(_:)``: exactly what `Hey` kept, which past 2^53 may already differ from what
    /// was sent.
    public init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number):
            if number.rounded() == number, let whole = Int(exactly: number) {
                self = .integer(whole)
            } else {
                self = .number(number)
            }
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(ExactJSON.init))
        case .object(let members): self = .object(members.mapValues(ExactJSON.init))
        }
    }

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> ExactJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The element at `index` of an array, or `nil` when out of range or not an array.
    public subscript(index: Int) -> ExactJSON? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as an `Int`, when this is a whole number that fits one.
    public var intValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value.rounded() == value: return Int(exactly: value)
        default: return nil
        }
    }

    /// The array's elements, when this is one.
    public var arrayValue: [ExactJSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object's members, when this is one.
    public var objectValue: [String: ExactJSON]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The value decoded as `T` as the runtime's decoder reads an answer (dates in ISO 8601 as
    /// the runtime reads them), every integer exact.
    public func decoded<T: Decodable>(as type: T.Type) throws -> T {
        try Self.decoder.decode(T.self, from: Self.encoder.encode(self))
    }

    private static let encoder = JSONEncoder()

    /// A decoder reading numbers from the JSON text itself (so none passes through a `Double`)
    /// and each date through the runtime's own date reading.
    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            return try JSONValue.string(try container.decode(String.self)).decoded(as: Date.self)
        }
        return decoder
    }()
}
