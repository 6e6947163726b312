import Mustache

/// A Mustache spec file: `{"tests": [{"name", "desc", "data", "template", "partials"?, "expected"}]}`.
struct SpecFile: Decodable {
    let tests: [SpecEntry]
}

/// One entry of a spec file; an entry the runner cannot decode is kept as a failure.
struct SpecEntry: Decodable {
    /// The decoded test, or why it could not be decoded.
    let test: Result<SpecTest, any Error>
    /// The test's name when it has one, for failure lines.
    let name: String

    init(from decoder: any Decoder) throws {
        do {
            let test = try SpecTest(from: decoder)
            self.test = .success(test)
            self.name = test.name
        } catch {
            self.test = .failure(error)
            self.name = (try? NameOnly(from: decoder).name) ?? "(unnamed test)"
        }
    }

    private struct NameOnly: Decodable { let name: String }
}

/// A spec test case.
struct SpecTest: Decodable {
    let name: String
    let desc: String
    let data: JSONValue
    let template: String
    let partials: [String: String]?
    let expected: String
}

/// Any JSON value, decoded with `JSONDecoder` so booleans and numbers stay distinct.
indirect enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    /// The same value as a Mustache context.
    var mustacheValue: MustacheValue {
        switch self {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .string(let value): return .string(value)
        case .array(let values): return .list(values.map(\.mustacheValue))
        case .object(let values): return .object(values.mapValues(\.mustacheValue))
        }
    }
}

extension String {
    /// The string in double quotes with control characters, quotes and backslashes escaped,
    /// so it fits on one line.
    var quotedForDisplay: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
