import Foundation
import Hey
import HeyTestSupport

/// A scripted HEY for an app's tests: it answers what the test sets, per operationId or per
/// path, records every request, and hands out a ``HeyClient`` pointed at it.
///
/// ```swift
/// let hey = try ScriptedHey()
/// try hey.answer("ListBoxes", .json(#"[{"id": 1, "kind": "imbox", "name": "Imbox"}]"#))
/// let boxes = try await hey.client().boxes.list()
/// #expect(hey.requests.map(\.operationId) == ["ListBoxes"])
/// ```
///
/// Each script gives its answers in order and then repeats the last one. A request nothing is
/// scripted for gets ``unscriptedAnswer`` (by default a 501 naming the request, which the
/// client throws as an `api` error) and is recorded with ``Request/wasScripted`` `false`.
public final class ScriptedHey: Sendable {
    /// How the client reaches the scripted HEY.
    public enum Connection: String, Sendable, CaseIterable, CustomStringConvertible {
        /// A real HTTP/1.1 server on `127.0.0.1` (a port the OS picks), reached through the
        /// client's default `URLSession` transport: the requests are exactly what the app sends.
        case loopback
        /// A ``Transport`` that answers in memory: no socket, no URLSession, several times
        /// faster, and usable where a test may not open sockets.
        case inMemory

        public var description: String { rawValue }
    }

    /// The connection this HEY was made with.
    public let connection: Connection
    /// Where the scripted HEY is: `http://127.0.0.1:<port>` on loopback,
    /// `http://scripted.hey.localhost` in memory.
    public let baseURL: URL
    /// The transport a client must use to reach it: `nil` on loopback (the client's default
    /// one), the in-memory transport otherwise. ``client(auth:config:hooks:cache:)`` sets it.
    public let transport: (any Transport)?
    private let script: Script
    private let server: LoopbackServer?
    private let operationIds = Set(Routes.all.map(\.id))

    /// Starts a scripted HEY; on loopback, throws when the server cannot bind a port.
    public init(_ connection: Connection = .loopback) throws {
        let script = Script()
        self.connection = connection
        self.script = script
        switch connection {
        case .loopback:
            let server = try LoopbackServer()
            server.respond { [script] request in script.respond(to: request).scriptedResponse }
            self.server = server
            self.baseURL = server.baseURL
            self.transport = nil
        case .inMemory:
            self.server = nil
            self.baseURL = URL(string: "http://scripted.hey.localhost")!
            self.transport = InMemoryTransport(script: script)
        }
    }

    /// The URL of `pathAndQuery` on this HEY, for answers that point back at it (a `Link`
    /// header's next page, an upload URL): `hey.url("/contacts.json?page=2")`.
    public func url(_ pathAndQuery: String) -> URL {
        let suffix = pathAndQuery.hasPrefix("/") ? pathAndQuery : "/" + pathAndQuery
        guard let url = URL(string: baseURL.absoluteString + suffix) else {
            preconditionFailure("HeyTesting/ScriptedHey.url: not a valid path and query: \(pathAndQuery)")
        }
        return url
    }

    // MARK: Scripting

    /// Answers requests for the model operation `operationId` (as `Routes` names it) with
    /// `answers` in order, repeating the last; replaces any earlier script for it.
    /// Throws ``ScriptedHeyError`` for an operationId the model does not have.
    public func answer(_ operationId: String, _ answers: Answer...) throws {
        guard operationIds.contains(operationId) else {
            let suggestion = operationIds.first { $0.lowercased() == operationId.lowercased() }
            throw ScriptedHeyError.unknownOperation(operationId, suggestion: suggestion)
        }
        guard !answers.isEmpty else { throw ScriptedHeyError.noAnswers(for: operationId) }
        script.setAnswers(answers, operationId: operationId)
    }

    /// Answers requests for `path` (percent-encoded as sent, without the query: `/boxes/1.json`,
    /// `/workflows`), with `method` or any method when `nil`. A path script comes before an
    /// operation script, and one with a method before one without.
    public func answer(path: String, method: HTTPMethod? = nil, _ answers: Answer...) throws {
        guard path.hasPrefix("/"), !path.contains("?"), !path.contains("#") else {
            throw ScriptedHeyError.invalidPath(path)
        }
        guard !answers.isEmpty else { throw ScriptedHeyError.noAnswers(for: path) }
        script.setAnswers(answers, path: path, method: method?.rawValue)
    }

    /// The answer to a request nothing is scripted for; `nil` (the default) is a 501 whose JSON
    /// `error` names it (`HeyTesting: nothing is scripted for GET /boxes/9.json (GetBox)`), which
    /// the client throws as an `api` error. Set `.status(404)` to have the app see "not found".
    public var unscriptedAnswer: Answer? {
        get { script.unscriptedAnswer }
        set { script.unscriptedAnswer = newValue }
    }

    /// Forgets every script and every recorded request (``unscriptedAnswer`` stays).
    public func reset() {
        script.reset()
    }

    // MARK: What was sent

    /// Every request received so far, in arrival order.
    public var requests: [Request] {
        script.requests
    }

    /// The requests received for the operation `operationId`, in arrival order.
    public func requests(for operationId: String) -> [Request] {
        requests.filter { $0.operationId == operationId }
    }

    // MARK: Clients

    /// `config` pointed at this HEY. The default for tests waits no time between resends
    /// (`maxRetryDelay: .zero`, and no jitter on top: `maxRetryJitter: .zero`), so a scripted
    /// 503 costs no seconds; the number of sends is still the route's own.
    public func config(_ config: HeyConfig = HeyConfig(maxRetryDelay: .zero, maxRetryJitter: .zero)) -> HeyConfig {
        var config = config
        config.baseURL = baseURL.absoluteString
        return config
    }

    /// A client for this HEY sending a fixed bearer token (`scripted-token` by default); the
    /// other parameters are those of `HeyClient(accessToken:…)`, with `config` pointed here.
    public func client(accessToken: String = "scripted-token",
                       config: HeyConfig = HeyConfig(maxRetryDelay: .zero, maxRetryJitter: .zero),
                       hooks: (any HeyHooks)? = nil, cache: (any ResponseCache)? = nil) throws -> HeyClient {
        try HeyClient(accessToken: accessToken, config: self.config(config), hooks: hooks, transport: transport, cache: cache)
    }

    /// A client for this HEY whose `auth` signs the requests (a ``TokenProvider`` through
    /// `BearerAuth(tokenProvider:)`, `NoCredentials`, a strategy of the app's own).
    public func client(auth: any AuthStrategy, config: HeyConfig = HeyConfig(maxRetryDelay: .zero, maxRetryJitter: .zero),
                       hooks: (any HeyHooks)? = nil, cache: (any ResponseCache)? = nil) throws -> HeyClient {
        try HeyClient(auth: auth, config: self.config(config), hooks: hooks, transport: transport, cache: cache)
    }
}

extension ScriptedHey.Answer {
    /// The answer as the loopback server gives it.
    var scriptedResponse: ScriptedResponse {
        ScriptedResponse(status: status, headers: headers.fields, body: body, delay: delay, drop: failsConnection)
    }
}
