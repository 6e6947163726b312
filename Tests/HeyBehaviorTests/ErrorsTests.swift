@testable import Hey
import Foundation
import Testing

/// BEHAVIOURS.md, "Errors".
@Suite struct ErrorsTests {
    /// A transport failure whose message names URLs, a token in a query and a proxy's password.
    struct Unreachable: LocalizedError {
        var message: String
        var errorDescription: String? { message }
    }

    /// Every text an error shows, to check that a value never appears in any of them; with its
    /// cause when the runtime built the cause (a transport's own error is kept as it was thrown).
    private func everything(_ error: HeyError, cause: Bool = true) -> String {
        [error.message, error.hint ?? "", error.description,
         cause ? error.detail?.cause.map { String(reflecting: $0) } ?? "" : ""].joined(separator: "\n")
    }

    // MARK: A transport failure carries a hint: its message, every URL cut to its origin

    @Test func transportFailureHintIsItsMessageWithURLsCutToTheirOrigin() async throws {
        let failure = Unreachable(message: "could not reach https://app.hey.com/boxes/1.json?access_token=SECRET "
            + "(via http://user:pw@proxy.internal:3128/tunnel?q=1)")
        let harness = try Harness([.fail(failure)], config: HeyConfig(maxRetries: 0))
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeNetwork)
        #expect(error?.isRetryable == true)
        #expect(error?.hint == "could not reach https://app.hey.com (via http://proxy.internal:3128)")
        let shown = error.map { everything($0, cause: false) } ?? ""
        for secret in ["SECRET", "access_token", "/boxes/1.json?", "pw@", "/tunnel"] {
            #expect(!shown.contains(secret), "\(secret) is shown")
        }
        // The hooks hear the same failure.
        let ended = try #require(harness.hooks.requestEnds.first)
        #expect(ended.result.statusCode == 0)
        #expect((ended.result.error as? HeyError)?.hint == error?.hint)
    }

    @Test func transportFailureWithoutAURLKeepsItsMessageAsTheHint() async throws {
        let harness = try Harness([.fail(Unreachable(message: "connection reset by peer"))], config: HeyConfig(maxRetries: 0))
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.hint == "connection reset by peer")
    }

    @Test func transportFailureIsResentAsTheRoutePolicySays() async throws {
        let harness = try Harness([.fail(Unreachable(message: "reset")), .json(boxJSON())])
        _ = try await harness.client.boxes.get(boxId: 1)
        #expect(harness.transport.requests.count == 2)
        #expect(harness.sleeper.waits == [.seconds(1)])
    }

    // MARK: A body that fails to decode: api_error, hint by JSON pointer, never the value

    @Test func missingRequiredMemberIsNamedByPointer() async throws {
        let body = #"[{"id":1,"kind":"imbox","name":"Imbox"},{"kind":"feedbox","name":"Top secret plans"}]"#
        let harness = try Harness([.json(body, [("X-Request-Id", "req-9")])])
        let error = await heyError { _ = try await harness.client.boxes.list() }
        #expect(error?.code == HeyError.codeAPI)
        #expect(error?.httpStatus == 200)
        #expect(error?.isRetryable == false)
        #expect(error?.requestId == "req-9")
        #expect(error?.hint == "The answer has no required member /1/id")
        let shown = error.map { everything($0) } ?? ""
        #expect(!shown.contains("Top secret plans"))
        #expect(!shown.contains("feedbox"))
        // Not resent: a body that does not match will not match next time.
        #expect(harness.transport.requests.count == 1)
    }

    @Test func wrongTypeIsNamedByPointerWithoutTheValue() async throws {
        let harness = try Harness([.json(#"{"id":"SECRET-ID-123","kind":"imbox","name":"Imbox"}"#)])
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeAPI)
        #expect(error?.hint?.hasPrefix("The answer has the wrong type at /id") == true)
        #expect(!(error.map { everything($0) } ?? "").contains("SECRET-ID-123"))
    }

    @Test func nullRequiredMemberIsNamedByPointer() async throws {
        let harness = try Harness([.json(#"{"id":1,"kind":"imbox","name":null}"#)])
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.hint == "The answer has null for the required member /name")
    }

    @Test func bodyThatIsNotJSONSaysSoWithoutTheBody() async throws {
        let harness = try Harness([.json("{nope SECRET-BODY")])
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeAPI)
        #expect(error?.hint == "The answer is not valid JSON")
        #expect(!(error.map { everything($0) } ?? "").contains("SECRET-BODY"))
    }

    @Test func decodingFailureEndsAsAFailureInTheHooks() async throws {
        let harness = try Harness([.json(#"{"kind":"imbox","name":"Imbox"}"#)])
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        let ended = try #require(harness.hooks.operationEnds.first)
        #expect((ended.result.error as? HeyError)?.description == error?.description)
    }

    // MARK: A timeout below one millisecond is refused when the client is made

    @Test(arguments: [Duration.microseconds(999), .nanoseconds(1), .zero, .milliseconds(-5)])
    func timeoutBelowOneMillisecondIsAUsageError(timeout: Duration) throws {
        let transport = ScriptedTransport([])
        #expect(throws: HeyError.self) { try Harness(transport, config: HeyConfig(timeout: timeout)) }
        do {
            _ = try HeyClient(accessToken: "t", config: HeyConfig(timeout: timeout), transport: transport)
            Issue.record("a \(timeout) timeout was accepted")
        } catch let error as HeyError {
            #expect(error.code == HeyError.codeUsage)
            #expect(error.message.contains("timeout"))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test(arguments: [Duration?.none, .milliseconds(1), .seconds(30)])
    func timeoutOfAMillisecondOrMoreOrNoneIsAccepted(timeout: Duration?) throws {
        _ = try Harness(ScriptedTransport([]), config: HeyConfig(timeout: timeout))
    }

    // MARK: Hooks and caller agree: an operation the caller sees fail ends as a failure

    /// HEY's identity, for the default sender a World post goes out from.
    static let identity = Reply.json(#"{"senders":[{"id":77,"default":true}]}"#)

    @Test func worldPublishThatDidNotBecomeAPostFailsForTheCallerAndTheHooks() async throws {
        let harness = try Harness([Self.identity, .redirect(302, to: "/topics/42")])
        let error = await heyError { _ = try await harness.client.world.publish(subject: "Hello", content: "<div>Hi</div>") }
        #expect(error?.code == HeyError.codeAPI)
        // The error says where the message landed.
        #expect(error?.message.contains("/topics/42") == true)
        let ends = harness.hooks.operationEnds
        #expect(ends.map(\.info.operation) == ["GetIdentity", "CreateWorldPost"])
        let publish = try #require(ends.last)
        #expect((publish.result.error as? HeyError)?.description == error?.description)
        // Sent once: the email has gone out.
        #expect(harness.transport.requests.map(\.url.path) == ["/identity.json", "/messages"])
    }

    @Test func worldPublishAnsweredWithoutARedirectFailsForTheCallerAndTheHooks() async throws {
        let harness = try Harness([Self.identity, .html("<p>Sent</p>")])
        let error = await heyError { _ = try await harness.client.world.publish(subject: "Hello", content: "<div>Hi</div>") }
        #expect(error?.code == HeyError.codeAPI)
        #expect(harness.hooks.operationEnds.last?.result.error != nil)
    }

    @Test func worldPublishThatBecameAPostSucceedsForTheCallerAndTheHooks() async throws {
        let harness = try Harness([Self.identity, .redirect(302, to: "https://app.hey.com/world/posts/abc123")])
        let token = try await harness.client.world.publish(subject: "Hello", content: "<div>Hi</div>")
        #expect(token == "abc123")
        #expect(harness.hooks.operationEnds.map(\.info.operation) == ["GetIdentity", "CreateWorldPost"])
        #expect(harness.hooks.operationEnds.allSatisfy { $0.result.error == nil })
        let form = try #require(harness.transport.requests.last)
        #expect(form.headers["Accept"] == HTMLRoutesTests.browserAccept)
    }

    @Test func renameAnsweredWithoutA204FailsForTheCallerAndTheHooks() async throws {
        let harness = try Harness([Reply(200)])
        let error = await heyError { try await harness.client.topics.renameTopic(topicId: 7, name: "New") }
        #expect(error?.httpStatus == 200)
        #expect((harness.hooks.operationEnds.first?.result.error as? HeyError)?.description == error?.description)
    }
}
