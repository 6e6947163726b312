import Mustache

/// The context of `Routes.swift.mustache`: the shared retry policies and one route per
/// operation (written by `_route`), sorted by operationId.
struct RoutesContext: RenderContext {
    /// A retry policy several routes share, declared once.
    struct RetryPolicy {
        /// The static property (`upTo3Attempts`).
        let name: String
        let policy: RetryPolicyModel
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
        /// The HTTP method, upper case, as the document states it (`HEAD`).
        let method: String
        /// The runtime's `HTTPMethod` case it is sent as (`get` for a HEAD, which sets `sendsHead`).
        let methodCase: String
        /// The path template.
        let path: String
        /// The collection the path names (`groups`).
        let resource: String
        let service: String
        let resourceType: String
        let params: [Param]
        /// The answer is an HTML page.
        let html: Bool
        /// The keys the behaviour flags give the template (``RouteEntry/arguments``).
        let behavior: [String: MustacheValue]
        /// The properties set beyond the runtime's initializer, in the order `Route` declares them.
        let settings: [RouteSetting]
    }

    /// A list of documented failure bodies several routes may share, declared once.
    struct DocumentedErrorList {
        /// The static property (`documentedErrors1`).
        let name: String
        /// Each status as written, with the type its body is read as (Swift).
        let errors: [(status: String, type: String)]
    }

    /// Where the file comes from, for its header.
    let source: String
    let retryPolicies: [RetryPolicy]
    let routes: [Route]
    var documentedErrorLists: [DocumentedErrorList] = []

    var mustache: MustacheValue {
        let all = LineWrapping.lines(routes.map { $0.name.spelled(as: .reference) }) { $0.count }
        return .object([
            "source": .string(source),
            "retryPolicies": .list(retryPolicies.map {
                .object([
                    "name": .string($0.name), "maxAttempts": .int($0.policy.maxAttempts), "baseDelayMs": .int($0.policy.baseDelayMs),
                    "backoff": .string($0.policy.backoff), "retryOn": .list($0.policy.retryOn.map(MustacheValue.int)),
                ])
            }),
            "documentedErrorLists": .list(documentedErrorLists.map { list in
                .object([
                    "name": .string(list.name),
                    "errors": .list(list.errors.map { .object(["status": .string($0.status.swiftLiteral), "type": .string($0.type)]) }),
                ])
            }),
            "routes": .list(routes.map { route in
                .object(route.behavior.merging([
                    "name": .string(route.name.spelled(as: .declaration)),
                    "accessor": .string(route.accessor),
                    "methodName": .string(route.methodName),
                    "operationId": .string(route.operationId.swiftLiteral),
                    "method": .string(route.method),
                    "methodCase": .string(route.methodCase),
                    "path": .string(route.path.swiftLiteral),
                    "resource": .string(route.resource.swiftLiteral),
                    "service": .string(route.service.swiftLiteral),
                    "resourceType": .string(route.resourceType.swiftLiteral),
                    "params": .list(route.params.map {
                        .object(["name": .string($0.name.swiftLiteral), "role": .string($0.role), "kind": .string($0.kind)])
                    }),
                    "html": .string(String(route.html)),
                    "hasSettings": .bool(!route.settings.isEmpty),
                    "settings": .list(route.settings.map { .object(["property": .string($0.property), "value": .string($0.value)]) }),
                ]) { _, fixed in fixed })
            }),
            "allLines": .list(all.map { .object(["names": .list($0.map(MustacheValue.string))]) }),
        ])
    }
}
