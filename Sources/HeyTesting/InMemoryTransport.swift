import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hey
import HeyTestSupport

/// The ``ScriptedHey/Connection/inMemory`` connection: a ``Transport`` that hands each request
/// to the script and its answer back, with no socket and no URLSession in between.
///
/// It reads the body as a transport on the wire would: once the status and headers are in, it
/// asks `bodyLimit` how many body bytes to keep (nil: no limit), keeps at most that many and
/// marks the answer ``HTTPResponse/bodyExceeded`` when the body went on past them.
struct InMemoryTransport: Transport {
    let script: Script

    func send(_ request: HTTPRequest,
              bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? "/"
        let target = components?.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
        let received = RecordedRequest(method: request.method, target: target.isEmpty ? "/" : target,
                                       headers: request.headers.fields, body: request.body ?? Data(),
                                       arrivedAt: .now, connectionIndex: 0)
        let answer = script.respond(to: received)
        if let delay = answer.delay { try await Task.sleep(for: delay) }
        if answer.failsConnection { throw URLError(.networkConnectionLost) }
        let limit = bodyLimit(answer.status, answer.headers).map { max(0, $0) }
        let exceeded = limit.map { answer.body.count > $0 } ?? false
        return HTTPResponse(status: answer.status, headers: answer.headers,
                            body: exceeded ? Data(answer.body.prefix(limit ?? 0)) : answer.body,
                            bodyExceeded: exceeded)
    }
}
