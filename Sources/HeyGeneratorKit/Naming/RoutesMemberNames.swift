/// The names `Routes` declares besides one member per operation: `all`, and the retry policies
/// its routes share (`upTo3Attempts`; another policy with as many attempts is `upTo3Attempts2`).
/// Made here, so an operation's route can be checked against them.
enum RoutesMemberNames {
    /// The list of every route.
    static let all = "all"

    /// The name of the `ordinal`-th (from 1) distinct policy that sends up to `attempts` times.
    static func retryPolicy(attempts: Int, ordinal: Int) -> String {
        "upTo\(attempts)Attempts" + (ordinal == 1 ? "" : String(ordinal))
    }

    /// The name of the `ordinal`-th (from 1) distinct list of documented failure bodies
    /// (`documentedErrors1`).
    static func documentedErrors(ordinal: Int) -> String {
        "documentedErrors\(ordinal)"
    }

    /// Whether `name` is one `Routes` declares itself.
    static func isReserved(_ name: String) -> Bool {
        if name == all { return true }
        if name.hasPrefix("documentedErrors"), name.dropFirst(16).allSatisfy(\.isNumber), name.count > 16 { return true }
        guard name.hasPrefix("upTo"), let range = name.range(of: "Attempts") else { return false }
        let attempts = name[name.index(name.startIndex, offsetBy: 4)..<range.lowerBound]
        let ordinal = name[range.upperBound...]
        return !attempts.isEmpty && attempts.allSatisfy(\.isNumber) && ordinal.allSatisfy(\.isNumber)
    }
}
