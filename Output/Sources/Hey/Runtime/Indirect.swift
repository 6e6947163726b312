// Copied by hey-generator from Templates/Runtime/Indirect.swift. Do not edit: change the template and run `make generate`.

/// Holds a member whose type contains itself (a recording's `parent` recording), so a model
/// struct can refer to its own type. Encodes and decodes as the value it holds.
public final class Indirect<Wrapped: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    /// The held value.
    public let value: Wrapped

    /// Wraps a value.
    public init(_ value: Wrapped) { self.value = value }

    /// Reads the held value as if it stood alone.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Wrapped.self)
    }

    /// Writes the held value as if it stood alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Two boxes are equal when the values they hold are.
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
}
