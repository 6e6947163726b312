import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hey
import HeyTestSupport

/// The ``ScriptedHey/Connection/inMemory`` connection: an ``HTTPTransport`` that hands each
/// request to the script and its answer back, with no socket and no URLSession in between.
struct InMemoryTransport: HTTPTransport {
    let script: Script

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
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
        let exceeded = answer.body.count > request.maxResponseBytes
        return HTTPResponse(status: answer.status, headers: answer.headers,
                            body: exceeded ? answer.body.prefix(request.maxResponseBytes) : answer.body,
                            exceededLimit: exceeded)
    }
}
