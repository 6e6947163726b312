// Copied by hey-generator from Templates/Runtime/ParameterValue.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A value that can travel in a URL path segment or a query parameter.
///
/// Generated methods and options structs turn their arguments into wire strings through this
/// protocol; the runtime percent-encodes them.
public protocol ParameterValue: Sendable {
    /// The value as HEY expects it on the wire.
    var parameterValue: String { get }
}

extension String: ParameterValue {
    /// The string as it is; the runtime percent-encodes it.
    public var parameterValue: String { self }
}

extension Int: ParameterValue {
    /// The number in decimal.
    public var parameterValue: String { String(self) }
}

extension Int32: ParameterValue {
    /// The number in decimal.
    public var parameterValue: String { String(self) }
}

extension Int64: ParameterValue {
    /// The number in decimal.
    public var parameterValue: String { String(self) }
}

extension Double: ParameterValue {
    /// The number as Swift writes it (`1.5`).
    public var parameterValue: String { String(self) }
}

extension Bool: ParameterValue {
    /// `true` or `false`, as HEY reads query booleans.
    public var parameterValue: String { self ? "true" : "false" }
}

extension Date: ParameterValue {
    /// ISO 8601 in UTC with milliseconds (`2026-10-05T09:30:00.000Z`), as dates go in JSON bodies.
    public var parameterValue: String { ISO8601.format(self) }
}

extension Array: ParameterValue where Element: ParameterValue {
    /// The elements' values joined by commas (`1,2,3`): a list in a header, or in the query when
    /// the model says it is not exploded.
    public var parameterValue: String { map(\.parameterValue).joined(separator: ",") }

    /// One query item per element (`ids=1&ids=2`): a list in the query, as OpenAPI sends it by
    /// default.
    public func queryItems(named name: String) -> [URLQueryItem] {
        map { URLQueryItem(name: name, value: $0.parameterValue) }
    }
}
