// Copied by hey-generator from Templates/Runtime/ErrorClassifier.swift. Do not edit: change the template and run `make generate`.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns every way a call can fail into a ``HeyError``, in one place.
///
/// Cancellation is the exception: a `CancellationError` or `URLError(.cancelled)` is handed back
/// untouched, never wrapped and never retried.
enum ErrorClassifier {
    /// Whether `error` is a cancellation (`CancellationError` or `URLError(.cancelled)`).
    static func isCancellation(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        if let urlError = error as? URLError, urlError.code == .cancelled { return true }
        return false
    }

    /// The error for an answer that is not a success.
    static func error(for response: HTTPResponse, to request: RequestLabel) -> HeyError {
        let status = response.status
        let body = response.body.prefix(HeyError.maxErrorBodyBytes)
        let said = ErrorBody(body: body, contentType: response.headers["Content-Type"])
        var detail = ErrorDetail(hint: said.message, requestId: response.headers["X-Request-Id"],
                                 body: body.isEmpty ? nil : Data(body),
                                 responseTooLarge: response.bodyExceeded || response.body.count > HeyError.maxErrorBodyBytes,
                                 cause: response.interruption)
        detail.fieldErrors = said.fieldErrors
        let suffix = said.message.map { ": \($0)" } ?? ""
        let retryable = status == 429 || (500...599).contains(status)
        switch status {
        case 401:
            detail.hint = detail.hint ?? "Check the access token, or sign in again"
            return .auth(message: message("\(request): HEY rejected the credentials (HTTP 401)\(suffix)"), detail: detail)
        case 403:
            if request.method != "GET", request.method != "HEAD", detail.hint == nil { detail.hint = "Re-authenticate with full scope" }
            return .forbidden(message: message("\(request): not allowed (HTTP 403)\(suffix)"), detail: detail)
        case 404:
            return .notFound(message: message("\(request): not found (HTTP 404)\(suffix)"), detail: detail)
        case 409:
            return .conflict(message: message("\(request): conflicts with the current state (HTTP 409)\(suffix)"), detail: detail)
        case 422:
            return .validation(message: message("\(request): HEY refused what was sent (HTTP 422)\(suffix)"), httpStatus: status,
                               detail: detail)
        case 429:
            let seconds = RetrySchedule.retryAfter(response.headers["Retry-After"]).map(Self.wholeSeconds)
            return .rateLimit(message: message("\(request): rate limited (HTTP 429)\(suffix)"), retryAfterSeconds: seconds,
                              detail: detail)
        case 304:
            return .api(message: "\(request): HEY answered 304 Not Modified, and the client holds no copy to answer with",
                        httpStatus: status, retryable: false, detail: detail)
        case 300..<400:
            let location = response.headers["Location"].map { " to \(Self.display($0, against: request.url))" } ?? ""
            return .api(message: message("\(request): HEY answered a redirect (HTTP \(status))\(location), which is not followed"),
                        httpStatus: status, retryable: false, detail: detail)
        default:
            return .api(message: message("\(request): HEY answered HTTP \(status)\(suffix)"), httpStatus: status,
                        retryable: retryable, detail: detail)
        }
    }

    /// `duration` in whole seconds, rounded up (a `Retry-After` date may leave a fraction).
    private static func wholeSeconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(clamping: seconds) + (attoseconds > 0 ? 1 : 0)
    }

    /// A message cut to ``HeyError/maxErrorMessageLength``.
    private static func message(_ text: String) -> String {
        HeyError.truncate(text)
    }

    /// The error for an exchange that produced no answer: cancellations and ``HeyError``s as
    /// they are, anything else a retryable `network` error whose hint is the transport's own
    /// message with every URL in it cut to its origin. A `URLError` (a cancellation included) is
    /// kept as its code and the URL without query: its user info may hold the whole URL, a
    /// signed one included.
    static func transportFailure(_ error: any Error, to request: RequestLabel) -> any Error {
        if error is CancellationError || error is HeyError { return error }
        let hint = HeyError.truncate(URLRedaction.originsOnly(in: "\(error.localizedDescription)"))
        guard let urlError = error as? URLError else {
            return HeyError.network(message: "\(request): no answer from HEY: the transport failed: \(type(of: error))",
                                    retryable: true, detail: ErrorDetail(hint: hint, cause: error))
        }
        let redacted = URLError.redacted(urlError.code, url: urlError.failingURL ?? request.url)
        if urlError.code == .cancelled { return redacted }
        return HeyError.network(
            message: "\(request): no answer from HEY: \(phrase(for: urlError.code)) (URLError \(urlError.code.rawValue))",
            retryable: true, detail: ErrorDetail(hint: hint, cause: redacted))
    }

    /// The non-retryable `api_error` for a success body that does not match the model: the hint
    /// names the member by JSON pointer. No value from the body is kept, in the message, the hint
    /// or the cause (a `DecodingError` rebuilt with its path and a fixed description): it may be
    /// sensitive, and it may be huge.
    static func decodingFailure(_ error: any Error, of response: HTTPResponse, to request: RequestLabel) -> HeyError {
        let reading = DecodingFailure(error)
        let detail = ErrorDetail(hint: "The answer \(reading.problem)", requestId: response.headers["X-Request-Id"],
                                 cause: reading.cause)
        let contentType = response.headers["Content-Type"]?.lowercased() ?? ""
        if contentType.contains("html") {
            return .api(message: "\(request): HEY answered an HTML page where JSON was expected", httpStatus: response.status,
                        retryable: false, detail: ErrorDetail(hint: "Expected JSON, got \(contentType)",
                                                              requestId: response.headers["X-Request-Id"], cause: reading.cause))
        }
        return .api(message: message("\(request): HEY's answer \(reading.problem)"), httpStatus: response.status, retryable: false,
                    detail: detail)
    }

    /// The non-retryable `api_error` for an answer longer than the client reads.
    static func bodyTooLarge(_ response: HTTPResponse, limit: Int, to request: RequestLabel) -> HeyError {
        .api(message: "\(request): HEY's answer is larger than the \(ByteCountText.describe(limit)) the client reads "
                + "(maxResponseBodyBytes)",
             httpStatus: response.status, retryable: false,
             detail: ErrorDetail(hint: "Raise HeyConfig.maxResponseBodyBytes to read it", requestId: response.headers["X-Request-Id"],
                                 responseTooLarge: true))
    }

    private static func phrase(for code: URLError.Code) -> String {
        switch code {
        case .timedOut: "the request timed out"
        case .cannotConnectToHost: "could not connect"
        case .networkConnectionLost: "the connection was lost"
        case .notConnectedToInternet: "not connected to the internet"
        case .cannotFindHost, .dnsLookupFailed: "could not find the host"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            "the secure connection failed"
        case .badServerResponse: "the answer was malformed"
        default: "the exchange failed"
        }
    }

    private static func display(_ location: String, against base: URL) -> String {
        URL(string: location, relativeTo: base)?.absoluteURL.redactedForDisplay.absoluteString ?? "another location"
    }
}

/// Names a request in error messages: `GetBox (GET /boxes/17.json)` — the path only, never the
/// query or credentials.
struct RequestLabel: Sendable, CustomStringConvertible {
    /// The operation (`GetBox`).
    let operation: String
    /// The method (`GET`).
    let method: String
    /// The URL the request went to.
    let url: URL

    var description: String {
        let path = url.redactedForDisplay.path
        return "\(operation) (\(method) \(path.isEmpty ? "/" : path))"
    }
}

/// `16 MiB`, `512 KiB`, `100 bytes`.
enum ByteCountText {
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
