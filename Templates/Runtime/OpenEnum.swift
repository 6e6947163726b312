/// A string enum of the model that decodes every value HEY sends: the ones this SDK knows as
/// cases, anything newer as `unknown`. Generated enums conform; they can be written as string
/// literals, and they encode back exactly the value they were read from.
public protocol OpenEnum: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible,
    ParameterValue where RawValue == String {
    /// Reads a wire value; never fails.
    init(rawValue: String)
}

extension OpenEnum {
    /// Reads a string literal as a wire value.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The wire value.
    public var description: String { rawValue }

    /// The wire value, as a path segment or query value.
    public var parameterValue: String { rawValue }
}

/// An integer enum of the model (Smithy's `intEnum`) that decodes every value HEY sends: the
/// ones this SDK knows as cases, anything newer as `unknown`. Generated enums conform; they can
/// be written as integer literals, and they encode back exactly the value they were read from.
public protocol OpenIntEnum: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByIntegerLiteral,
    CustomStringConvertible, ParameterValue where RawValue == Int {
    /// Reads a wire value; never fails.
    init(rawValue: Int)
}

extension OpenIntEnum {
    /// Reads an integer literal as a wire value.
    public init(integerLiteral value: Int) {
        self.init(rawValue: value)
    }

    /// The wire value, in decimal.
    public var description: String { String(rawValue) }

    /// The wire value, in decimal, as a path segment or query value.
    public var parameterValue: String { String(rawValue) }
}
