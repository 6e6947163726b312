// Copied by hey-generator from Templates/Runtime/FormAnswer.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// What a browser form answered (``HeyClient/sendForm(_:)``): a redirect, captured, or a page.
public struct FormAnswer: Sendable {
    /// The status (a 2xx, 302 or 303).
    public let status: Int
    /// The answer's headers.
    public let headers: HTTPHeaders
    /// The redirect's `Location`, resolved against the form's URL; nil when there is none.
    public let location: URL?
    /// The body as text (empty for a redirect, as a rule).
    public let body: String

    /// Creates an answer.
    public init(status: Int, headers: HTTPHeaders, location: URL?, body: String) {
        self.status = status
        self.headers = headers
        self.location = location
        self.body = body
    }

    /// Reads the answer to the form sent to `url`.
    init(response: HTTPResponse, url: URL) {
        self.init(status: response.status, headers: response.headers,
                  location: response.headers["Location"].flatMap { URL(string: $0, relativeTo: url)?.absoluteURL },
                  body: String(decoding: response.body, as: UTF8.self))
    }

    /// Whether HEY answered with a redirect.
    public var isRedirect: Bool { (300..<400).contains(status) }

    /// The id of what the form made or changed: the rightmost number in the path of the
    /// redirect's `Location` (`/workflows/42/stages/7` → 7). An `api_error` when there is no
    /// `Location` or no number in it.
    public func extractId() throws -> Int {
        let detail = HeyErrorDetail(httpStatus: status, requestId: headers["X-Request-Id"])
        guard let location else {
            throw HeyError.api("The form's answer (HTTP \(status)) has no Location to read an id from", detail)
        }
        let path = location.path
        guard let end = path.lastIndex(where: \.isASCIIDigit) else {
            throw HeyError.api("The form's Location \(location.redactedForDisplay.absoluteString) has no number in its path", detail)
        }
        var start = end
        while start > path.startIndex, path[path.index(before: start)].isASCIIDigit { start = path.index(before: start) }
        guard let id = Int(path[start...end]) else {
            throw HeyError.api("The number in the form's Location \(location.redactedForDisplay.absoluteString) is too large for an id", detail)
        }
        return id
    }
}

extension Character {
    /// `0`…`9` only (not other scripts' digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
