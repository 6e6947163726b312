import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// A loopback server with scripted answers, a client for it and the hooks it reports to.
struct Loopback {
    let server: LoopbackServer
    let client: HeyClient
    let hooks: RecordingHooks

    /// A fresh server answering `answers` in order (then 500), and a token client for it.
    init(_ answers: ScriptedResponse..., configure: (inout HeyConfig) -> Void = { _ in }) throws {
        server = try LoopbackServer()
        server.enqueue(contentsOf: answers)
        hooks = RecordingHooks()
        client = try makeClient(server, hooks: hooks, configure)
    }

    /// Every request received.
    var requests: [RecordedRequest] { server.requests }

    /// The only request received (failing the test when there is not exactly one).
    func only(sourceLocation: SourceLocation = #_sourceLocation) throws -> RecordedRequest {
        let requests = server.requests
        try #require(requests.count == 1, "expected one request, got \(requests.map { "\($0.method) \($0.target)" })",
                     sourceLocation: sourceLocation)
        return requests[0]
    }

    /// The operations hooks heard start, as `Service.Operation`.
    var operations: [String] {
        hooks.events.compactMap { event in
            if case .operationStarted(let info) = event { return info.description }
            return nil
        }
    }

    /// The operations hooks heard start.
    var operationInfos: [OperationInfo] {
        hooks.events.compactMap { event in
            if case .operationStarted(let info) = event { return info }
            return nil
        }
    }

    /// How each operation ended: `success`, an error code, `cancelled`, or another error's type.
    var outcomes: [String] {
        hooks.events.compactMap { event in
            guard case .operationEnded(_, let result) = event else { return nil }
            return RecordingHooks.describe(result.error)
        }
    }
}

extension RecordedRequest {
    /// The JSON body.
    func json(sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONValue {
        try #require(!body.isEmpty, "the request has no body", sourceLocation: sourceLocation)
        return try JSONCoding.decoder.decode(JSONValue.self, from: body)
    }

    /// The form fields as `name=value` lines, in order.
    var formLines: [String] { formFields.map { "\($0.name)=\($0.value)" } }

    /// The values of the form field `name`, in order.
    func formValues(_ name: String) -> [String] { formFields.filter { $0.name == name }.map(\.value) }

    /// `METHOD /path`.
    var line: String { "\(method) \(path)" }
}

extension JSONValue {
    /// The value at a dotted path (`entry.addressed.directly`).
    func at(_ path: String) -> JSONValue? {
        path.split(separator: ".").reduce(Optional(self)) { value, key in
            if let index = Int(key) { return value?[index] }
            return value?[String(key)]
        }
    }
}

/// Answers for the requests conveniences make along the way.
enum Answers {
    /// An identity with a default sender 7 and a second sender 8 on account 2, users 31 and 32.
    static let identity = ScriptedResponse.json(200, """
        {"id": 1, "senders": [{"id": 8, "account_id": 2}, {"id": 7, "account_id": 1, "default": true}],
         "accounts": [{"id": 1, "status": "active"}, {"id": 2, "status": "active"}],
         "all_users": [{"id": 31, "account_id": 1}, {"id": 32, "account_id": 2}]}
        """)

    /// The six boxes, with ids 1 (imbox) … 6 (bubblebox).
    static let boxes = ScriptedResponse.json(200, """
        [{"id": 1, "kind": "imbox", "name": "Imbox"}, {"id": 2, "kind": "feedbox", "name": "The Feed"},
         {"id": 3, "kind": "asidebox", "name": "Set Aside"}, {"id": 4, "kind": "laterbox", "name": "Reply Later"},
         {"id": 5, "kind": "trailbox", "name": "Paper Trail"}, {"id": 6, "kind": "bubblebox", "name": "Bubble Up"}]
        """)

    /// A recording of `type`.
    static func recording(_ id: Int, _ type: String = "Calendar::Event", status: Int = 200) -> ScriptedResponse {
        .json(status, #"{"id": \#(id), "type": "\#(type)"}"#)
    }

    /// A 204 naming `/messages/{id}` in its Location.
    static func draftSaved(_ id: Int) -> ScriptedResponse {
        .status(204, headers: [("Location", "/messages/\(id)")])
    }

    /// A browser form's redirect to `location`.
    static func redirect(_ location: String, status: Int = 302) -> ScriptedResponse {
        .status(status, headers: [("Location", location)])
    }
}

/// Runs `body` and answers the ``HeyError`` it threw, failing the test unless it has `code`.
func expectError<T>(_ code: String, sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: () async throws -> T) async -> HeyError? {
    let error = await heyError(body, sourceLocation: sourceLocation)
    #expect(error?.code == code, "expected \(code), got \(String(describing: error))", sourceLocation: sourceLocation)
    return error
}
