// The loopback probe of `make corpus-check`: compiled into each generated SDK beside one
// document's probe (Tests/Corpus/<document>.swift), with HeyTestSupport's loopback server. A
// probe sends one read and one write through the SDK to a server on 127.0.0.1 and checks what
// arrives: method, path, query, headers, credentials and body. Any difference ends the run with
// a message and exit status 1.
import Foundation
import HeyTestSupport

/// A difference between what the probe expected on the wire and what arrived.
struct ProbeFailure: Error, CustomStringConvertible {
    let description: String
}

/// Fails the probe with `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw ProbeFailure(description: message()) }
}

/// What one request must carry. `headers` are compared exactly (names case-insensitively);
/// `json` lists members the JSON body must hold with these values (as `JSONSerialization`
/// reads them); `form` the form fields it must hold.
struct ExpectedRequest {
    var method: String
    var path: String
    var query: [String: String] = [:]
    var headers: [String: String] = [:]
    var json: [String: Any]? = nil
    var form: [String: String]? = nil

    func check(_ request: RecordedRequest, label: String) throws {
        try expect(request.method == method, "\(label): method \(request.method), expected \(method)")
        try expect(request.path == path, "\(label): path \(request.path), expected \(path)")
        for (name, value) in query {
            try expect(request.queryValues(name) == [value], "\(label): query \(name)=\(request.queryValues(name)), expected [\(value)]")
        }
        for (name, value) in headers {
            try expect(request.header(name) == value, "\(label): header \(name): \(request.header(name) ?? "(none)"), expected \(value)")
        }
        try expect(request.header("User-Agent")?.contains("-sdk-swift/") == true, "\(label): User-Agent \(request.header("User-Agent") ?? "(none)")")
        if let json {
            try expect(request.header("Content-Type")?.hasPrefix("application/json") == true,
                       "\(label): Content-Type \(request.header("Content-Type") ?? "(none)"), expected application/json")
            let body = try request.jsonBody() as? [String: Any] ?? [:]
            for (name, value) in json {
                let sent = body[name].map { String(describing: $0) } ?? "(none)"
                try expect(body[name].map { Self.same($0, value) } == true, "\(label): body member \(name) is \(sent), expected \(value)")
            }
        }
        if let form {
            try expect(request.header("Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true,
                       "\(label): Content-Type \(request.header("Content-Type") ?? "(none)"), expected a form")
            let fields = Dictionary(request.formFields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            for (name, value) in form {
                try expect(fields[name] == value, "\(label): form field \(name) is \(fields[name] ?? "(none)"), expected \(value)")
            }
        }
    }

    /// Whether two JSON values are equal, compared as the JSON they write (keys sorted).
    private static func same(_ sent: Any, _ expected: Any) -> Bool {
        func text(_ value: Any) -> Data? { try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]) }
        return text(sent).map { $0 == text(expected) } ?? false
    }
}

/// Runs `body` against a fresh loopback server and prints one line naming what was checked, or
/// the difference and exits 1.
func probe(_ document: String, _ body: @Sendable (LoopbackServer) async throws -> [String]) async {
    do {
        let server = try LoopbackServer()
        defer { server.stop() }
        let checked = try await body(server)
        print("corpus probe \(document): \(checked.joined(separator: "; ")) — as expected")
    } catch {
        print("corpus probe \(document): FAILED: \(error)")
        exit(1)
    }
}
