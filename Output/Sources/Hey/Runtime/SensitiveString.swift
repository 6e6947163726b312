// Copied by hey-generator from Templates/Runtime/SensitiveString.swift. Do not edit: change the template and run `make generate`.

/// A string the model marks sensitive (an email address, a token): it prints, debug-prints,
/// dumps and interpolates as `[REDACTED]`, and gives up its value only through ``expose()``.
///
/// It encodes and decodes as a plain JSON string, so it travels on the wire unchanged.
///
/// ```swift
/// let code = SensitiveString("s3cr3t")
/// print(code)            // [REDACTED]
/// print("\(code)")       // [REDACTED]
/// code.expose()          // "s3cr3t"
/// ```
public struct SensitiveString: Sendable, Hashable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// What every textual representation shows instead of the value.
    public static let redacted = "[REDACTED]"

    private let value: String

    /// Wraps a value.
    public init(_ value: String) {
        self.value = value
    }

    /// Wraps a string literal (for tests and fixed values).
    public init(stringLiteral value: String) {
        self.value = value
    }

    /// The value itself. Every call site that reveals it is a place to review.
    public func expose() -> String { value }

    /// Whether the value is the empty string (without exposing it).
    public var isEmpty: Bool { value.isEmpty }

    /// `[REDACTED]`.
    public var description: String { Self.redacted }

    /// `[REDACTED]`.
    public var debugDescription: String { Self.redacted }

    /// A mirror with no children, so `dump` and reflection show only `[REDACTED]`.
    public var customMirror: Mirror {
        Mirror(self, children: [:], displayStyle: nil)
    }

    /// Decodes a plain JSON string.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a plain JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
