import Foundation
import Hey

extension ScriptedHey {
    /// One answer the scripted HEY gives to one request.
    ///
    /// ```swift
    /// try hey.answer("GetBox", .json(#"{"id": 1, "kind": "imbox", "name": "Imbox"}"#))
    /// try hey.answer("ListBoxes", .status(503), .json("[]"))   // a 503, then an empty list
    /// ```
    public struct Answer: Sendable {
        /// The HTTP status, e.g. `200`.
        public var status: Int
        /// The response headers, in order (`Link`, `X-Total-Count`, `ETag`, `Retry-After`, …).
        public var headers: HTTPHeaders
        /// The response body.
        public var body: Data
        /// How long to wait before answering, so a test can cancel a call in flight.
        public var delay: Duration?
        /// Whether to end the exchange without an answer, which the client reports as a
        /// `network` error (on loopback the connection is closed; in memory the transport
        /// throws `URLError(.networkConnectionLost)`).
        public var failsConnection: Bool

        /// An answer; every parameter defaults to a plain, empty `200 OK`.
        public init(status: Int = 200, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(),
                    delay: Duration? = nil, failsConnection: Bool = false) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.failsConnection = failsConnection
        }

        /// A JSON answer: `json` as the body, with `Content-Type: application/json` first.
        public static func json(_ json: String, status: Int = 200, headers: HTTPHeaders = HTTPHeaders()) -> Answer {
            Answer(status: status, headers: Self.jsonContentType(then: headers), body: Data(json.utf8))
        }

        /// A JSON answer with `value` encoded as HEY sends it (the model's wire names, dates in
        /// ISO 8601), e.g. `.json(encoding: Box(id: 1, kind: "imbox", name: "Imbox"))`.
        public static func json(encoding value: some Encodable, status: Int = 200,
                                headers: HTTPHeaders = HTTPHeaders()) throws -> Answer {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            return Answer(status: status, headers: Self.jsonContentType(then: headers), body: try encoder.encode(value))
        }

        /// An answer with `status`, `headers` and no body (`.status(204)`, `.status(429, headers: ["Retry-After": "1"])`).
        public static func status(_ status: Int, headers: HTTPHeaders = HTTPHeaders()) -> Answer {
            Answer(status: status, headers: headers)
        }

        /// No answer at all: the exchange fails as a network error would (see ``failsConnection``).
        public static var connectionFailure: Answer {
            Answer(failsConnection: true)
        }

        /// This answer, given after waiting `delay`.
        public func delayed(by delay: Duration) -> Answer {
            var copy = self
            copy.delay = delay
            return copy
        }

        private static func jsonContentType(then headers: HTTPHeaders) -> HTTPHeaders {
            HTTPHeaders([(name: "Content-Type", value: "application/json")] + headers.fields)
        }
    }
}
