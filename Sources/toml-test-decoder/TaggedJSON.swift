import TOML

/// Encodes TOML values as toml-test's tagged JSON: tables as objects, arrays as arrays, and every
/// other value as `{"type": "...", "value": "..."}`.
enum TaggedJSON {
    /// The JSON text for a table.
    static func encode(_ table: TOMLTable) -> String {
        var output = ""
        append(table, to: &output)
        output += "\n"
        return output
    }

    private static func append(_ table: TOMLTable, to output: inout String) {
        output += "{"
        for (offset, entry) in table.entries.enumerated() {
            if offset > 0 { output += "," }
            appendString(entry.key, to: &output)
            output += ":"
            append(entry.value, to: &output)
        }
        output += "}"
    }

    private static func append(_ value: TOMLValue, to output: inout String) {
        switch value {
        case .table(let table):
            append(table, to: &output)
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                append(element, to: &output)
            }
            output += "]"
        case .string(let text): appendTagged("string", text, to: &output)
        case .integer(let number): appendTagged("integer", String(number), to: &output)
        case .float(let number): appendTagged("float", floatText(number), to: &output)
        case .boolean(let flag): appendTagged("bool", flag ? "true" : "false", to: &output)
        case .offsetDateTime(let dateTime): appendTagged("datetime", dateTime.description, to: &output)
        case .localDateTime(let dateTime): appendTagged("datetime-local", dateTime.description, to: &output)
        case .localDate(let date): appendTagged("date-local", date.description, to: &output)
        case .localTime(let time): appendTagged("time-local", time.description, to: &output)
        }
    }

    /// `nan`, `inf`, `-inf`, or Swift's shortest round-tripping form.
    static func floatText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        return number.description
    }

    private static func appendTagged(_ type: String, _ value: String, to output: inout String) {
        output += "{\"type\":\"\(type)\",\"value\":"
        appendString(value, to: &output)
        output += "}"
    }

    /// A JSON string literal with quotes, backslashes and control characters escaped.
    static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
