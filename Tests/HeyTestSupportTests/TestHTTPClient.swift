import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession helpers shared by the tests; every test gets its own session.
enum TestHTTPClient {
    /// An ephemeral session with no cache, so every request reaches the server.
    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 15
        return URLSession(configuration: configuration)
    }

    /// Performs `request` and returns the body and the HTTP response.
    static func fetch(_ session: URLSession, _ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }

    /// Performs a GET of `url`.
    static func get(_ session: URLSession, _ url: URL) async throws -> (Data, HTTPURLResponse) {
        try await fetch(session, URLRequest(url: url))
    }

    /// A request with `method`, `headers` and an optional `body`.
    static func request(_ url: URL, method: String, headers: [String: String] = [:], body: Data? = nil) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        return request
    }

    /// Runs a data task to completion through the completion-handler API and hands the task
    /// to `started` just before `resume()`, so a test can cancel it once the server saw it.
    static func runTask(
        _ session: URLSession,
        _ request: URLRequest,
        started: @escaping @Sendable (URLSessionDataTask) -> Void
    ) async -> Result<(Data, HTTPURLResponse), any Error> {
        await withCheckedContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(returning: .failure(error))
                } else if let http = response as? HTTPURLResponse {
                    continuation.resume(returning: .success((data ?? Data(), http)))
                } else {
                    continuation.resume(returning: .failure(URLError(.badServerResponse)))
                }
            }
            started(task)
            task.resume()
        }
    }
}
