// Copied by hey-generator from Templates/Runtime/Dispatch.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A successful answer read without a model, for the conformance runner's dispatch table.
@_spi(Dispatch) public struct DispatchAnswer: Sendable {
    /// The HTTP status.
    public let status: Int
    /// The answer's headers (repeated names joined with `, `).
    public let headers: [String: String]
    /// The body as JSON; nil when empty or answered for an `emptyOn` status.
    public let value: JSONValue?
    /// The body's bytes as they came (within the body cap), for a reader that must keep 64-bit
    /// numbers exact, which ``JSONValue`` cannot.
    public let body: Data
    /// The paging facts, for a paginated route.
    public let page: Page<JSONValue>?
}

extension HeyClient {
    /// Sends `route` through exactly the pipeline the generated methods use and reads a
    /// successful answer as ``JSONValue``. Errors are thrown as the generated method would throw
    /// them.
    @_spi(Dispatch) public func dispatch(_ route: Route, path: [String: String], query: [URLQueryItem], headers: HTTPHeaders = [:],
                                         body: (any Encodable & Sendable)?) async throws -> DispatchAnswer {
        var dispatched: DispatchAnswer?
        try await context.perform(route, path: path, query: query, headers: headers, body: body, emptyOn: Set(route.emptyOn)) { answer, label in
            let response = answer.response
            var value: JSONValue?
            if !response.body.isEmpty, !route.emptyOn.contains(response.status) {
                do {
                    value = try ClientContext.decode(JSONValue.self, from: answer, label: label)
                } catch where route.lenientSuccess {
                    value = nil
                }
            }
            var headers: [String: String] = [:]
            for field in response.headers {
                headers[field.name] = headers[field.name].map { "\($0), \(field.value)" } ?? field.value
            }
            let page = route.pagination == .unpaged
                ? nil : Page(value: value ?? .null, headers: response.headers, url: answer.url, route: route,
                             info: ClientContext.operationInfo(for: route, values: path),
                             accountScope: context.accountScope)
            dispatched = DispatchAnswer(status: response.status, headers: headers, value: value, body: response.body, page: page)
        }
        return dispatched!
    }
}

extension JSONValue {
    /// The value decoded as `T` by the decoder every answer goes through (used by the dispatch
    /// table to turn a fixture's JSON into the model's request type).
    @_spi(Dispatch) public func decoded<T: Decodable>(as type: T.Type) throws -> T {
        try JSONCoding.decoder.decode(T.self, from: JSONCoding.encoder.encode(self))
    }
}
