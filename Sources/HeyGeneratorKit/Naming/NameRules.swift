/// The rules that turn spec names into Swift names: case conversion, singular and plural
/// forms, keywords.
public enum NameRules {
    /// Splits a name into words at spaces, underscores, hyphens, brackets, dots, colons and
    /// lower-to-upper case changes: `Calendar Time Tracks`, `refine[from]`, `app_url`,
    /// `GetBoxPostingChanges`, `Calendar::Event`.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previousIsLowerOrDigit = false
        for scalar in name.unicodeScalars {
            let isUpper = scalar.properties.isUppercase
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if isUpper, previousIsLowerOrDigit, !current.isEmpty {
                    words.append(String(current))
                    current = String.UnicodeScalarView()
                }
                current.append(scalar)
                previousIsLowerOrDigit = !isUpper
            } else {
                if !current.isEmpty {
                    words.append(String(current))
                    current = String.UnicodeScalarView()
                }
                previousIsLowerOrDigit = false
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `Calendar Time Tracks` → `calendar_time_tracks`.
    public static func snakeCase(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "_")
    }

    /// `time_tracks` → `TimeTracks`; words already capitalised keep their inner capitals (`OAuth`).
    public static func pascalCase(_ name: String) -> String {
        words(name).map(capitalizeFirst).joined()
    }

    /// `time_tracks` → `timeTracks`; `GetBoxChanges` → `getBoxChanges`.
    public static func camelCase(_ name: String) -> String {
        let pascal = pascalCase(name)
        guard let first = pascal.first else { return "" }
        // A leading acronym lowers as a whole: `URLPath` → `urlPath`, `ID` → `id`.
        let leadingCapitals = pascal.prefix { $0.isUppercase }
        if leadingCapitals.count > 1 {
            let lowered = leadingCapitals.count == pascal.count ? leadingCapitals.count : leadingCapitals.count - 1
            return pascal.prefix(lowered).lowercased() + pascal.dropFirst(lowered)
        }
        return first.lowercased() + pascal.dropFirst()
    }

    static func capitalizeFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The singular of an English plural noun, as HEY's resource names use them.
    public static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregularSingulars[lower] { return matchCase(irregular, like: word) }
        if uncountable.contains(lower) { return word }
        if lower.hasSuffix("ies"), lower.count > 3 { return String(word.dropLast(3)) + matchCase("y", like: String(word.suffix(1))) }
        for ending in ["sses", "shes", "ches", "xes", "zzes", "oes"] where lower.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return word }
        if lower.hasSuffix("s"), lower.count > 1 { return String(word.dropLast()) }
        return word
    }

    /// The plural of an English singular noun.
    public static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregularSingulars.first(where: { $0.value == lower })?.key { return matchCase(irregular, like: word) }
        if uncountable.contains(lower) { return word }
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) {
            return String(word.dropLast()) + matchCase("ies", like: String(word.suffix(1)))
        }
        for ending in ["s", "sh", "ch", "x", "z"] where lower.hasSuffix(ending) {
            return word + matchCase("es", like: String(word.suffix(1)))
        }
        return word + matchCase("s", like: String(word.suffix(1)))
    }

    private static let irregularSingulars = ["people": "person", "children": "child", "men": "man", "indices": "index", "statuses": "status", "aliases": "alias", "analyses": "analysis"]
    private static let uncountable: Set<String> = ["search", "identity", "journal", "oauth", "status", "news", "data", "information", "series", "clearance"]

    private static func matchCase(_ text: String, like sample: String) -> String {
        sample.first?.isUppercase == true ? text.uppercased() : text
    }

    /// `name`, or `name2`, `name3`… (the first `isTaken` does not refuse): how every rule that
    /// settles a collision of names numbers the later one.
    public static func numbered(_ name: String, isTaken: (String) -> Bool) -> String {
        var candidate = name
        var suffix = 2
        while isTaken(candidate) {
            candidate = "\(name)\(suffix)"
            suffix += 1
        }
        return candidate
    }

    /// Whether `name` is a plain Swift identifier (letters, digits, underscores; not starting with a digit).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.properties.isAlphabetic && first.isASCII) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// Whether `name` is a Swift keyword: it needs backticks to be declared or referenced as an
    /// identifier (the render stage's `spelled(as:)` adds them where they are needed).
    public static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "some", "any", "consume", "borrowing", "consuming", "copy", "discard", "each", "macro", "package",
        "Type", "Protocol",
    ]

    /// The keywords that need backticks after a dot too (`x.self` is `x`, `T.Type` its metatype);
    /// a subset of ``keywords``.
    static let keywordsAfterDot: Set<String> = ["self", "init", "Type", "Protocol"]

    /// A member or parameter name that backticks do not make usable: a parameter `` `self` ``
    /// hides the instance in the body of its initializer or method, and `` `self` `` alone is
    /// the instance. It becomes `self_`.
    static func valueName(_ name: String) -> String {
        name == "self" ? "self_" : name
    }

    /// The keywords that need backticks as an argument label of a call; a subset of ``keywords``.
    static let keywordsAsArgumentLabel: Set<String> = ["inout"]
}
