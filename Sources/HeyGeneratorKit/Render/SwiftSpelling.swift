/// Where an identifier stands in the generated Swift, which decides whether a keyword needs
/// backticks there. The namer hands out bare identifiers; ``Swift/String/spelled(as:)`` is the
/// one place that escapes them.
enum IdentifierPosition {
    /// Declared: `var x`, `case x`, `static let x`, or a parameter `x: T` (label and name).
    case declaration
    /// Used on its own: `x`, `x.parameterValue`, `if let x`, an element of a list.
    case reference
    /// After a dot: `self.x`, `.x`, `Routes.x`.
    case member
    /// An argument label at a call: `Options(x: …)`, or in a selector `get(x:)`.
    case argumentLabel
}

/// How generator text becomes Swift source: identifiers and string literals.
extension String {
    /// The identifier as Swift must write it at `position`: a keyword in backticks where Swift
    /// would read it as the keyword.
    func spelled(as position: IdentifierPosition) -> String {
        let needsBackticks = switch position {
        case .declaration, .reference: NameRules.isKeyword(self)
        case .member: NameRules.keywordsAfterDot.contains(self)
        case .argumentLabel: NameRules.keywordsAsArgumentLabel.contains(self)
        }
        return needsBackticks ? "`\(self)`" : self
    }

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
