import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``Transport``: Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// - It never follows a redirect (the client decides where credentials may go), stores no
///   cookies and caches nothing (the client has its own ETag cache).
/// - It reads the body as it arrives and stops at the limit the client gives for the status and
///   headers that arrived, counting bytes after decompression, so neither a huge answer nor a
///   small one that inflates (gzip) is ever held past the cap: the data task is cancelled there
///   and the answer handed back cut, marked ``HTTPResponse/bodyExceeded``. A success whose
///   `Content-Length` is past the limit is cut before any of its body is read.
/// - `timeout` is a deadline for the whole exchange, from the send to the last byte, however
///   steadily bytes trickle in: at the deadline (checked every 50 ms) the data task is cancelled
///   and the send throws `URLError(.timedOut)`, or, when the status and headers had arrived,
///   answers what arrived with that error as its ``HTTPResponse/interruption``. URLSession's own
///   idle timeout is set to the same value, so it never ends an exchange sooner. A nil timeout
///   sets no deadline.
/// - Cancelling the calling task cancels the data task at once; the send throws
///   `URLError(.cancelled)`.
/// - A `URLError` it throws carries only its code and the URL without query, fragment or user
///   info, so a signed URL never reaches an error message, a dump of the error or a hook.
public final class URLSessionTransport: Transport, @unchecked Sendable {
    // `@unchecked`: all three are immutable; URLSession and the exchange table are thread-safe.
    private let session: URLSession
    private let exchanges: ExchangeTable
    /// The deadline of each exchange; nil for none.
    let timeout: Duration?

    /// Creates a transport over an ephemeral session whose exchanges each end at `timeout`
    /// (30 s by default; nil for no deadline).
    public convenience init(timeout: Duration? = HeyConfig.defaultTimeout) {
        self.init(configuration: .ephemeral, timeout: timeout)
    }

    /// Creates a transport over a session with a copy of `configuration`, with cookies and URL
    /// caching switched off whatever it says, whose exchanges each end at `timeout`.
    public init(configuration: URLSessionConfiguration, timeout: Duration? = HeyConfig.defaultTimeout) {
        self.timeout = timeout
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let exchanges = ExchangeTable()
        self.exchanges = exchanges
        #if canImport(FoundationNetworking)
        let queue: OperationQueue? = InlineDelegateQueue()
        #else
        let queue: OperationQueue? = nil
        #endif
        self.session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Lets the exchanges in flight finish, then lets the session go; a send after this fails.
    func invalidate() {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and answers the response, its body read up to `bodyLimit` for the status
    /// and headers that arrived; throws the `URLError` that ended an exchange with no answer.
    public func send(_ request: HTTPRequest,
                     bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        // No deadline: a day of idleness still ends it (URLSession needs a finite interval).
        urlRequest.timeoutInterval = timeout?.timeInterval ?? 86_400
        urlRequest.httpShouldHandleCookies = false
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let exchange = Exchange(url: request.url, bodyLimit: bodyLimit, timeout: timeout, table: exchanges)
        let arrival = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Arrival, any Error>) in
                exchange.start(session.dataTask(with: urlRequest), continuation: continuation)
            }
        } onCancel: {
            exchange.end(.failed(.cancelled))
        }
        return HTTPResponse(status: arrival.status, headers: arrival.headers, body: arrival.body,
                            bodyExceeded: arrival.exceeded, interruption: arrival.interruption)
    }
}

#if canImport(FoundationNetworking)
/// The delegate "queue" on Linux: runs each event where FoundationNetworking hands it over
/// instead of queueing it behind the others.
///
/// No event costs a hop through a queue, and the delegate keeps up with the reading as closely
/// as it can: a queued delegate can fall far behind a fast server, and every piece it has not
/// seen yet is held in memory, the cap notwithstanding. The delegate never blocks for long and
/// never calls into the task synchronously (it cancels from another thread).
private final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
#endif

/// The session's delegate: hands each data task's events to its ``Exchange``, ends exchanges at
/// their deadline, and refuses every redirect, so the runtime sees it and decides (a
/// cross-origin hop never carries credentials).
///
/// Deadlines are checked by one sweep every ``sweepInterval`` while any exchange is in flight,
/// rather than by a timer per request: an exchange ends at most that much after its deadline.
private final class ExchangeTable: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // `@unchecked`: the table is only touched under its lock.
    private struct State {
        var exchanges: [Int: Exchange] = [:]
        var sweeping = false
    }

    private let state = Locked(State())

    /// How often deadlines are checked.
    static let sweepInterval = DispatchTimeInterval.milliseconds(50)

    /// Where deadlines are swept and data tasks cancelled: a queue of its own, so neither waits
    /// for a thread while the shared pool is busy running tasks.
    static let queue = DispatchQueue(label: "Hey.URLSessionTransport")

    func add(_ exchange: Exchange, for task: URLSessionTask) {
        let startSweeping = state.withLock { state -> Bool in
            state.exchanges[task.taskIdentifier] = exchange
            defer { state.sweeping = true }
            return !state.sweeping
        }
        if startSweeping { scheduleSweep() }
    }

    /// Takes `task`'s exchange out of the table: its events from now on are ignored.
    @discardableResult
    func remove(_ task: URLSessionTask) -> Exchange? {
        state.withLock { $0.exchanges.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(for task: URLSessionTask) -> Exchange? {
        state.withLock { $0.exchanges[task.taskIdentifier] }
    }

    private func scheduleSweep() {
        Self.queue.asyncAfter(deadline: .now() + Self.sweepInterval) { [weak self] in self?.sweep() }
    }

    /// Ends every exchange past its deadline or its limit; sweeps again later while any is in
    /// flight. The exchanges are looked at after the table's lock is let go, so the session's
    /// thread, which takes that lock for every event, never waits while the sweep asks each data
    /// task what it has read.
    private func sweep() {
        let (inFlight, again) = state.withLock { state -> ([Exchange], Bool) in
            state.sweeping = !state.exchanges.isEmpty
            return (Array(state.exchanges.values), state.sweeping)
        }
        let now = DispatchTime.now().uptimeNanoseconds
        for exchange in inFlight {
            if exchange.receivedPastLimit {
                exchange.end(.exceeded, onTableQueue: true)
            } else if exchange.deadline <= now {
                exchange.end(.failed(.timedOut), onTableQueue: true)
            }
        }
        if again { scheduleSweep() }
    }

    /// The status and headers are in: the exchange learns its limit for them. A success answer
    /// whose `Content-Length` is past the limit ends at once, before any of its body is read (a
    /// failure's body is read up to the limit: its message is kept).
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        if let exchange = exchange(for: dataTask), let response = response as? HTTPURLResponse {
            let limit = exchange.arrived(response)
            if Exchange.isSuccess(response), response.expectedContentLength > Int64(limit) {
                exchange.end(.exceeded)
                completionHandler(.cancel)
                return
            }
        }
        completionHandler(.allow)
    }

    /// A piece for a task whose exchange has ended means the session reads on past a
    /// cancellation it dropped (a `.cancel` disposition racing `cancel()` can be lost on Linux,
    /// and the whole answer then downloads); it is cancelled again.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(for: dataTask) else {
            Self.queue.async { dataTask.cancel() }
            return
        }
        exchange.received(data, from: dataTask)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let exchange = remove(task) else { return }
        if let error {
            exchange.end(.failed((error as? URLError)?.code ?? .unknown))
        } else {
            exchange.end(.completed)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}

/// What an exchange that got an answer hands back: the status and headers, the body read,
/// whether it was cut at the limit, and what interrupted it.
private struct Arrival: @unchecked Sendable {
    // `@unchecked`: the interruption is a `URLError`, which is immutable.
    let status: Int
    let headers: HTTPHeaders
    let body: Data
    let exceeded: Bool
    let interruption: (any Error)?
}

/// One send in flight: its data task, the body read so far (never more than the limit), its
/// deadline, and the continuation the first ending resumes — the last byte, the cap, the
/// deadline, a failure or the caller's cancellation, whichever comes first.
private final class Exchange: @unchecked Sendable {
    // `@unchecked`: everything mutable is in `state`, under its lock.
    enum Ending {
        /// The answer arrived whole.
        case completed
        /// The body reached the limit: the answer is cut there.
        case exceeded
        /// A failure, the deadline (`.timedOut`) or a cancellation (`.cancelled`): no answer, or
        /// an interrupted one when the status and headers had arrived (never for a cancellation).
        case failed(URLError.Code)
    }

    private struct State {
        var continuation: CheckedContinuation<Arrival, any Error>?
        var task: URLSessionDataTask?
        /// The status and headers, once they arrived.
        var head: (status: Int, headers: HTTPHeaders)?
        /// The most body bytes kept: unbounded until the head arrives and the client says.
        var limit = Int.max
        var body = Data()
        /// How many pieces of the body arrived.
        var pieces = 0
        /// Set by the first ending; an exchange cancelled before it started ends at `start`.
        var ended = false
    }

    private let url: URL
    private let bodyLimit: @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?
    private let table: ExchangeTable
    private let state = Locked(State())
    /// When the exchange must have ended, in `DispatchTime` uptime nanoseconds.
    let deadline: UInt64

    init(url: URL, bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?, timeout: Duration?,
         table: ExchangeTable) {
        self.url = url
        self.bodyLimit = bodyLimit
        self.table = table
        if let timeout {
            let nanoseconds = UInt64(min(max(timeout / .nanoseconds(1), 0), 1e18))  // 1e18 ns: 31 years
            self.deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
        } else {
            self.deadline = .max
        }
    }

    /// Takes in the status and headers (read here, once, on the session's thread) and answers the
    /// body limit the client gives for them.
    func arrived(_ response: HTTPURLResponse) -> Int {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add(name as? String ?? "\(name)", value as? String ?? "\(value)")
        }
        let limit = max(0, bodyLimit(response.statusCode, headers) ?? .max)
        state.withLock { state in
            state.head = (response.statusCode, headers)
            state.limit = limit
        }
        return limit
    }

    /// Whether the session has read more of a success answer than the limit, counted as it
    /// reads the socket — ahead of the pieces delivered to the delegate, which lag behind it on a
    /// busy machine. The sweep ends such an exchange as cut.
    var receivedPastLimit: Bool {
        let (task, limit) = state.withLock { ($0.task, $0.limit) }
        guard let task, let response = task.response, Self.isSuccess(response) else { return false }
        return task.countOfBytesReceived > Int64(limit)
    }

    /// Whether `response` is a 2xx answer.
    static func isSuccess(_ response: URLResponse) -> Bool {
        guard let status = (response as? HTTPURLResponse)?.statusCode else { return false }
        return (200..<300).contains(status)
    }

    /// Starts `task` (the table sweeps its deadline), unless the exchange already ended
    /// (cancelled first).
    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<Arrival, any Error>) {
        let alreadyEnded = state.withLock { state -> Bool in
            guard !state.ended else { return true }
            state.continuation = continuation
            state.task = task
            return false
        }
        if alreadyEnded {
            continuation.resume(throwing: URLError.redacted(.cancelled, url: url))
            return
        }
        table.add(self, for: task)
        task.resume()
    }

    /// Keeps `data` up to the limit; past it, ends the exchange as ``Ending/exceeded``. The
    /// first piece is kept as it came (no copy: most answers are one piece); the second reserves
    /// room for the whole body when the answer says its length (within the limit), so the body
    /// is not copied again to grow.
    func received(_ data: Data, from task: URLSessionDataTask) {
        let full = state.withLock { state -> Bool in
            guard !state.ended else { return false }
            let limit = state.limit
            state.pieces += 1
            if state.pieces == 1, data.count <= limit {
                state.body = data
                return false
            }
            if state.pieces == 2, let expected = task.response?.expectedContentLength, expected > state.body.count + data.count {
                state.body.reserveCapacity(Int(min(expected, Int64(limit))))
            }
            let room = limit - state.body.count
            if data.count <= room {
                state.body.append(data)
                return false
            }
            state.body.append(data.prefix(room))
            return true
        }
        if full { end(.exceeded) }
    }

    /// Ends the exchange (only the first call has an effect): cancels the data task unless it
    /// completed (from another thread: this may run on the session's own) and resumes the
    /// caller with the answer or the error. `onTableQueue`: called on the table's own queue (the
    /// sweep), where the task is cancelled directly.
    func end(_ ending: Ending, onTableQueue: Bool = false) {
        typealias Taken = (CheckedContinuation<Arrival, any Error>?, URLSessionDataTask?, (status: Int, headers: HTTPHeaders)?, Data)
        let taken = state.withLock { state -> Taken? in
            guard !state.ended else { return nil }
            state.ended = true
            defer { state = State(ended: true) }
            return (state.continuation, state.task, state.head, state.body)
        }
        guard let (continuation, task, head, body) = taken else { return }
        if let task {
            table.remove(task)
            switch ending {
            case .completed:
                break
            case .exceeded where onTableQueue:
                task.cancel()
            case .exceeded:
                // On the thread reading the socket: wait (briefly) until the cancellation is
                // under way, rather than read on at full speed while it waits for a thread.
                let underWay = DispatchSemaphore(value: 0)
                ExchangeTable.queue.async {
                    underWay.signal()
                    task.cancel()
                }
                _ = underWay.wait(timeout: .now() + .milliseconds(100))
            case .failed:
                ExchangeTable.queue.async { task.cancel() }
            }
        }
        guard let continuation else { return }  // cancelled before it started: `start` resumes it
        switch ending {
        case .failed(let code):
            // An answer that had begun arriving is handed back with what stopped it; a
            // cancellation never is.
            if code != .cancelled, let head {
                continuation.resume(returning: Arrival(status: head.status, headers: head.headers, body: body, exceeded: false,
                                                       interruption: URLError.redacted(code, url: url)))
            } else {
                continuation.resume(throwing: URLError.redacted(code, url: url))
            }
        case .completed, .exceeded:
            guard let head else {
                continuation.resume(throwing: URLError.redacted(.badServerResponse, url: url))
                return
            }
            var exceeded = false
            if case .exceeded = ending { exceeded = true }
            continuation.resume(returning: Arrival(status: head.status, headers: head.headers, body: body, exceeded: exceeded,
                                                   interruption: nil))
        }
    }
}

extension URLError {
    /// A `URLError` of `code` whose only user info is `url` without query, fragment or user
    /// info: nothing a server signed or a caller searched for.
    static func redacted(_ code: URLError.Code, url: URL?) -> URLError {
        guard let url = url?.redactedForDisplay else { return URLError(code) }
        return URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url])
    }
}

extension Duration {
    /// The duration in seconds.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
