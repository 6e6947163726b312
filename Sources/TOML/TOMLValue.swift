/// A TOML value.
public indirect enum TOMLValue: Sendable, Equatable {
    /// A basic, literal or multi-line string.
    case string(String)
    /// A 64-bit signed integer (decimal, hexadecimal, octal or binary in the source).
    case integer(Int64)
    /// A binary64 float, including `inf` and `nan`.
    case float(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A date-time with a UTC offset, e.g. `1979-05-27T07:32:00Z`.
    case offsetDateTime(TOMLDateTime)
    /// A date-time without an offset, e.g. `1979-05-27T07:32:00`.
    case localDateTime(TOMLDateTime)
    /// A date without time or offset, e.g. `1979-05-27`.
    case localDate(TOMLDate)
    /// A time of day without date or offset, e.g. `07:32:00`.
    case localTime(TOMLTime)
    /// An array, static (`[1, 2]`) or an array of tables (`[[x]]`).
    case array([TOMLValue])
    /// A table: a `[header]` table, a dotted-key table, or an inline table.
    case table(TOMLTable)

    /// The kind of value in words, for error messages: `string`, `integer`, `float`, `boolean`,
    /// `offset date-time`, `local date-time`, `local date`, `local time`, `array` or `table`.
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .float: return "float"
        case .boolean: return "boolean"
        case .offsetDateTime: return "offset date-time"
        case .localDateTime: return "local date-time"
        case .localDate: return "local date"
        case .localTime: return "local time"
        case .array: return "array"
        case .table: return "table"
        }
    }

    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, if this is an integer.
    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The float, if this is a float.
    public var floatValue: Double? {
        if case .float(let value) = self { return value }
        return nil
    }

    /// The boolean, if this is a boolean.
    public var booleanValue: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [TOMLValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The table, if this is a table.
    public var tableValue: TOMLTable? {
        if case .table(let value) = self { return value }
        return nil
    }
}
