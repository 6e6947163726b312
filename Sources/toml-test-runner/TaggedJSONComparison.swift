import Foundation

/// A parsed JSON document, reduced to what toml-test's tagged JSON uses.
indirect enum JSONValue {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// Numbers, booleans and null: never part of tagged JSON, kept only to report them.
    case other(String)

    /// Parses JSON data; nil with a reason if it is not JSON.
    static func parse(_ data: Data) -> Result<JSONValue, Error> {
        Result { try convert(JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) }
    }

    private static func convert(_ object: Any) -> JSONValue {
        if let dictionary = object as? [String: Any] {
            return .object(dictionary.mapValues(convert))
        }
        if let array = object as? [Any] { return .array(array.map(convert)) }
        if let string = object as? String { return .string(string) }
        return .other("\(object)")
    }

    /// `(type, value)` when this is a tagged scalar `{"type": "...", "value": "..."}`.
    var tag: (type: String, value: String)? {
        guard case .object(let members) = self, members.count == 2,
              case .string(let type)? = members["type"], case .string(let value)? = members["value"] else { return nil }
        return (type, value)
    }
}

/// Compares toml-test tagged JSON the way toml-test does: structure exactly, floats, integers
/// and date-times by meaning.
enum TaggedJSONComparison {
    /// The first difference, described with a JSON pointer, or nil when equal.
    static func difference(expected: JSONValue, actual: JSONValue, path: String = "") -> String? {
        let place = path.isEmpty ? "/" : path
        if let want = expected.tag {
            guard let got = actual.tag else { return "\(place): expected a tagged \(want.type), got \(summary(actual))" }
            guard want.type == got.type else {
                return "\(place): expected type \(want.type) (\(want.value)), got \(got.type) (\(got.value))"
            }
            guard sameValue(type: want.type, want.value, got.value) else {
                return "\(place): expected \(want.type) \(want.value), got \(got.value)"
            }
            return nil
        }
        switch (expected, actual) {
        case (.object(let want), .object(let got)):
            if let missing = want.keys.sorted().first(where: { got[$0] == nil }) {
                return "\(place): missing key \"\(missing)\""
            }
            if let extra = got.keys.sorted().first(where: { want[$0] == nil }) {
                return "\(place): unexpected key \"\(extra)\""
            }
            for key in want.keys.sorted() {
                if let difference = difference(expected: want[key]!, actual: got[key]!, path: path + "/" + escapePointer(key)) {
                    return difference
                }
            }
            return nil
        case (.array(let want), .array(let got)):
            guard want.count == got.count else {
                return "\(place): expected \(want.count) array elements, got \(got.count)"
            }
            for (offset, pair) in zip(want, got).enumerated() {
                if let difference = difference(expected: pair.0, actual: pair.1, path: path + "/\(offset)") {
                    return difference
                }
            }
            return nil
        default:
            return "\(place): expected \(summary(expected)), got \(summary(actual))"
        }
    }

    /// Whether two tagged values of one type mean the same thing.
    static func sameValue(type: String, _ want: String, _ got: String) -> Bool {
        switch type {
        case "float":
            guard let a = parseFloat(want), let b = parseFloat(got) else { return false }
            return (a.isNaN && b.isNaN) || a == b
        case "integer":
            guard let a = Int64(want), let b = Int64(got) else { return false }
            return a == b
        case "datetime":
            guard let a = DateTimeText(want), let b = DateTimeText(got), a.hasDate, a.hasTime,
                  a.offsetMinutes != nil, b.hasDate, b.hasTime, b.offsetMinutes != nil else { return false }
            return a.instant == b.instant
        case "datetime-local", "date-local", "time-local":
            guard let a = DateTimeText(want), let b = DateTimeText(got), a.offsetMinutes == nil else { return false }
            return a == b
        default:
            return want == got
        }
    }

    /// Parses toml-test float text (`nan`, `+inf`, `-inf`, `1e2`, `3.0`).
    static func parseFloat(_ text: String) -> Double? {
        switch text {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf": return .infinity
        case "-inf": return -.infinity
        default: return Double(text)
        }
    }

    private static func summary(_ value: JSONValue) -> String {
        switch value {
        case .object(let members): return value.tag.map { "tagged \($0.type)" } ?? "a table with \(members.count) keys"
        case .array(let elements): return "an array of \(elements.count)"
        case .string(let text): return "the string \"\(text)\""
        case .other(let text): return "the JSON value \(text)"
        }
    }

    private static func escapePointer(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
