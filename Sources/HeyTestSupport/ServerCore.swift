import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The state and threads behind a ``LoopbackServer``.
///
/// Threads hold the core, not the public server, so dropping the last reference to the
/// server runs its `deinit`, which stops the core.
final class ServerCore: @unchecked Sendable {
    /// A caller of ``waitFor(_:timeout:)`` that is still suspended.
    struct Waiter {
        var isSatisfied: (State) -> Bool
        var continuation: CheckedContinuation<Bool, Never>
        var timer: Task<Void, Never>?
    }

    /// Everything mutable, guarded by one lock.
    struct State {
        var queue: [ScriptedResponse] = []
        var fallback = ScriptedResponse(status: 500)
        var handler: (@Sendable (RecordedRequest) -> ScriptedResponse)?
        var requests: [RecordedRequest] = []
        var streams: [StreamOutcome] = []
        var waiters: [Int: Waiter] = [:]
        var nextWaiterID = 0
        var nextConnectionIndex = 0
        var openConnections: Set<Int32> = []
        var stopped = false
    }

    let state = Locked(State())
    let port: Int
    private let listener: Int32
    private let wakePipe: (read: Int32, write: Int32)
    private let stopSignal = StopSignal()
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    /// Binds the listener and starts the accept thread.
    init() throws {
        let (descriptor, port) = try POSIXSocket.makeLoopbackListener()
        do {
            wakePipe = try POSIXSocket.makeWakePipe()
        } catch {
            POSIXSocket.closeDescriptor(descriptor)
            throw error
        }
        self.listener = descriptor
        self.port = port
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    // MARK: Accepting and serving

    private func acceptLoop() {
        defer {
            POSIXSocket.closeDescriptor(listener)
            POSIXSocket.closeDescriptor(wakePipe.read)
            POSIXSocket.closeDescriptor(wakePipe.write)
            acceptLoopEnded.signal()
        }
        // Leaves only once `stopped` is set, so `stop()` never writes to a closed wake pipe.
        while true {
            let ready = POSIXSocket.waitReadable(listener, wakePipe.read)
            if state.withLock({ $0.stopped }) { return }
            guard let ready, ready.first else { continue }
            guard let connection = POSIXSocket.acceptConnection(listener) else {
                usleep(1_000)  // E.g. out of descriptors: retry without spinning.
                continue
            }
            let index: Int? = state.withLock { state in
                if state.stopped { return nil }
                state.openConnections.insert(connection)
                defer { state.nextConnectionIndex += 1 }
                return state.nextConnectionIndex
            }
            guard let index else {
                POSIXSocket.closeDescriptor(connection)
                return
            }
            Thread.detachNewThread { [self] in serve(connection, index: index) }
        }
    }

    private func serve(_ connection: Int32, index: Int) {
        var closeGracefully = false
        defer {
            if closeGracefully { POSIXSocket.finishWriting(connection) }
            state.withLock { state in
                state.openConnections.remove(connection)
                POSIXSocket.closeDescriptor(connection)
            }
        }
        var reader = HTTPRequestReader { POSIXSocket.receive(connection) }
        let sendContinue = { _ = POSIXSocket.sendAll(connection, HTTPResponseEncoder.continueInterim) }
        while true {
            switch reader.next(sendContinue: sendContinue) {
            case .closed:
                return
            case .malformed(let reason):
                let answer = ScriptedResponse.text(400, "HeyTestSupport/LoopbackServer: malformed request: \(reason)\n")
                _ = POSIXSocket.sendAll(connection, HTTPResponseEncoder.encode(answer, isHeadRequest: false, closing: true))
                closeGracefully = true
                return
            case .request(let parsed):
                let recorded = RecordedRequest(
                    method: parsed.method, target: parsed.target, headers: parsed.headers,
                    body: parsed.body, arrivedAt: parsed.headReadAt, connectionIndex: index
                )
                let answer = record(recorded)
                if let delay = answer.delay, !stopSignal.sleep(for: delay) { return }
                if answer.drop { return }
                let closing = answer.closeConnection || parsed.wantsClose
                    || (answer.header("Connection")?.lowercased().contains("close") ?? false)
                if answer.stream != nil, HTTPResponseEncoder.mayHaveBody(answer), parsed.method != "HEAD" {
                    closeGracefully = stream(answer, on: connection)
                    return
                }
                let bytes = HTTPResponseEncoder.encode(answer, isHeadRequest: parsed.method == "HEAD", closing: closing)
                guard POSIXSocket.sendAll(connection, bytes) else { return }
                if closing {
                    closeGracefully = true
                    return
                }
            }
        }
    }

    /// Writes the head and the pieces of `answer.stream`, a pause before each piece after the
    /// first, and records how far it got; answers whether every piece went out.
    private func stream(_ answer: ScriptedResponse, on connection: Int32) -> Bool {
        guard let body = answer.stream else { return false }
        var written = 0
        var completed = POSIXSocket.sendAll(connection, HTTPResponseEncoder.encodeHead(answer, closing: true))
        for index in 0..<body.count where completed {
            if index > 0, let interval = body.interval, !stopSignal.sleep(for: interval) {
                completed = false
                break
            }
            completed = POSIXSocket.sendAll(connection, HTTPResponseEncoder.streamPiece(body.piece, chunked: answer.chunked))
            if completed { written += body.piece.count }
        }
        if completed, answer.chunked { completed = POSIXSocket.sendAll(connection, Array("0\r\n\r\n".utf8)) }
        let outcome = StreamOutcome(bytesWritten: written, completed: completed)
        resumeSatisfied(state.withLock { state in
            state.streams.append(outcome)
            return Self.takeSatisfied(&state)
        })
        return completed
    }

    /// Records `request`, resumes satisfied waiters and picks the answer for it.
    private func record(_ request: RecordedRequest) -> ScriptedResponse {
        enum Choice {
            case scripted(ScriptedResponse)
            case dynamic(@Sendable (RecordedRequest) -> ScriptedResponse)
        }
        let (choice, satisfied): (Choice, [Waiter]) = state.withLock { state in
            state.requests.append(request)
            let choice: Choice
            if let handler = state.handler {
                choice = .dynamic(handler)
            } else if !state.queue.isEmpty {
                choice = .scripted(state.queue.removeFirst())
            } else {
                choice = .scripted(state.fallback)
            }
            return (choice, Self.takeSatisfied(&state))
        }
        resumeSatisfied(satisfied)
        switch choice {
        case .scripted(let answer): return answer
        case .dynamic(let handler): return handler(request)
        }
    }

    /// Removes and answers the waiters whose condition `state` meets (called under the lock).
    private static func takeSatisfied(_ state: inout State) -> [Waiter] {
        let satisfied = state.waiters.filter { $0.value.isSatisfied(state) }
        for id in satisfied.keys { state.waiters[id] = nil }
        return Array(satisfied.values)
    }

    /// Resumes `waiters` with success (outside the lock).
    private func resumeSatisfied(_ waiters: [Waiter]) {
        for waiter in waiters {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: true)
        }
    }

    // MARK: Waiting

    /// Suspends until `condition` holds for the state or `timeout` passes; answers whether it held.
    /// See ``LoopbackServer/waitForRequests(_:timeout:)``.
    func waitFor(_ condition: @escaping (State) -> Bool, timeout: Duration) async -> Bool {
        let id = state.withLock { state in
            defer { state.nextWaiterID += 1 }
            return state.nextWaiterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let registered: Bool = state.withLock { state in
                    if condition(state) { return false }
                    state.waiters[id] = Waiter(isSatisfied: condition, continuation: continuation, timer: nil)
                    return true
                }
                guard registered else {
                    continuation.resume(returning: true)
                    return
                }
                let timer = Task { [self] in
                    do { try await Task.sleep(for: timeout) } catch { return }
                    resolveWaiter(id, result: false)
                }
                state.withLock { state in
                    if state.waiters[id] != nil { state.waiters[id]?.timer = timer } else { timer.cancel() }
                }
                if Task.isCancelled || state.withLock({ $0.stopped }) { resolveWaiter(id, result: false) }
            }
        } onCancel: {
            resolveWaiter(id, result: false)
        }
    }

    /// Resumes the waiter `id` with `result` if it is still suspended.
    private func resolveWaiter(_ id: Int, result: Bool) {
        let waiter = state.withLock { state in state.waiters.removeValue(forKey: id) }
        waiter?.timer?.cancel()
        waiter?.continuation.resume(returning: result)
    }

    // MARK: Stopping

    /// See ``LoopbackServer/stop()``.
    func stop() {
        let waiters: [Waiter]? = state.withLock { state in
            if state.stopped { return nil }
            state.stopped = true
            POSIXSocket.writeByte(wakePipe.write)  // Under the lock: the accept loop closes the pipe only after seeing `stopped`.
            for connection in state.openConnections { POSIXSocket.shutdownBoth(connection) }
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        guard let waiters else { return }
        for waiter in waiters {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: false)
        }
        stopSignal.fire()
        _ = acceptLoopEnded.wait(timeout: .now() + 5)
    }
}
