import Foundation

/// The calls generated services make. Each runs one operation through the pipeline (URL
/// building, signing, retries, refresh, redirects, hooks) and reads the answer.
extension ClientContext {
    /// Sends `route` and decodes the answer as `T`.
    func send<T: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], query: [URLQueryItem] = [],
                                       headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil,
                                       as type: T.Type) async throws -> T {
        try await perform(route, path: path, query: query, headers: headers, body: body, emptyOn: []) { answer, label in
            try Self.decode(T.self, from: answer, label: label)
        }
    }

    /// Sends `route` and ignores the answer's body.
    func send(_ route: Route, path: [String: String] = [:], query: [URLQueryItem] = [], headers: HTTPHeaders = [:],
              body: (any Encodable & Sendable)? = nil) async throws {
        try await perform(route, path: path, query: query, headers: headers, body: body, emptyOn: []) { _, _ in () }
    }

    /// Sends `route` and decodes the answer as `T`, or answers nil for a status in the route's
    /// `emptyOn`, an empty body, or (for a `lenientSuccess` route) a 2xx body that cannot be read.
    func sendOptional<T: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], query: [URLQueryItem] = [],
                                               headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil,
                                               as type: T.Type) async throws -> T? {
        try await perform(route, path: path, query: query, headers: headers, body: body, emptyOn: route.emptyOn) { answer, label in
            if route.emptyOn.contains(answer.response.status) || answer.response.body.isEmpty { return nil }
            if route.lenientSuccess { return try? Self.decode(T.self, from: answer, label: label) }
            return try Self.decode(T.self, from: answer, label: label)
        }
    }

    /// Sends `route` and answers a ``Page``: the decoded value, the next page's link and the
    /// total count, and what reading the next page needs (route, operation, account scope).
    func sendPage<T: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], query: [URLQueryItem] = [],
                                           headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil,
                                           as type: T.Type) async throws -> Page<T> {
        let operation = Self.operationInfo(for: route, path: path)
        return try await perform(route, path: path, query: query, headers: headers, body: body, emptyOn: [],
                                 operation: operation) { answer, label in
            Page(value: try Self.decode(T.self, from: answer, label: label),
                 headers: answer.response.headers, url: answer.url, route: route,
                 operation: operation, accountScope: accountScope)
        }
    }

    /// Runs one operation of `route` and reads its answer with `read`, inside the hooks' start
    /// and end; `operation` is what hooks hear it called (``operationInfo(for:path:)`` when nil).
    func perform<Result>(_ route: Route, path: [String: String], query: [URLQueryItem], headers: HTTPHeaders = [:],
                         body: (any Encodable & Sendable)?, emptyOn: Set<Int>, operation: OperationInfo? = nil,
                         read: (Answer, RequestLabel) throws -> Result) async throws -> Result {
        let operation = operation ?? Self.operationInfo(for: route, path: path)
        return try await runOperation(operation) {
            let plan = try plan(for: route, path: path, query: query, headers: headers, body: body, emptyOn: emptyOn,
                                operation: operation)
            let answer = try await RequestPipeline(context: self).run(plan)
            let label = RequestLabel(operation: route.operationId, method: route.method.rawValue, url: answer.url)
            return try read(answer, label)
        }
    }

    /// Decodes a success body as `T`; a mismatch is a non-retryable `api_error` naming the member.
    ///
    /// A `String` read of a `text/*` answer (HEY's HTML pages, such as a workflow stage) is the
    /// body's text as it came, within the body cap; a `Data` read is the body's bytes; any other
    /// answer is read as JSON.
    static func decode<T: Decodable>(_ type: T.Type, from answer: Answer, label: RequestLabel) throws -> T {
        if T.self == String.self, isText(answer.response),
           let text = String(decoding: answer.response.body, as: UTF8.self) as? T {
            return text
        }
        // A binary answer (a file, an export) is its bytes as they came, within the body cap.
        if T.self == Data.self, let bytes = answer.response.body as? T { return bytes }
        guard !answer.response.body.isEmpty else {
            throw HeyError.api("\(label): HEY's answer has no body where \(T.self) was expected",
                               HeyErrorDetail(httpStatus: answer.response.status, requestId: answer.response.headers["X-Request-Id"]))
        }
        do {
            return try JSONCoding.decoder.decode(T.self, from: answer.response.body)
        } catch {
            throw ErrorClassifier.decodingFailure(error, of: answer.response, to: label)
        }
    }

    /// Whether the answer says it is text (`text/html`, `text/plain`, …).
    static func isText(_ response: HTTPResponse) -> Bool {
        response.headers["Content-Type"]?.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("text/") == true
    }
}
