// Copied by hey-generator from Templates/Runtime/Response.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// What HEY answered a ``HeyOperation`` sent with ``HeyClient/execute(_:)``: a success, an
/// `emptyOn` status, or a captured redirect (any other status is thrown as a ``HeyError``).
public struct Response: Sendable {
    /// The status (a 304 answered from the cache reads as the 200 first read).
    public let status: Int
    /// The headers.
    public let headers: HTTPHeaders
    /// The body, within the client's body cap.
    public let body: Data
    /// The URL that answered (after any redirect followed).
    public let url: URL
    /// Whether the body came from the response cache (HEY answered 304).
    public let fromCache: Bool
    /// Whether there is nothing to read: an empty body, or a status the operation answers as
    /// "nothing".
    public let empty: Bool
    /// Names the request in error messages.
    let label: RequestLabel

    /// The first value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers[name]
    }

    /// The body as UTF-8 text.
    public func text() -> String {
        String(decoding: body, as: UTF8.self)
    }

    /// The body decoded as JSON with the models' own coding; a body of another shape is a
    /// non-retryable `api_error` whose hint names the member that failed, by JSON pointer.
    public func json<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try ClientContext.decode(T.self, from: Answer(response: HTTPResponse(status: status, headers: headers, body: body), url: url),
                                 label: label)
    }
}

/// What a browser form answered (``HeyClient/sendForm(_:)``): a redirect, captured, or a page.
public struct FormResponse: Sendable, Equatable {
    /// The redirect's `Location` as HEY sent it; nil when there is none.
    public let location: String?
    /// The status (a 2xx, 302 or 303).
    public let status: Int
    /// The body as text (empty for a redirect, as a rule).
    public let body: String

    /// The id of what the form made or changed: the rightmost number in the path of the
    /// redirect's `Location` (`/workflows/42/stages/7` → 7). An `api_error` when there is no
    /// `Location` or no number in it.
    public func extractId() throws -> Int {
        let detail = ErrorDetail(hint: "A form's redirect names what it made in its Location")
        guard let location, let url = URL(string: location) else {
            throw HeyError.api(message: "The form's answer (HTTP \(status)) has no Location to read an id from",
                               httpStatus: status, retryable: false, detail: detail)
        }
        let path = url.path
        let shown = url.redactedForDisplay.absoluteString
        guard let end = path.lastIndex(where: \.isASCIIDigit) else {
            throw HeyError.api(message: "The form's Location \(shown) has no number in its path", httpStatus: status,
                               retryable: false, detail: detail)
        }
        var start = end
        while start > path.startIndex, path[path.index(before: start)].isASCIIDigit { start = path.index(before: start) }
        guard let id = Int(path[start...end]) else {
            throw HeyError.api(message: "The number in the form's Location \(shown) is too large for an id", httpStatus: status,
                               retryable: false, detail: detail)
        }
        return id
    }
}

extension Character {
    /// `0`…`9` only (not other scripts' digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Names a hand-written write for hooks: the service, the operation and the resource type every
/// HEY SDK reports for it (`writeInfo(service: "Workflows", operation: "CreateWorkflow",
/// resourceType: "workflow")`), and the id of the resource it addresses when there is one.
public func writeInfo(service: String, operation: String, resourceType: String, resourceId: Int? = nil) -> OperationInfo {
    OperationInfo(service: service, operation: operation, resourceType: resourceType, isMutation: true, resourceId: resourceId)
}
