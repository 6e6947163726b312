import Foundation
import HeyDispatch
import Hey

/// Small helpers over ``ExactJSON`` for reading fixtures and comparing what was observed.
enum JSONText {
    /// The text a scalar stands for on the wire (a header, query or form value): strings as
    /// they are, integers in decimal, booleans as `true`/`false`; nil for `null`, arrays and
    /// objects.
    static func scalar(_ value: ExactJSON) -> String? {
        switch value {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// Compact JSON for messages (`{"id":1}`), keys sorted.
    static func render(_ value: ExactJSON?) -> String {
        guard let value else { return "nothing" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether two values are the same JSON: numbers compare by value (`1` equals `1.0`),
    /// objects by members, arrays element by element.
    static func same(_ lhs: ExactJSON, _ rhs: ExactJSON) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): return a == b
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)):
            return b.rounded() == b && abs(b) < 9.2e18 && Int(b) == a
        case (.number(let a), .number(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        default:
            return lhs == rhs
        }
    }

    /// Parses `data` as JSON the way the runtime does, keeping 64-bit integers exact; nil when
    /// it is empty or not JSON.
    static func parse(_ data: Data) -> ExactJSON? {
        guard !data.isEmpty else { return nil }
        return try? JSONDecoder().decode(ExactJSON.self, from: data)
    }
}

/// A dotted path into a JSON value: `contact.name`, `0.id` (numbers index arrays).
struct JSONPath: CustomStringConvertible {
    /// The segments, in order; empty for the whole value.
    let segments: [String]

    /// Splits `text` on dots; `""` is the whole value.
    init(_ text: String) {
        segments = text.isEmpty ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    var description: String { segments.isEmpty ? "(the whole value)" : segments.joined(separator: ".") }

    /// The value at this path, or why there is none (naming the segment that was not found).
    func lookup(in root: ExactJSON) -> Result<ExactJSON, LookupFailure> {
        var current = root
        var walked: [String] = []
        for segment in segments {
            switch current {
            case .object(let members):
                guard let next = members[segment] else {
                    return .failure(LookupFailure(reason: "\(Self.name(walked + [segment])) is absent"))
                }
                current = next
            case .array(let elements):
                guard let index = Int(segment) else {
                    return .failure(LookupFailure(reason: "\(Self.name(walked)) is an array, and \"\(segment)\" is not an index"))
                }
                guard elements.indices.contains(index) else {
                    return .failure(LookupFailure(reason: "\(Self.name(walked)) has \(elements.count) elements, no index \(index)"))
                }
                current = elements[index]
            default:
                return .failure(LookupFailure(reason: "\(Self.name(walked)) is \(JSONText.render(current)), which has no member \"\(segment)\""))
            }
            walked.append(segment)
        }
        return .success(current)
    }

    private static func name(_ segments: [String]) -> String {
        segments.isEmpty ? "the value" : segments.joined(separator: ".")
    }

    /// Why a path found nothing.
    struct LookupFailure: Error {
        let reason: String
    }
}
