import Foundation
import Hey
import HeyTesting
import Testing

/// The in-memory connection reads an answer's body as a transport on the wire does: it asks the
/// client's `bodyLimit` for the status and headers that arrived, keeps at most that many bytes
/// and says when the body went on past them.
@Suite struct InMemoryTransportTests {
    /// What `bodyLimit` was asked, and what it answered.
    final class LimitProbe: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [(status: Int, headers: HTTPHeaders)] = []
        let limit: Int?

        init(limit: Int?) { self.limit = limit }

        var questions: [(status: Int, headers: HTTPHeaders)] {
            lock.lock()
            defer { lock.unlock() }
            return asked
        }

        func ask(_ status: Int, _ headers: HTTPHeaders) -> Int? {
            lock.lock()
            asked.append((status, headers))
            lock.unlock()
            return limit
        }
    }

    static let body = #"{"id": 1, "name": "Imbox"}"# // 26 bytes

    static func send(limit: Int?, status: Int = 200) async throws -> (HTTPResponse, LimitProbe) {
        let hey = try ScriptedHey(.inMemory)
        try hey.answer(path: "/boxes/1.json", .json(Self.body, status: status, headers: ["X-Request-Id": "r-1"]))
        let transport = try #require(hey.transport)
        let probe = LimitProbe(limit: limit)
        let response = try await transport.send(HTTPRequest(method: "GET", url: hey.url("/boxes/1.json"))) { status, headers in
            probe.ask(status, headers)
        }
        return (response, probe)
    }

    @Test func asksTheLimitForTheStatusAndHeadersAndCutsTheBodyThere() async throws {
        let (response, probe) = try await Self.send(limit: 5, status: 201)
        #expect(probe.questions.count == 1)
        #expect(probe.questions.first?.status == 201)
        #expect(probe.questions.first?.headers["X-Request-Id"] == "r-1")
        #expect(probe.questions.first?.headers["Content-Type"] == "application/json")
        #expect(response.status == 201)
        #expect(response.body == Data(Self.body.utf8.prefix(5)))
        #expect(response.bodyExceeded)
    }

    @Test func aBodyWithinTheLimitArrivesWhole() async throws {
        for limit in [Self.body.utf8.count, Self.body.utf8.count + 1, nil] {
            let (response, probe) = try await Self.send(limit: limit)
            #expect(probe.questions.count == 1)
            #expect(response.body == Data(Self.body.utf8), "limit \(String(describing: limit))")
            #expect(!response.bodyExceeded, "limit \(String(describing: limit))")
        }
    }

    @Test func aLimitOfZeroKeepsNoByte() async throws {
        let (response, _) = try await Self.send(limit: 0)
        #expect(response.body.isEmpty)
        #expect(response.bodyExceeded)
    }

    /// Through a client, both connections refuse an answer longer than `maxResponseBodyBytes` alike.
    @Test(arguments: ScriptedHey.Connection.allCases)
    func anAnswerLongerThanTheClientReadsIsRefused(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", .json(#"[{"id": 1, "kind": "imbox", "name": "Imbox"}]"#))
        let client = try hey.client(config: HeyConfig(maxRetryDelay: .zero, maxRetryJitter: .zero, maxResponseBodyBytes: 16))

        let error = try await #require(throws: HeyError.self) { try await client.boxes.list() }
        #expect(error.code == "api_error")
        #expect(error.responseTooLarge)
        #expect(hey.requests.count == 1)
    }
}
