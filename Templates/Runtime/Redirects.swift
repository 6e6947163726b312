import Foundation

/// Decides whether and how to follow a redirect; URLSession never follows one on its own.
enum Redirects {
    /// The most hops one send follows.
    static let maxHops = 10

    /// The request for the hop `response` points to, or nil when it is not a followable redirect
    /// (no `Location`, an empty one, or a status that is not 301/302/303/307/308): the redirect
    /// is then the answer, an `api_error` carrying its status.
    ///
    /// - A hop off the HEY origin drops `Authorization`, `Cookie` and `X-CSRF-Token` (credentials
    ///   are added per hop by the pipeline, and only on the HEY origin).
    /// - A 303, and a 301/302 answering a POST, turn into a GET without a body.
    /// - A hop that would carry the body off the HEY origin (a 307 or 308 keeps method and
    ///   body) is an `api_error`, and nothing goes there: the body is the caller's, for HEY.
    /// - A hop to plain http off this machine is a `usage` error; more than ``maxHops`` hops is a
    ///   `network` error.
    static func nextHop(after response: HTTPResponse, from request: HTTPRequest, origin: Origin,
                        hopsSoFar: Int, label: RequestLabel) throws -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(response.status),
              let location = response.headers["Location"],
              !location.trimmingCharacters(in: .whitespaces).isEmpty,
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
              let scheme = target.scheme?.lowercased(), scheme == "https" || scheme == "http"
        else { return nil }
        let detail = ErrorDetail(requestId: response.headers["X-Request-Id"])
        if hopsSoFar >= maxHops {
            throw HeyError.network(message: "\(label): more than \(maxHops) redirects", retryable: false, detail: detail)
        }
        if scheme == "http", !Origin.isLoopback(target.host ?? "") {
            throw HeyError.usage(message: "\(label): HEY redirected to plain http (\(target.redactedForDisplay.absoluteString)), "
                                    + "which is not followed",
                                 hint: "Only https is followed off this machine")
        }
        var next = request
        next.url = Origin.normalized(target)
        if response.status == 303 || ([301, 302].contains(response.status) && request.method == "POST") {
            if next.method != "HEAD" { next.method = "GET" }
            next.body = nil
            next.headers["Content-Type"] = nil
        }
        if !origin.contains(target) {
            if next.body != nil {
                throw HeyError.api(message: "\(label): HEY redirected this \(request.method) with its body to another origin "
                    + "(\(target.redactedForDisplay.absoluteString)); the body is not sent there",
                                   httpStatus: response.status, retryable: false, detail: detail)
            }
            for name in ["Authorization", "Cookie", "X-CSRF-Token"] { next.headers[name] = nil }
        }
        // A linked-account client's scope is re-added to same-origin hops by the pipeline, which
        // applies it to every hop (see `RequestPipeline.exchange`).
        return next
    }
}
