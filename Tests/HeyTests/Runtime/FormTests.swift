import Foundation
import HeyTestSupport
import Testing
@testable import Hey

private func operationsStarted(_ hooks: RecordingHooks) -> [OperationInfo] {
    hooks.events.compactMap { event in
        if case .operationStarted(let operation) = event { return operation }
        return nil
    }
}

@Suite struct FormTests {
    @Test func aFormGoesAsABrowserSendsItAndItsRedirectIsCaptured() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", "/workflows/42"), ("X-Request-Id", "r1")]))
        server.fallback = .json(200, "{}")
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        var operation = client.form(.post, "/workflows")
        operation.info = writeInfo(service: "Workflows", operation: "CreateWorkflow", resourceType: "workflow")
        operation.form([("workflow[name]", "Launch day"), ("workflow[color]", "blue"), ("a", "1&2")])
        let answer = try await client.sendForm(operation)
        #expect(answer.status == 302)
        #expect(answer.isRedirect)
        #expect(answer.location == "/workflows/42")
        #expect(try answer.extractId() == 42)
        #expect(server.requestCount == 1)
        let sent = try #require(server.requests.first)
        #expect(sent.method == "POST")
        #expect(sent.target == "/workflows")
        #expect(sent.header("Accept") == RequestPlan.browserAccept)
        #expect(sent.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(sent.header("Authorization") == "Bearer secret-token")
        #expect(String(decoding: sent.body, as: UTF8.self) == "workflow%5Bname%5D=Launch+day&workflow%5Bcolor%5D=blue&a=1%262")
        #expect(sent.formFields.map(\.name) == ["workflow[name]", "workflow[color]", "a"])
        #expect(operationsStarted(hooks) == [OperationInfo(service: "Workflows", operation: "CreateWorkflow",
                                                           resourceType: "workflow", isMutation: true)])
        #expect(hooks.summary == ["start", "request 1", "answer 302", "end success"])
    }

    @Test func aFormIsNeverRetried() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(503)
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks) { $0.maxRetries = 10 }
        var operation = client.form(.post, "/workflows")
        operation.form([("workflow[name]", "Launch")])
        let error = await heyError { try await client.sendForm(operation) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 1)
        #expect(!hooks.summary.contains { $0.hasPrefix("resend") })
    }

    @Test func aFormIsNotResentAfterANetworkError() async throws {
        let server = try LoopbackServer()
        server.fallback = .dropConnection
        let client = try makeClient(server)
        let error = await heyError { try await client.sendForm(client.form(.post, "/workflows")) }
        #expect(error?.code == "network")
        #expect(server.requestCount == 1)
    }

    @Test func a401RefreshesOnceAndResendsTheSameForm() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            request.header("Authorization") == "Bearer token-2"
                ? .status(303, headers: [("Location", "/calendar/events/77")]) : .status(401)
        }
        let tokens = TestTokens("token-1")
        let client = try makeClient(server, provider: tokens)
        var operation = client.form(.post, "/calendar/events")
        operation.form([("calendar_event[title]", "Launch")])
        let answer = try await client.sendForm(operation)
        #expect(try answer.extractId() == 77)
        #expect(tokens.refreshCount == 1)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer token-1", "Bearer token-2"])
        #expect(server.requests[0].body == server.requests[1].body)
    }

    @Test func aPageAnswerIsCapturedAsText() async throws {
        let server = try LoopbackServer()
        server.enqueue(.text(200, "<p>Saved</p>", contentType: "text/html"))
        let client = try makeClient(server)
        let answer = try await client.sendForm(client.form(.patch, "/workflows/5"))
        #expect(answer.status == 200)
        #expect(answer.body == "<p>Saved</p>")
        #expect(answer.location == nil)
        let error = #expect(throws: HeyError.self) { try answer.extractId() }
        #expect(error?.code == "api_error")
        #expect(error?.httpStatus == 200)
    }

    @Test(arguments: [301, 307, 308])
    func aRedirectOtherThan302Or303IsAnErrorCarryingItsStatus(status: Int) async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(status, headers: [("Location", "/workflows/9")]))
        server.fallback = .json(200, "{}")
        let client = try makeClient(server)
        let error = await heyError { try await client.sendForm(client.form(.post, "/workflows")) }
        #expect(error?.code == "api_error")
        #expect(error?.httpStatus == status)
        #expect(server.requestCount == 1)
    }

    /// 0.34's `HeyOperation` has no header parameters: the CSRF header this test also set on the
    /// form is gone with `FormOperation.headers`.
    @Test func aFormOnALinkedAccountClientCarriesTheAccount() async throws {
        let server = try LoopbackServer()
        serveIdentity(server) { _ in .status(302, headers: [("Location", "/calendar/events/5")]) }
        let work = try await makeClient(server).forAccount(42)
        var operation = work.form(.patch, "/calendar/events/5.json?occurrence=2")
        operation.form([("calendar_event[title]", "Moved")])
        _ = try await work.sendForm(operation)
        let sent = try #require(server.requests.last)
        #expect(sent.target == "/calendar/events/5.json?occurrence=2&filtered_account_id=42")
        #expect(sent.formFields.map(\.name) == ["calendar_event[title]"])
    }

    @Test func anUnnamedFormIsReportedAsRawAndADeleteSendsNoBody() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(302, headers: [("Location", "/calendar")])
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        _ = try await client.sendForm(client.form(.delete, "/calendar/events/5"))
        _ = try await client.sendForm(client.form(.post, "/calendar/events/5/archive"))
        #expect(operationsStarted(hooks).map(\.description) == ["Raw.DeleteForm", "Raw.PostForm"])
        #expect(server.requests[0].body.isEmpty)
        #expect(server.requests[0].header("Content-Type") == nil)
        // A browser sends an empty form's Content-Type with an empty body.
        #expect(server.requests[1].body.isEmpty)
        #expect(server.requests[1].header("Content-Type") == "application/x-www-form-urlencoded")
    }

    @Test func aGetFormSendsItsFieldsInTheQuery() async throws {
        let server = try LoopbackServer()
        server.fallback = .text(200, "<ul></ul>", contentType: "text/html")
        let client = try makeClient(server)
        var operation = client.form(.get, "/contacts/search?scope=all")
        operation.form([("q", "ada lovelace")])
        #expect(try await client.sendForm(operation).body == "<ul></ul>")
        #expect(server.requests.first?.queryValues("q") == ["ada lovelace"])
        #expect(server.requests.first?.target == "/contacts/search?scope=all&q=ada+lovelace")
        #expect(server.requests.first?.body.isEmpty == true)
        #expect(server.requests.first?.header("Content-Type") == nil)
    }

    @Test func aCustomBodyGoesWithItsContentType() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(302, headers: [("Location", "/world/posts/3")])
        let client = try makeClient(server)
        var operation = client.form(.post, "/world/posts")
        operation.bodyBytes(contentType: "multipart/form-data; boundary=b", Data("--b\r\n…--b--\r\n".utf8))
        #expect(try await client.sendForm(operation).extractId() == 3)
        #expect(server.requests.first?.header("Content-Type") == "multipart/form-data; boundary=b")
        #expect(server.requests.first?.body == Data("--b\r\n…--b--\r\n".utf8))
    }

    @Test(arguments: ["https://elsewhere.example/workflows", "//elsewhere.example/workflows", "workflows", ""])
    func aPathOffTheHEYOriginIsAUsageErrorAndNothingIsSent(path: String) async throws {
        let server = try LoopbackServer()
        let client = try makeClient(server)
        let error = await heyError { try await client.sendForm(client.form(.post, path)) }
        #expect(error?.code == "usage")
        #expect(server.requestCount == 0)
    }
}

@Suite struct FormResponseTests {
    private func answer(_ location: String?) -> FormResponse {
        FormResponse(location: location, status: 302, body: "")
    }

    @Test func extractIdTakesTheRightmostNumberInTheLocationsPath() throws {
        #expect(try answer("https://app.hey.com/workflows/42/stages/7").extractId() == 7)
        #expect(try answer("https://app.hey.com/topics/123-launch-plan").extractId() == 123)
        #expect(try answer("https://app.hey.com/calendar/events/88?occurrence=2026").extractId() == 88)
        #expect(try answer("https://app.hey.com/entries/9007199254740993#reply").extractId() == 9_007_199_254_740_993)
        #expect(try answer("/workflows/31").extractId() == 31)
    }

    @Test(arguments: [nil, "https://app.hey.com/boxes/imbox", "https://app.hey.com/x/99999999999999999999999"])
    func anAnswerWithoutAUsableNumberIsAnAPIError(location: String?) {
        #expect {
            try answer(location).extractId()
        } throws: { error in
            (error as? HeyError)?.code == "api_error"
        }
    }
}
