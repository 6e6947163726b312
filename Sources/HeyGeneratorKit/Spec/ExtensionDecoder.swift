/// Reads the HEY behaviour extensions (`x-hey-*`) of an operation.
struct ExtensionDecoder {
    let problems: DiagnosticCollector

    /// The operation extensions the generator reads; any other is counted by `ExtensionCensus`.
    static let operationExtensions: Set<String> = [
        "x-hey-retry", "x-hey-pagination", "x-hey-idempotent", "x-hey-empty-on", "x-hey-lenient-success",
        "x-hey-destructive", "x-hey-auth", "x-hey-redirects", "x-hey-draft-when", "x-hey-path-as-written",
    ]

    func operationExtensions(_ operation: JSONObject, _ pointer: String) -> SpecOperationExtensions {
        var result = SpecOperationExtensions()
        if let node = operation["x-hey-retry"] {
            result.retry = retry(node, pointer + "/x-hey-retry")
        }
        if let node = operation["x-hey-pagination"] {
            result.pagination = pagination(node, pointer + "/x-hey-pagination")
        }
        if let node = operation["x-hey-idempotent"] {
            let base = pointer + "/x-hey-idempotent"
            if let object = node.objectValue, let natural = object["natural"]?.boolValue {
                result.idempotent = natural
            } else {
                problems.report(base, "expected {\"natural\": true|false}")
            }
        }
        if let node = operation["x-hey-empty-on"] {
            result.emptyOn = statusList(node["statusCodes"], pointer + "/x-hey-empty-on/statusCodes")
        }
        result.lenientSuccess = operation["x-hey-lenient-success"] != nil
        if let node = operation["x-hey-destructive"] {
            guard let flag = node.boolValue else {
                problems.report(pointer + "/x-hey-destructive", "expected a boolean, found \(node.kindName)")
                return result
            }
            result.destructive = flag
        }
        result.auth = choice(operation["x-hey-auth"], pointer + "/x-hey-auth", fallback: AuthRequirement.required)
        result.redirects = choice(operation["x-hey-redirects"], pointer + "/x-hey-redirects", fallback: RedirectRule.follow)
        result.draftWhen = operation["x-hey-draft-when"]
        if let node = operation["x-hey-path-as-written"] {
            guard let flag = node.boolValue else {
                problems.report(pointer + "/x-hey-path-as-written", "expected a boolean, found \(node.kindName)")
                return result
            }
            result.pathAsWritten = flag
        }
        return result
    }

    func retry(_ node: JSONNode, _ pointer: String, keys: RetryKeys = .openAPI) -> SpecRetry? {
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
        return SpecRetry(maxAttempts: attempts, baseDelayMs: delay, backoff: backoff, retryOn: statusList(object[keys.statuses], pointer + "/" + keys.statuses))
    }

    func pagination(_ node: JSONNode, _ pointer: String) -> SpecPagination? {
        guard let object = node.objectValue, let name = object["style"]?.stringValue else {
            problems.report(pointer, "expected an object with a style")
            return nil
        }
        guard let style = PaginationStyle(rawValue: name) else {
            problems.warn(pointer + "/style", "unknown pagination style \"\(name)\": the operation is rendered as not paginated (the generator knows \(Self.spelled(PaginationStyle.self)))")
            return nil
        }
        return SpecPagination(
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
