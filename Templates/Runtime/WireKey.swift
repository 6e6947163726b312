/// A member's name on the wire. Every generated model codes its members through this one key
/// type and the `required`/`optional` calls below rather than a `CodingKeys` enum of its own:
/// one key type is compiled once, where an enum per model brought its own string switches,
/// hashing and conformances to every build (see bench/README.md).
struct WireKey: CodingKey, Sendable {
    let stringValue: String

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }

    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

// The `String`, `Int`, `Bool` (and `SensitiveString`) overloads call the container's own non-generic
// `decode`/`encode` for that type, as a synthesized `init(from:)` does. Through the generic ones a JSON
// decoder takes its generic path for every plain member (type checks, a nested decoder, a
// single-value container): about a tenth more decoding time for a large answer (bench/README.md).

extension KeyedDecodingContainer where Key == WireKey {
    /// The member `name`; absent or null is an error naming it.
    func required<T: Decodable>(_ name: String) throws -> T {
        try decode(T.self, forKey: WireKey(name))
    }

    /// The member `name`, or nil when it is absent or null.
    func optional<T: Decodable>(_ name: String) throws -> T? {
        try decodeIfPresent(T.self, forKey: WireKey(name))
    }

    func required(_ name: String) throws -> String { try decode(String.self, forKey: WireKey(name)) }
    func optional(_ name: String) throws -> String? { try decodeIfPresent(String.self, forKey: WireKey(name)) }
    func required(_ name: String) throws -> Int { try decode(Int.self, forKey: WireKey(name)) }
    func optional(_ name: String) throws -> Int? { try decodeIfPresent(Int.self, forKey: WireKey(name)) }
    func required(_ name: String) throws -> Bool { try decode(Bool.self, forKey: WireKey(name)) }
    func optional(_ name: String) throws -> Bool? { try decodeIfPresent(Bool.self, forKey: WireKey(name)) }

    /// A ``SensitiveString`` member, read as the plain string it is on the wire.
    func required(_ name: String) throws -> SensitiveString { SensitiveString(try required(name) as String) }
    func optional(_ name: String) throws -> SensitiveString? { try (optional(name) as String?).map { SensitiveString($0) } }
}

extension KeyedEncodingContainer where Key == WireKey {
    /// Writes `value` as the member `name`.
    mutating func required<T: Encodable>(_ value: T, _ name: String) throws {
        try encode(value, forKey: WireKey(name))
    }

    /// Writes `value` as the member `name`; nil writes nothing.
    mutating func optional<T: Encodable>(_ value: T?, _ name: String) throws {
        try encodeIfPresent(value, forKey: WireKey(name))
    }

    mutating func required(_ value: String, _ name: String) throws { try encode(value, forKey: WireKey(name)) }
    mutating func optional(_ value: String?, _ name: String) throws { try encodeIfPresent(value, forKey: WireKey(name)) }
    mutating func required(_ value: Int, _ name: String) throws { try encode(value, forKey: WireKey(name)) }
    mutating func optional(_ value: Int?, _ name: String) throws { try encodeIfPresent(value, forKey: WireKey(name)) }
    mutating func required(_ value: Bool, _ name: String) throws { try encode(value, forKey: WireKey(name)) }
    mutating func optional(_ value: Bool?, _ name: String) throws { try encodeIfPresent(value, forKey: WireKey(name)) }
}
