/// How generator text becomes Swift source: identifiers and string literals.
extension String {
    /// An identifier without the backticks that escape a keyword.
    var withoutBackticks: String { filter { $0 != "`" } }

    /// The text as a Swift string literal body (quotes and backslashes escaped).
    var swiftLiteral: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end (cheaper than Foundation's
    /// `trimmingCharacters(in:)`, which the conveniences' parsing would call for every line).
    var trimmedSpaces: String {
        let bytes = Array(utf8)
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
