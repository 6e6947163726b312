import Foundation

/// Everything the pipeline needs to send one operation, resend it and follow its redirects.
///
/// Generated routes become plans in `ClientContext.plan(for:…)`; hand-written requests (browser
/// forms, uploads) can build plans of their own with a different `Accept`, redirect mode or
/// body.
struct RequestPlan: Sendable {
    /// What hooks hear the operation called.
    var operation: OperationInfo
    /// The method of the first request, as the runtime decides by it (a HEAD read is `.get`).
    var method: HTTPMethod
    /// The URL of the first request, query and account scope included.
    var url: URL
    /// Headers sent on every hop (`Accept`, `User-Agent`; never credentials).
    var headers: HTTPHeaders
    /// The body, encoded once.
    var body: RequestBody?
    /// Whether requests to the HEY origin carry the client's credentials.
    var signsRequests: Bool
    /// Whether the operation may be sent more than once (read-only or idempotent).
    var mayResend: Bool
    /// How many sends and how long between them.
    var schedule: RetrySchedule
    /// What a 3xx with a `Location` means.
    var redirects: RedirectMode
    /// Statuses answered as "nothing" rather than failing (for `sendOptional` and raw requests).
    var emptyOn: Set<Int>
    /// The most body bytes read from a JSON, HTML or text success (see ``bodyLimit(status:headers:)``).
    var responseLimit: Int
    /// The linked account added as `filtered_account_id` to every request of the plan that goes
    /// to the HEY origin (first sends, resends and redirect hops alike); nil adds nothing, and
    /// leaves a URL exactly as named (storage uploads).
    var accountScope: Int? = nil
    /// Whether the first hop may be revalidated from, and stored in, the client's response cache
    /// (JSON reads).
    var usesCache: Bool = false
    /// Whether hooks hear about its requests and resends (not for a quiet raw request).
    var reportsRequests = true
    /// The security requirements of the operation (``Route/security``), for ``SchemeCredentials``.
    var security: [[String]]? = nil
    /// Whether the request goes out as `HEAD` (``Route/sendsHead``): no body is read from the answer.
    var sendsHead = false

    /// The method that goes out, and that hooks and errors name.
    var wireMethod: String { method.wireMethod(sendsHead: sendsHead) }

    /// A browser's `Accept`, so HEY answers as it answers a browser (a redirect, or HTML).
    static let browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    /// The request label used in error messages.
    var label: RequestLabel {
        RequestLabel(operation: operation.operation, method: wireMethod, url: url)
    }

    /// The most body bytes kept of an answer of `status` with `headers`: ``responseLimit`` for a
    /// JSON, HTML or text success (or one that does not say), ``HeyConfig/maxResponseBodyBytes-swift.type.property``
    /// (50 MiB) for any other success (a file, an export), and ``HeyError/maxErrorBodyBytes``
    /// for anything else. A HEAD answer has no body, whatever its `Content-Length` says: no limit.
    func bodyLimit(status: Int, headers: HTTPHeaders) -> Int {
        guard !sendsHead else { return .max }
        guard (200..<300).contains(status) else { return HeyError.maxErrorBodyBytes }
        let type = headers["Content-Type"]?.lowercased() ?? ""
        if type.isEmpty || type.contains("json") || type.hasPrefix("text/") || type.contains("html") || type.contains("xml") {
            return responseLimit
        }
        return max(responseLimit, HeyConfig.maxResponseBodyBytes)
    }
}

/// A request body, encoded once and sent as is on every send.
struct RequestBody: Sendable {
    /// The bytes.
    var data: Data
    /// Its `Content-Type`.
    var contentType: String
    /// Whether the same bytes may go out a second time. A body that may not (a one-time upload)
    /// is never resent, not even after a refreshed 401.
    var isReplayable: Bool = true
}

/// What the pipeline does with a redirect.
enum RedirectMode: Sendable, Hashable {
    /// Follow up to ten hops: same-origin hops re-signed, cross-origin hops without credentials.
    case follow
    /// Never follow: a redirect is an error carrying its status.
    case refuse
    /// Never follow: the redirect is the answer (browser forms).
    case capture
}

/// The answer the pipeline settled on, and the URL that gave it.
struct Answer: Sendable {
    /// The response.
    let response: HTTPResponse
    /// The URL that answered (the last hop).
    let url: URL
    /// Whether the body came from the response cache (HEY answered 304).
    var fromCache = false
}
