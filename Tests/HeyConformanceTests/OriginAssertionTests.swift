import Foundation
import Hey
import HeyTestSupport
import Testing
@testable import HeyConformance

@Suite("Origin assertion: urlOrigin rejected")
struct OriginAssertionTests {
    static func pagedCase(link: String) -> String {
        """
        {"name": "n", "operation": "ListContacts",
         "mockResponses": [{"status": 200, "headers": {"Link": "<\(link)>; rel=\\"next\\""}, "body": []},
                           {"status": 200, "body": []}],
         "assertions": [{"type": "urlOrigin", "expected": "rejected"}]}
        """
    }

    @Test("A next link on another host is refused with nothing sent: the assertion holds")
    func offOriginHolds() async throws {
        let verdict = try await Fixtures.run(Self.pagedCase(link: "https://evil.example.com/contacts.json?page=2"))
        #expect(verdict.passed, "\(verdict.reason)")
    }

    @Test("A same-origin next link is followed: the assertion fails, naming the request sent")
    func sameOriginFails() async throws {
        let verdict = try await Fixtures.run(Self.pagedCase(link: "/contacts.json?page=2"))
        #expect(!verdict.passed)
        #expect(verdict.reason.contains("1 request(s) were sent"), "\(verdict.reason)")
        #expect(verdict.reason.contains("was not refused"), "\(verdict.reason)")
    }

    @Test("A page without a next link fails the assertion")
    func noLinkFails() async throws {
        let verdict = try await Fixtures.run("""
        {"name": "n", "operation": "ListContacts", "mockResponses": [{"status": 200, "body": []}],
         "assertions": [{"type": "urlOrigin", "expected": "rejected"}]}
        """)
        #expect(verdict.failures == ["urlOrigin: the returned page has no next link to follow"])
    }

    @Test("A next page that fails with another error fails the assertion, naming that error")
    func wrongErrorFails() async throws {
        let verdict = try await Fixtures.run("""
        {"name": "n", "operation": "ListContacts",
         "mockResponses": [{"status": 200, "headers": {"Link": "</contacts.json?page=2>; rel=\\"next\\""}, "body": []},
                           {"status": 404}],
         "assertions": [{"type": "urlOrigin", "expected": "rejected"}]}
        """)
        #expect(verdict.reason.contains("following it threw not_found, expected usage"), "\(verdict.reason)")
    }

    @Test("An operation that returned no page fails the assertion")
    func noPageFails() async {
        let observation = Fixtures.observation(result: .success(OperationAnswer(value: .array([]))))
        #expect(await Fixtures.failure(.urlOriginRejected, observation) == "test: the operation returned no page")
    }

    @Test("The request counter hears every request the client starts, sent to the loopback server or not")
    func requestCounter() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(ScriptedResponse(status: 200, headers: [(name: "Content-Type", value: "application/json")], body: Data("[]".utf8)))
        let counter = RequestCounter()
        let client = try ClientFactory.makeClient(for: ConfigOverrides(), serverURL: server.baseURL, hooks: counter)
        _ = try await client.contacts.list()
        #expect(counter.started == 1)
        #expect(server.requestCount == 1)

        let unreachable = RequestCounter()
        var overrides = ConfigOverrides()
        overrides.maxRetries = 0
        let nowhere = try ClientFactory.makeClient(for: overrides, serverURL: URL(string: "http://127.0.0.1:9")!, hooks: unreachable)
        await #expect(throws: HeyError.self) { _ = try await nowhere.contacts.list() }
        #expect(unreachable.started == 1)
    }
}
