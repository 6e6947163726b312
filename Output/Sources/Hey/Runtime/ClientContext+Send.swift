// Copied by hey-generator from Templates/Runtime/ClientContext+Send.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// The calls generated services make. Each runs one operation through the pipeline (URL
/// building, signing, retries, refresh, redirects, hooks) and reads the answer.
///
/// The generic entry points only decode: the request itself runs in the non-generic
/// ``performOperation(_:resourceId:path:query:headers:body:emptyOn:adjust:read:)``, so a
/// release build compiles the pipeline's async code once rather than once per model type.
extension ClientContext {
    /// Sends `route` and decodes the answer as `T`.
    func send<T: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], query: [URLQueryItem] = [],
                                       headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil,
                                       as type: T.Type) async throws -> T {
        var value: T?
        try await performOperation(route, path: path, query: query, headers: headers, body: body, emptyOn: []) { answer, label in
            value = try Self.decode(T.self, from: answer, label: label)
        }
        return value!
    }

    /// Sends `route` and ignores the answer's body (`resourceId` and `adjust` as for
    /// ``performOperation(_:resourceId:path:query:headers:body:emptyOn:adjust:read:)``).
    func send(_ route: Route, resourceId: Int? = nil, path: [String: String] = [:], query: [URLQueryItem] = [],
              headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil,
              adjust: (inout RequestPlan) -> Void = { _ in }) async throws {
        try await performOperation(route, resourceId: resourceId, path: path, query: query, headers: headers,
                                   body: body, emptyOn: [], adjust: adjust) { _, _ in }
    }

    /// Sends `route` and decodes the answer as `T`, or answers nil for a status in the route's
    /// `emptyOn`, an empty body, or (for a `lenientSuccess` route) a 2xx body that cannot be read.
    func sendOptional<T: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], query: [URLQueryItem] = [],
                                               headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil,
                                               as type: T.Type) async throws -> T? {
        var value: T?
        try await performOperation(route, path: path, query: query, headers: headers, body: body, emptyOn: Set(route.emptyOn)) { answer, label in
            if route.emptyOn.contains(answer.response.status) || answer.response.body.isEmpty { return }
            if route.lenientSuccess {
                value = try? Self.decode(T.self, from: answer, label: label)
            } else {
                value = try Self.decode(T.self, from: answer, label: label)
            }
        }
        return value
    }

    /// Sends `route` and answers a ``Page``: the decoded value, the next page's link and the
    /// total count, and what reading the next page needs (route, operation, account scope).
    func sendPage<T: Decodable & Sendable>(_ route: Route, path: [String: String] = [:], query: [URLQueryItem] = [],
                                           headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil,
                                           as type: T.Type) async throws -> Page<T> {
        var page: Page<T>?
        try await performOperation(route, path: path, query: query, headers: headers, body: body, emptyOn: []) { answer, label in
            page = Page(value: try Self.decode(T.self, from: answer, label: label),
                        headers: answer.response.headers, url: answer.url, route: route,
                        info: Self.operationInfo(for: route, values: path), accountScope: accountScope)
        }
        return page!
    }

    /// Runs one operation of `route` and answers what `read` makes of its answer: the one path
    /// every call of a model route takes, generated or hand-written (arguments as for
    /// ``performOperation(_:resourceId:path:query:headers:body:emptyOn:adjust:read:)``).
    ///
    /// Only this thin shim is generic, so a release build compiles the pipeline once.
    func perform<Result>(_ route: Route, resourceId: Int? = nil, path: [String: String] = [:], query: [URLQueryItem] = [],
                         headers: HTTPHeaders = [:], body: (any Encodable & Sendable)? = nil, emptyOn: Set<Int> = [],
                         adjust: (inout RequestPlan) -> Void = { _ in },
                         read: (Answer, RequestLabel) throws -> Result) async throws -> Result {
        var result: Result?
        try await performOperation(route, resourceId: resourceId, path: path, query: query, headers: headers, body: body,
                                   emptyOn: emptyOn, adjust: adjust) { answer, label in
            result = try read(answer, label)
        }
        return result!
    }

    /// Runs one operation of `route` and hands its answer to `read`, inside the hooks' start
    /// and end.
    ///
    /// - `resourceId` is what hooks hear as the resource when it is not the last path value (a
    ///   bulk action on one posting names it);
    /// - `emptyOn` lists statuses that are an answer rather than a failure;
    /// - `adjust` edits the plan before it is sent (another `Accept`, a larger body limit, a
    ///   captured redirect);
    /// - `read` sees the raw answer, so a 204 with a `Location`, a 409 listed in `emptyOn` or an
    ///   HTML page can be read as what it means.
    func performOperation(_ route: Route, resourceId: Int? = nil, path: [String: String], query: [URLQueryItem],
                          headers: HTTPHeaders, body: (any Encodable & Sendable)?, emptyOn: Set<Int>,
                          adjust: (inout RequestPlan) -> Void = { _ in },
                          read: (Answer, RequestLabel) throws -> Void) async throws {
        var info = Self.operationInfo(for: route, values: path)
        if let resourceId { info.resourceId = resourceId }
        try await reportOperation(info) {
            var plan = try plan(for: route, path: path, query: query, headers: headers, body: body, emptyOn: emptyOn,
                                operation: info)
            adjust(&plan)
            let answer: Answer
            do {
                answer = try await RequestPipeline(context: self).run(plan)
            } catch let error as HeyError where !route.documentedErrors.isEmpty {
                throw DocumentedError.decorate(error, with: route.documentedErrors)
            }
            let label = RequestLabel(operation: route.id, method: route.wireMethod, url: answer.url)
            try read(answer, label)
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
        try checkHasBody(answer, expecting: T.self, label: label)
        do {
            return try JSONCoding.decoder.decode(T.self, from: answer.response.body)
        } catch {
            throw ErrorClassifier.decodingFailure(error, of: answer.response, to: label)
        }
    }

    /// Throws when a success answer has no body where a `type` was expected (kept out of
    /// ``decode(_:from:label:)`` so that its specializations stay small).
    static func checkHasBody(_ answer: Answer, expecting type: Any.Type, label: RequestLabel) throws {
        guard answer.response.body.isEmpty else { return }
        throw HeyError.api(message: "\(label): HEY's answer has no body where \(type) was expected",
                           httpStatus: answer.response.status, retryable: false,
                           detail: ErrorDetail(hint: "Expected a JSON body, got none", requestId: answer.response.headers["X-Request-Id"]))
    }

    /// Whether the answer says it is text (`text/html`, `text/plain`, …).
    static func isText(_ response: HTTPResponse) -> Bool {
        response.headers["Content-Type"]?.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("text/") == true
    }
}
