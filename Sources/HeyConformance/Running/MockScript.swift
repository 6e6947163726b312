import Foundation
import Hey
import HeyTestSupport

/// Turns a case's `mockResponses` into the loopback server's scripted answers.
enum MockScript {
    /// The scripted answer for `mock` (see ``MockResponse`` for how bodies are sent).
    static func scripted(_ mock: MockResponse) -> ScriptedResponse {
        var headers = mock.headers
        let body: Data
        switch mock.body {
        case nil:
            body = Data()
        case .string(let text)?:
            body = Data(text.utf8)
        case let value?:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            body = (try? encoder.encode(value)) ?? Data()
            if mock.header("Content-Type") == nil {
                headers.insert((name: "Content-Type", value: "application/json; charset=utf-8"), at: 0)
            }
        }
        return ScriptedResponse(status: mock.status, headers: headers, body: body)
    }
}
