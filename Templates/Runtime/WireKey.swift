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

extension KeyedDecodingContainer where Key == WireKey {
    /// The member `name`; absent or null is an error naming it.
    func required<T: Decodable>(_ name: String) throws -> T {
        try decode(T.self, forKey: WireKey(name))
    }

    /// The member `name`, or nil when it is absent or null.
    func optional<T: Decodable>(_ name: String) throws -> T? {
        try decodeIfPresent(T.self, forKey: WireKey(name))
    }
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
}
