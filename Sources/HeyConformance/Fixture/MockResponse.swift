import Foundation
import HeyDispatch
import Hey

/// One scripted answer of a case's `mockResponses`: `status`, optional `headers` and optional
/// `body`.
///
/// A `body` that is a JSON string is sent as its text, as written (so a case can script an HTML
/// page or plain text); any other JSON value is sent encoded as JSON, with
/// `Content-Type: application/json` unless `headers` names a content type. An absent body is an
/// empty one.
public struct MockResponse: Sendable, Decodable {
    /// The HTTP status.
    public let status: Int
    /// The answer's headers, by name. Numbers and booleans are sent as their JSON text.
    public let headers: [(name: String, value: String)]
    /// The body; nil when absent.
    public let body: ExactJSON?
    /// What this answer had that the runner does not understand.
    public let problems: [String]

    static let knownKeys: Set<String> = ["status", "headers", "body"]

    /// Decodes one answer; unknown members and unusable header values are recorded as problems.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FixtureKey.self)
        let here = FixturePointer.render(decoder.codingPath)
        var problems = container.unknownKeys(besides: Self.knownKeys).map { "\(here): unknown key \"\($0)\"" }
        status = try container.required(Int.self, "status")
        if !(100...599).contains(status) {
            problems.append("\(here)/status: \(status) is not an HTTP status")
        }
        var headers: [(name: String, value: String)] = []
        for (name, value) in (try container.optional([String: ExactJSON].self, "headers") ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let text = JSONText.scalar(value) {
                headers.append((name: name, value: text))
            } else {
                problems.append("\(here)/headers/\(name): a header value must be a string, number or boolean")
            }
        }
        self.headers = headers
        body = container.has("body") ? try container.required(ExactJSON.self, "body") : nil
        self.problems = problems
    }

    /// Creates an answer directly (tests).
    public init(status: Int, headers: [(name: String, value: String)] = [], body: ExactJSON? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.problems = []
    }

    /// The first value of header `name` (case-insensitive).
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
