// Copied by hey-generator from Templates/Runtime/OpenEnum.swift. Do not edit: change the template and run `make generate`.

/// A string enum of the model that decodes every value HEY sends: the ones this SDK knows as
/// cases, anything newer as `unknown`. Generated enums conform; they can be written as string
/// literals, and they encode back exactly the value they were read from.
public protocol OpenEnum: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible
where RawValue == String {
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
}
