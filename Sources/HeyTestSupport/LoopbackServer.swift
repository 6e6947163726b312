import Foundation

/// A scripted HTTP/1.1 server on `127.0.0.1` for tests, the conformance runner and benchmarks.
///
/// It binds an OS-chosen port, serves each connection on its own thread, keeps connections
/// alive, accepts `Content-Length` and chunked request bodies, answers `Expect: 100-continue`,
/// and writes every answer in one `send` on a `TCP_NODELAY` socket (so URLSession on Linux
/// does not stall on delayed ACKs).
///
/// ```swift
/// let server = try LoopbackServer()
/// server.enqueue(.json(200, #"{"id": 1}"#))
/// let (data, _) = try await URLSession.shared.data(from: server.url("/boxes/1.json"))
/// #expect(server.requests.first?.path == "/boxes/1.json")
/// ```
public final class LoopbackServer: @unchecked Sendable {
    private let core: ServerCore

    /// Binds `127.0.0.1:0` and starts serving; throws ``LoopbackServerError`` when a socket call fails.
    public init() throws {
        core = try ServerCore()
    }

    deinit {
        core.stop()
    }

    /// The port the OS chose.
    public var port: Int { core.port }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// The URL of `pathAndQuery` (e.g. `/boxes/1.json?page=2`) on this server; a missing
    /// leading `/` is added. The text must already be a valid URL path and query.
    public func url(_ pathAndQuery: String) -> URL {
        let suffix = pathAndQuery.hasPrefix("/") ? pathAndQuery : "/" + pathAndQuery
        guard let url = URL(string: "http://127.0.0.1:\(port)\(suffix)") else {
            preconditionFailure("HeyTestSupport/LoopbackServer.url: not a valid path and query: \(pathAndQuery)")
        }
        return url
    }

    /// Queues answers, consumed in order, one per request; when none is left the server
    /// answers ``fallback``.
    public func enqueue(_ answers: ScriptedResponse...) {
        enqueue(contentsOf: answers)
    }

    /// Queues answers, consumed in order, one per request; when none is left the server
    /// answers ``fallback``.
    public func enqueue(contentsOf answers: [ScriptedResponse]) {
        core.state.withLock { $0.queue.append(contentsOf: answers) }
    }

    /// The answer given when the queue is empty and no handler is set (default: 500, empty body).
    public var fallback: ScriptedResponse {
        get { core.state.withLock { $0.fallback } }
        set { core.state.withLock { $0.fallback = newValue } }
    }

    /// A dynamic answer for every request; takes precedence over the queue while set,
    /// `nil` clears it. The handler runs on a connection thread, outside the server's lock.
    public func respond(with handler: (@Sendable (RecordedRequest) -> ScriptedResponse)?) {
        core.state.withLock { $0.handler = handler }
    }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] {
        core.state.withLock { $0.requests }
    }

    /// The number of requests received so far.
    public var requestCount: Int {
        core.state.withLock { $0.requests.count }
    }

    /// Suspends until `count` requests have arrived or `timeout` passes; returns whether they
    /// arrived. Returns `false` at once when the calling task is cancelled or the server stops.
    public func waitForRequests(_ count: Int, timeout: Duration = .seconds(5)) async -> Bool {
        await core.waitFor({ $0.requests.count >= count }, timeout: timeout)
    }

    /// How far each ``StreamedBody`` answer got, in the order they ended (an answer ends when
    /// its last piece is written or the client closes the connection).
    public var streamOutcomes: [StreamOutcome] {
        core.state.withLock { $0.streams }
    }

    /// Suspends until `count` streamed answers have ended or `timeout` passes; returns whether
    /// they did. Returns `false` at once when the calling task is cancelled or the server stops.
    public func waitForStreamOutcomes(_ count: Int, timeout: Duration = .seconds(30)) async -> Bool {
        await core.waitFor({ $0.streams.count >= count }, timeout: timeout)
    }

    /// Clears the queue, the handler, the recorded requests and stream outcomes (the ``fallback`` stays, and
    /// connection indices keep counting).
    public func reset() {
        core.state.withLock { state in
            state.queue.removeAll()
            state.handler = nil
            state.requests.removeAll()
            state.streams.removeAll()
        }
    }

    /// Closes the listener and every open connection; later connection attempts are refused.
    /// Called by `deinit`; calling it again does nothing.
    public func stop() {
        core.stop()
    }
}
