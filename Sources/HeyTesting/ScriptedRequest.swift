import Foundation
import Hey
import HeyTestSupport

extension ScriptedHey {
    /// One request the scripted HEY received, as it arrived, with the credentials taken out.
    public struct Request: Sendable {
        /// The header fields that carry credentials; they are never recorded.
        public static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

        /// The model operation the request was for (`GetBox`), found by method and path among
        /// `Routes.all`; `nil` for a path the model does not describe (a form, HEY World, an upload).
        public let operationId: String?
        /// The method, e.g. `GET`.
        public let method: String
        /// The path without the query, percent-encoded as sent (`/boxes/17.json`).
        public let path: String
        /// The query's items in order, percent-decoded (`+` read as a space).
        public let query: [URLQueryItem]
        /// The headers in arrival order, without `Authorization`, `Proxy-Authorization` and
        /// `Cookie`. On loopback they include what URLSession adds (`Host`, `Accept-Encoding`, …).
        public let headers: HTTPHeaders
        /// Whether the request carried any of the ``credentialHeaders``.
        public let carriedCredentials: Bool
        /// The body as sent (empty when there was none).
        public let body: Data
        /// Whether a scripted answer was found for it; `false` means it got the unscripted
        /// answer (see ``ScriptedHey/unscriptedAnswer``).
        public let wasScripted: Bool
        /// The request as the server (or the in-memory transport) took it in.
        private let received: RecordedRequest

        /// The record of `request`, for `operationId`.
        init(_ request: RecordedRequest, operationId: String?, wasScripted: Bool) {
            self.operationId = operationId
            self.method = request.method
            self.path = request.path
            self.query = request.queryItems.map { URLQueryItem(name: $0.name, value: $0.value) }
            let fields = request.headers
            let kept = fields.filter { !Self.credentialHeaders.contains($0.name.lowercased()) }
            self.headers = HTTPHeaders(kept)
            self.carriedCredentials = kept.count < fields.count
            self.body = request.body
            self.wasScripted = wasScripted
            self.received = request
        }

        /// The first value of the query item `name`, or `nil`.
        public func queryValue(_ name: String) -> String? {
            query.first { $0.name == name }?.value
        }

        /// The body read as `application/x-www-form-urlencoded` fields, in order.
        public var formFields: [URLQueryItem] {
            received.formFields.map { URLQueryItem(name: $0.name, value: $0.value) }
        }

        /// The body decoded from JSON as `type` (dates read as ISO 8601, with or without
        /// fractional seconds), e.g. `try request.decodeBody(as: CreateContactRequestContent.self)`.
        public func decodeBody<Value: Decodable>(as type: Value.Type) throws -> Value {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .custom { decoder in
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                if let date = formatter.date(from: text) { return date }
                formatter.formatOptions = [.withInternetDateTime]
                if let date = formatter.date(from: text) { return date }
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date-time")
            }
            return try decoder.decode(type, from: body)
        }
    }
}
