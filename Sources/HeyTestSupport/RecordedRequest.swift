import Foundation

/// One request as the ``LoopbackServer`` received it.
public struct RecordedRequest: Sendable {
    /// The request method as sent, e.g. `GET`.
    public let method: String
    /// The raw request-target, e.g. `/boxes/1.json?page=2`.
    public let target: String
    /// The target without the query, still percent-encoded as sent.
    public let path: String
    /// The raw query string without the leading `?`, or `nil` when the target has none.
    public let query: String?
    /// The request headers in arrival order, names spelled as sent.
    public let headers: [(name: String, value: String)]
    /// The request body, already de-chunked when it came with `Transfer-Encoding: chunked`.
    public let body: Data
    /// When the request head was fully read.
    public let arrivedAt: ContinuousClock.Instant
    /// The 0-based index of the TCP connection the request came on, in accept order.
    public let connectionIndex: Int

    /// Creates a record; the server builds these, tests rarely need to.
    public init(
        method: String,
        target: String,
        headers: [(name: String, value: String)],
        body: Data,
        arrivedAt: ContinuousClock.Instant,
        connectionIndex: Int
    ) {
        self.method = method
        self.target = target
        if let mark = target.firstIndex(of: "?") {
            self.path = String(target[..<mark])
            self.query = String(target[target.index(after: mark)...])
        } else {
            self.path = target
            self.query = nil
        }
        self.headers = headers
        self.body = body
        self.arrivedAt = arrivedAt
        self.connectionIndex = connectionIndex
    }

    /// The query's name/value pairs, percent-decoded with `+` read as a space, in order.
    public var queryItems: [(name: String, value: String)] {
        FormURLDecoding.pairs(query ?? "")
    }

    /// Every value of the query parameter `name`, in order.
    public func queryValues(_ name: String) -> [String] {
        queryItems.filter { $0.name == name }.map(\.value)
    }

    /// The first value of the header `name`, compared case-insensitively, or `nil`.
    public func header(_ name: String) -> String? {
        headers.first { HeaderName.same($0.name, name) }?.value
    }

    /// The body decoded as `application/x-www-form-urlencoded` pairs, in order.
    public var formFields: [(name: String, value: String)] {
        FormURLDecoding.pairs(String(decoding: body, as: UTF8.self))
    }

    /// The body parsed with `JSONSerialization` (fragments allowed), or `nil` when it is empty.
    public func jsonBody() throws -> Any? {
        if body.isEmpty { return nil }
        return try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    }
}

/// Decoding of `name=value&name=value` strings as used by queries and form bodies.
enum FormURLDecoding {
    /// Splits on `&`, then on the first `=`; decodes `+` as space and percent-escapes.
    /// Empty segments are skipped; a segment without `=` has the value `""`.
    static func pairs(_ encoded: String) -> [(name: String, value: String)] {
        encoded.split(separator: "&", omittingEmptySubsequences: true).map { segment in
            if let equals = segment.firstIndex(of: "=") {
                return (name: decode(segment[..<equals]), value: decode(segment[segment.index(after: equals)...]))
            }
            return (name: decode(segment), value: "")
        }
    }

    /// Decodes one component; text with invalid percent-escapes is returned with only `+` replaced.
    static func decode(_ component: Substring) -> String {
        let spaced = component.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
