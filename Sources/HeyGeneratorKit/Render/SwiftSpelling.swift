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
