/// Reads what `openapi.json`'s `x-hey-*` extensions of an operation state about its behaviour,
/// one flag of ``BehaviorFlags`` at a time, and the values those flags and the behaviour model's
/// entries are made of.
struct ExtensionDecoder {
    let problems: DiagnosticCollector

    /// The operation extensions the generator reads; any other is counted by `ExtensionCensus`.
    static var operationExtensions: Set<String> {
        Set(BehaviorFlags.current.all.compactMap(\.extensionKey))
    }

    /// What the extensions of `operation` (at `pointer`) state.
    func operationExtensions(_ operation: JSONObject, _ pointer: String) -> StatedFlags {
        var stated = StatedFlags()
        for flag in BehaviorFlags.current.all {
            guard let key = flag.extensionKey, let node = operation[key] else { continue }
            flag.readExtension(node, pointer + "/" + key, self, into: &stated)
        }
        return stated
    }

    /// A boolean; anything else is an error.
    func bool(_ node: JSONNode, _ pointer: String) -> Bool? {
        guard let value = node.boolValue else {
            problems.report(pointer, "expected a boolean, found \(node.kindName)")
            return nil
        }
        return value
    }

    func retry(_ node: JSONNode, _ pointer: String, keys: RetryKeys) -> RetryPolicyModel? {
        guard let object = node.objectValue else {
            problems.report(pointer, "expected an object, found \(node.kindName)")
            return nil
        }
        guard let attempts = object[keys.attempts]?.intValue else {
            problems.report(pointer + "/" + keys.attempts, "expected the number of attempts (an integer)")
            return nil
        }
        let delay = object[keys.delay]?.intValue ?? 0
        var backoff = object["backoff"]?.stringValue ?? "exponential"
        if !["exponential", "constant"].contains(backoff) {
            problems.warn(pointer + "/backoff", "unknown backoff \"\(backoff)\": read as exponential (the generator knows exponential and constant)")
            backoff = "exponential"
        }
        if attempts < 0 { problems.report(pointer + "/" + keys.attempts, "attempts cannot be negative") }
        if delay < 0 { problems.report(pointer + "/" + keys.delay, "a delay cannot be negative") }
        return RetryPolicyModel(maxAttempts: attempts, baseDelayMs: delay, backoff: backoff, retryOn: statusList(object[keys.statuses], pointer + "/" + keys.statuses))
    }

    func pagination(_ node: JSONNode, _ pointer: String) -> PaginationModel? {
        guard let object = node.objectValue, let name = object["style"]?.stringValue else {
            problems.report(pointer, "expected an object with a style")
            return nil
        }
        guard let style = PaginationStyle(rawValue: name) else {
            problems.warn(pointer + "/style", "unknown pagination style \"\(name)\": the operation is rendered as not paginated (the generator knows \(Self.spelled(PaginationStyle.self)))")
            return nil
        }
        return PaginationModel(
            style: style,
            totalCountHeader: object["totalCountHeader"]?.stringValue ?? object["total_count_header"]?.stringValue,
            pageParameter: object["pageParameter"]?.stringValue ?? object["page_parameter"]?.stringValue
        )
    }

    func statusList(_ node: JSONNode?, _ pointer: String) -> [Int] {
        guard let node else { return [] }
        guard let list = node.arrayValue else {
            problems.report(pointer, "expected a list of HTTP statuses")
            return []
        }
        return list.enumerated().compactMap { position, value in
            guard let status = value.intValue, (100...599).contains(status) else {
                problems.report("\(pointer)/\(position)", "expected an HTTP status (100-599)")
                return nil
            }
            return status
        }
    }

    /// One of `Choice`'s values; another string is a warning and reads as nothing said (the
    /// default, `fallback`, then applies).
    func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode?, _ pointer: String, fallback: Choice) -> Choice?
    where Choice.RawValue == String {
        guard let node else { return nil }
        guard let name = node.stringValue else {
            problems.report(pointer, "expected one of \(Self.spelled(Choice.self)), found \(node.kindName)")
            return nil
        }
        guard let value = Choice(rawValue: name) else {
            problems.warn(pointer, "unknown value \"\(name)\": read as \(fallback.rawValue) (the generator knows \(Self.spelled(Choice.self)))")
            return nil
        }
        return value
    }

    /// `none, required`: a choice's values as the spec spells them.
    private static func spelled<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> String where Choice.RawValue == String {
        Choice.allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// Where the retry members live: OpenAPI's `x-hey-retry` and the behaviour model name them differently.
struct RetryKeys {
    let attempts: String
    let delay: String
    let statuses: String

    static let openAPI = RetryKeys(attempts: "maxAttempts", delay: "baseDelayMs", statuses: "retryOn")
    static let behavior = RetryKeys(attempts: "max", delay: "base_delay_ms", statuses: "retry_on")
}
