/// One segment of a (possibly dotted) key, with where it was written.
struct KeySegment {
    /// The key text after unquoting.
    let name: String
    /// Where the segment starts in the source.
    let position: TOMLPosition
}

/// Formats keys for error messages in TOML syntax, always on one line.
enum KeyPath {
    /// A dotted key as TOML would write it: bare segments as they are, others quoted with escapes.
    /// A path of only bare segments is wrapped in double quotes (`"a.b"`), others are left as
    /// TOML syntax (`a."b c"`), so the text is never ambiguous.
    static func describe(_ names: [String]) -> String {
        let allBare = names.allSatisfy(isBare)
        let joined = names.map { isBare($0) ? $0 : quoted($0) }.joined(separator: ".")
        return allBare ? "\"\(joined)\"" : joined
    }

    /// A table header for messages, e.g. `[a.b]` or `[[a."b c"]]`.
    static func header(_ names: [String], isArray: Bool) -> String {
        let joined = names.map { isBare($0) ? $0 : quoted($0) }.joined(separator: ".")
        return isArray ? "[[\(joined)]]" : "[\(joined)]"
    }

    /// Whether a key can be written bare.
    static func isBare(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(Byte.isBareKeyCharacter)
    }

    /// A TOML basic string with every control character escaped.
    static func quoted(_ name: String) -> String {
        var text = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
