// Copied by hey-generator from Templates/Runtime/DeepObjectQuery.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// The query items of an object parameter the model sends with `style: deepObject`: one
/// `name[member]=value` per member that has a value (`filter[status]=open&filter[kind]=a`).
///
/// Generated methods and options structs list the members in the model's order:
///
/// ```swift
/// DeepObjectQuery.items(named: "filter", of: filter) { [("status", $0.status), ("kind", $0.kind)] }
/// ```
public enum DeepObjectQuery {
    /// `name[member]=value` for each of `members(value)` that is not nil, in their order; each
    /// value is its ``ParameterValue/parameterValue`` (a date as ISO 8601), percent-encoded when
    /// the URL is built.
    public static func items<Value>(named name: String, of value: Value,
                                    _ members: (Value) -> [(name: String, value: (any ParameterValue)?)]) -> [URLQueryItem] {
        members(value).compactMap { member in
            member.value.map { URLQueryItem(name: "\(name)[\(member.name)]", value: $0.parameterValue) }
        }
    }
}
