// Copied by hey-generator from Templates/Runtime/URLSessionTransport.swift. Do not edit: change the template and run `make generate`.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``HTTPTransport``: Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// It never follows a redirect (the runtime decides where credentials may go), stores no
/// cookies and caches nothing (the runtime has its own ETag cache). An answer longer than the
/// request's limit is cut at the limit and marked ``HTTPResponse/exceededLimit`` (the runtime
/// refuses it as a non-retryable error); `URLSession` buffers the answer whole before handing
/// it over, which keeps each request to one hop through the session's delegate queue. Cancelling
/// the calling task cancels the data task; the `URLError(.cancelled)` it ends with is thrown as is.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // `@unchecked`: `session` is immutable and URLSession is thread-safe.
    private let session: URLSession

    /// Creates a transport over a session with a copy of `configuration` (an ephemeral one by
    /// default), with cookies and URL caching switched off whatever it says.
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and answers the response; throws the `URLError` that ended a failed one.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = Self.seconds(request.timeout)
        urlRequest.httpShouldHandleCookies = false
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let limit = request.maxResponseBytes
        let handle = TaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    guard let http = response as? HTTPURLResponse, error == nil else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                        return
                    }
                    let body = data ?? Data()
                    let exceeded = body.count > limit
                    continuation.resume(returning: HTTPResponse(
                        status: http.statusCode, headers: Self.headers(of: http),
                        body: exceeded ? body.prefix(limit) : body, exceededLimit: exceeded))
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }

    private static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add(name: "\(name)", value: "\(value)")
        }
        return headers
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// The data task of one send, so a cancellation that arrives before the task starts still
/// cancels it.
private final class TaskHandle: Sendable {
    private let state = Locked<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))

    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state -> Bool in
            state.task = task
            return state.cancelled
        }
        if cancelled { task.cancel() }
        task.resume()
    }

    func cancel() {
        state.withLock { state -> URLSessionDataTask? in
            state.cancelled = true
            return state.task
        }?.cancel()
    }
}

/// Refuses every redirect, so the runtime sees it and decides (a cross-origin hop never carries
/// credentials).
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
