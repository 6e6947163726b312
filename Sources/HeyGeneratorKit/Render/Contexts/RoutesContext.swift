import Mustache

/// The context of `Routes.swift.mustache`: the shared retry policies and one route per
/// operation (written by `_route`), sorted by operationId.
struct RoutesContext: RenderContext {
    /// A retry policy several routes share, declared once.
    struct RetryPolicy {
        /// The static property (`upTo3Attempts`).
        let name: String
        let policy: SpecRetry
    }

    /// What the runtime needs to send one operation.
    struct Route {
        /// The route's bare name (`listBoxes`), spelled where it is written.
        let name: String
        /// The service accessor and method that send it, for its doc comment.
        let accessor: String
        let methodName: String
        let operationId: String
        /// The HTTP method, upper case.
        let method: String
        /// The path template.
        let path: String
        let service: String
        let resourceType: String
        /// The shared policy it is retried by, nil for a route sent once.
        let retryPolicy: String?
        /// Link pagination's total-count header and page parameter, each nil when absent.
        let linkPagination: (totalCountHeader: String?, pageParameter: String?)?
        let windowPagination: Bool
        let idempotent: Bool
        let readOnly: Bool
        let destructive: Bool
        let withoutCredentials: Bool
        /// The statuses that mean an empty result.
        let emptyOn: [Int]
        /// `json` or `form`, for a body sent encoded.
        let bodyEncoding: String?
        /// The content type of a body sent as it is.
        let rawContentType: String?
        let refusesRedirects: Bool
        let lenientSuccess: Bool
        let pathAsWritten: Bool
    }

    /// Where the file comes from, for its header.
    let source: String
    let retryPolicies: [RetryPolicy]
    let routes: [Route]

    var mustache: MustacheValue {
        let quotedOrNil = { (text: String?) -> MustacheValue in .string(text.map { "\"\($0.swiftLiteral)\"" } ?? "nil") }
        let all = LineWrapping.lines(routes.map { $0.name.spelled(as: .reference) }) { $0.count }
        return .object([
            "source": .string(source),
            "retryPolicies": .list(retryPolicies.map {
                .object([
                    "name": .string($0.name), "maxAttempts": .int($0.policy.maxAttempts), "baseDelayMs": .int($0.policy.baseDelayMs),
                    "backoff": .string($0.policy.backoff), "retryOn": .list($0.policy.retryOn.map(MustacheValue.int)),
                ])
            }),
            "routes": .list(routes.map { route in
                .object([
                    "name": .string(route.name.spelled(as: .declaration)),
                    "accessor": .string(route.accessor),
                    "methodName": .string(route.methodName),
                    "operationId": .string(route.operationId.swiftLiteral),
                    "method": .string(route.method),
                    "methodCase": .string(route.method.lowercased()),
                    "path": .string(route.path.swiftLiteral),
                    "service": .string(route.service.swiftLiteral),
                    "resourceType": .string(route.resourceType.swiftLiteral),
                    "retryPolicy": route.retryPolicy.map(MustacheValue.string) ?? .null,
                    "linkPagination": route.linkPagination.map {
                        .object(["totalCountHeader": quotedOrNil($0.totalCountHeader), "pageParameter": quotedOrNil($0.pageParameter)])
                    } ?? .null,
                    "windowPagination": .bool(route.windowPagination),
                    "idempotent": .bool(route.idempotent),
                    "readOnly": .bool(route.readOnly),
                    "destructive": .bool(route.destructive),
                    "withoutCredentials": .bool(route.withoutCredentials),
                    "emptyOn": .list(route.emptyOn.map(MustacheValue.int)),
                    "bodyEncoding": route.bodyEncoding.map(MustacheValue.string) ?? .null,
                    "rawContentType": route.rawContentType.map { .string($0.swiftLiteral) } ?? .null,
                    "refusesRedirects": .bool(route.refusesRedirects),
                    "lenientSuccess": .bool(route.lenientSuccess),
                    "pathAsWritten": .bool(route.pathAsWritten),
                ])
            }),
            "allLines": .list(all.map { .object(["names": .list($0.map(MustacheValue.string))]) }),
        ])
    }
}
