import Foundation

/// One answer the ``LoopbackServer`` gives to one request.
///
/// The server adds `Content-Length` (unless ``chunked``), `Date`, `Transfer-Encoding: chunked`
/// (when ``chunked``) and `Connection: close` (when ``closeConnection``) — but never a header the
/// script already sets itself (names compared case-insensitively). A ``stream`` replaces ``body``
/// with one written piece by piece.
public struct ScriptedResponse: Sendable {
    /// The HTTP status code, e.g. `200`.
    public var status: Int
    /// Response headers in the order they are sent; a name may repeat (e.g. two `Link` headers).
    public var headers: [(name: String, value: String)]
    /// The response body (not sent for `HEAD` requests; `Content-Length` still describes it).
    public var body: Data
    /// How long to wait before answering; lets tests cancel calls that are in flight.
    public var delay: Duration?
    /// Sends the body with `Transfer-Encoding: chunked`, split into several chunks.
    public var chunked: Bool
    /// Sends `Connection: close` and closes the socket after the answer.
    public var closeConnection: Bool
    /// Closes the connection without answering, which the client sees as a network error.
    ///
    /// Clients may transparently resend a request whose *reused* keep-alive connection was
    /// dropped, so tests that expect an error should drop on a fresh connection.
    public var drop: Bool
    /// A body written in pieces after the head (``body`` is then ignored), for huge or slow
    /// answers; the connection closes after it.
    public var stream: StreamedBody?

    /// Creates an answer; every parameter has the default of a plain, empty `200 OK`.
    public init(
        status: Int = 200,
        headers: [(name: String, value: String)] = [],
        body: Data = Data(),
        delay: Duration? = nil,
        chunked: Bool = false,
        closeConnection: Bool = false,
        drop: Bool = false,
        stream: StreamedBody? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.chunked = chunked
        self.closeConnection = closeConnection
        self.drop = drop
        self.stream = stream
    }

    /// A JSON answer: `json` as the UTF-8 body with `Content-Type: application/json` first.
    public static func json(
        _ status: Int = 200,
        _ json: String,
        headers: [(name: String, value: String)] = []
    ) -> ScriptedResponse {
        ScriptedResponse(
            status: status,
            headers: [(name: "Content-Type", value: "application/json")] + headers,
            body: Data(json.utf8)
        )
    }

    /// A text answer: `text` as the UTF-8 body with the given `Content-Type` first.
    public static func text(
        _ status: Int,
        _ text: String,
        contentType: String = "text/plain",
        headers: [(name: String, value: String)] = []
    ) -> ScriptedResponse {
        ScriptedResponse(
            status: status,
            headers: [(name: "Content-Type", value: contentType)] + headers,
            body: Data(text.utf8)
        )
    }

    /// An answer with the given status, optional headers and an empty body.
    public static func status(_ status: Int, headers: [(name: String, value: String)] = []) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: headers)
    }

    /// Closes the connection without answering (see ``drop``).
    public static var dropConnection: ScriptedResponse {
        ScriptedResponse(drop: true)
    }

    /// The first value of the header `name` (case-insensitive), or `nil`.
    func header(_ name: String) -> String? {
        headers.first { HeaderName.same($0.name, name) }?.value
    }
}
