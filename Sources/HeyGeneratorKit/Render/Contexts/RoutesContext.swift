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

    /// One parameter of a route's path.
    struct Param {
        let name: String
        /// `parent` or `recording` (the runtime's `ParamRole`).
        let role: String
        /// `string`, `bool`, `int32` or `int64` (the runtime's `ParamKind`).
        let kind: String
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
        /// The template the request goes to (the path with HEY's `.json` where it is added).
        let pattern: String
        /// The collection the path names (`groups`).
        let resource: String
        let service: String
        let resourceType: String
        let params: [Param]
        /// The shared policy it is retried by, nil for a route sent once.
        let retryPolicy: String?
        /// `unpaged`, `link` or `window` (the runtime's `Pagination`).
        let pagination: String
        let pageParameter: String?
        /// The header carrying a paged read's total, when the model names one other than
        /// `X-Total-Count`.
        let totalCountHeader: String?
        let idempotent: Bool
        let readOnly: Bool
        /// The answer is an HTML page.
        let html: Bool
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

        /// Whether the route sets anything beyond the runtime's initializer.
        var hasAdjustments: Bool {
            totalCountHeader != nil || destructive || withoutCredentials || bodyEncoding != nil || rawContentType != nil
                || refusesRedirects || lenientSuccess
        }
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
                    "pattern": .string(route.pattern.swiftLiteral),
                    "resource": .string(route.resource.swiftLiteral),
                    "service": .string(route.service.swiftLiteral),
                    "resourceType": .string(route.resourceType.swiftLiteral),
                    "params": .list(route.params.map {
                        .object(["name": .string($0.name.swiftLiteral), "role": .string($0.role), "kind": .string($0.kind)])
                    }),
                    "retryPolicy": route.retryPolicy.map(MustacheValue.string) ?? .null,
                    "pagination": .string(route.pagination),
                    "pageParameter": quotedOrNil(route.pageParameter),
                    "totalCountHeader": route.totalCountHeader.map { .string($0.swiftLiteral) } ?? .null,
                    "idempotent": .string(String(route.idempotent)),
                    "readOnly": .string(String(route.readOnly)),
                    "html": .string(String(route.html)),
                    "hasAdjustments": .bool(route.hasAdjustments),
                    "destructive": .bool(route.destructive),
                    "withoutCredentials": .bool(route.withoutCredentials),
                    "emptyOn": .list(route.emptyOn.map(MustacheValue.int)),
                    "bodyEncoding": route.bodyEncoding.map(MustacheValue.string) ?? .null,
                    "rawContentType": route.rawContentType.map { .string($0.swiftLiteral) } ?? .null,
                    "refusesRedirects": .bool(route.refusesRedirects),
                    "lenientSuccess": .bool(route.lenientSuccess),
                ])
            }),
            "allLines": .list(all.map { .object(["names": .list($0.map(MustacheValue.string))]) }),
        ])
    }
}
