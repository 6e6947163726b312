import Foundation
import Hey
import HeyTesting
import Testing

/// The scripted HEY through a real client, on both connections: answers per operationId and per
/// path, scripts in order, and what is recorded.
@Suite struct ScriptedHeyTests {
    static let imbox = #"[{"id": 1, "kind": "imbox", "name": "Imbox"}]"#

    @Test(arguments: ScriptedHey.Connection.allCases)
    func answersAnOperationAndRecordsTheRequest(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", .json(Self.imbox))
        let boxes = try await hey.client(accessToken: "secret-token").boxes.list()
        #expect(boxes.value.map(\.name) == ["Imbox"])

        let request = try #require(hey.requests.first)
        #expect(hey.requests.count == 1)
        #expect(request.operationId == "ListBoxes")
        #expect(request.method == "GET")
        #expect(request.path == "/boxes.json")
        #expect(request.query.isEmpty)
        #expect(request.wasScripted)
        #expect(request.carriedCredentials)
        #expect(request.headers["Authorization"] == nil)
        #expect(request.headers["User-Agent"]?.hasPrefix("hey-sdk-swift/") == true)
        #expect(!request.headers.contains { $0.value.contains("secret-token") })
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func recordsTheQueryAndTheBody(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("GetContact", .json(#"{"id": 7, "name": "Ada"}"#))
        try hey.answer("CreateContact", .json(encoding: Contact(id: 8, name: "Grace"), status: 201))
        let client = try hey.client()

        let contact = try await client.contacts.get(contactId: 7, options: GetContactOptions(page: "b c+d"))
        #expect(contact.value.name == "Ada")
        let created = try await client.contacts.create(body: CreateContactRequestContent(
            contact: ContactPayload(name: "Grace", emailAddress: SensitiveString("grace@example.com"))))
        #expect(created == Contact(id: 8, name: "Grace"))

        let (read, write) = (hey.requests[0], hey.requests[1])
        #expect(read.path == "/contacts/7.json")
        #expect(read.queryValue("page") == "b c+d")
        #expect(read.body.isEmpty)
        #expect(write.operationId == "CreateContact")
        #expect(write.method == "POST")
        let sent = try write.decodeBody(as: CreateContactRequestContent.self)
        #expect(sent.contact.name == "Grace")
        #expect(sent.contact.emailAddress?.expose() == "grace@example.com")
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func givesAScriptInOrderAndRepeatsTheLastAnswer(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", .status(503), .json(Self.imbox), .json("[]"))
        let client = try hey.client()

        let first = try await client.boxes.list() // the 503 is resent at once: the test config waits no time
        #expect(first.value.count == 1)
        for _ in 0..<2 { #expect(try await client.boxes.list().value.isEmpty) }
        #expect(hey.requests(for: "ListBoxes").count == 4)
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func theTestConfigurationWaitsNoTimeBetweenResends(connection: ScriptedHey.Connection) async throws {
        final class Waits: HeyHooks, @unchecked Sendable {
            private let lock = NSLock()
            private var delays: [Duration] = []
            var all: [Duration] { lock.withLock { delays } }
            func onRetry(_ info: RequestInfo, attempt: Int, error: any Error, delay: Duration) {
                lock.withLock { delays.append(delay) }
            }
        }
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", .status(503, headers: ["Retry-After": "5"]), .status(503), .json(Self.imbox))
        let waits = Waits()

        #expect(try await hey.client(hooks: waits).boxes.list().value.count == 1)
        #expect(waits.all == [.zero, .zero])
        #expect(hey.config().maxRetryDelay == .zero)
        #expect(hey.config().maxRetryJitter == .zero)
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func aPathScriptComesBeforeTheOperationScript(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("GetBox", .json(#"{"id": 0, "kind": "any", "name": "Any box"}"#))
        try hey.answer(path: "/boxes/2.json", .json(#"{"id": 2, "kind": "feedbox", "name": "The Feed"}"#))
        try hey.answer(path: "/boxes/2.json", method: .get, .json(#"{"id": 2, "kind": "feedbox", "name": "Feed, by GET"}"#))
        let client = try hey.client()

        #expect(try await client.boxes.get(boxId: 1).value.name == "Any box")
        #expect(try await client.boxes.get(boxId: 2).value.name == "Feed, by GET")
        #expect(hey.requests.map(\.operationId) == ["GetBox", "GetBox"])
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func answersAPathTheModelDoesNotDescribe(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer(path: "/workflows", method: .post, .status(302, headers: ["Location": "/workflows/41"]))
        let client = try hey.client()

        var operation = client.form(.post, "/workflows")
        operation.form([("workflow[name]", "Launch plan")])
        let answer = try await client.sendForm(operation)
        #expect(try answer.extractId() == 41)

        let request = try #require(hey.requests.first)
        #expect(request.operationId == nil)
        #expect(request.wasScripted)
        #expect(request.formFields == [URLQueryItem(name: "workflow[name]", value: "Launch plan")])
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func anUnscriptedRequestFailsTheCallAndSaysWhy(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        let client = try hey.client()

        let error = try await #require(throws: HeyError.self) { try await client.boxes.get(boxId: 9) }
        #expect(error.httpStatus == 501)
        #expect(error.message.contains("HeyTesting: nothing is scripted for GET /boxes/9.json (GetBox)"))
        #expect(hey.requests.map(\.wasScripted) == [false])
        #expect(hey.requests.first?.operationId == "GetBox")

        hey.unscriptedAnswer = .status(404)
        await #expect(throws: HeyError.self) { try await client.boxes.get(boxId: 9) }
        #expect(try await client.timeTracks.getOngoing() == nil) // GetOngoingTimeTrack answers nil for a 404
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func aConnectionFailureIsANetworkError(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", .connectionFailure)
        let client = try hey.client(config: HeyConfig(maxRetries: 0))

        let error = try await #require(throws: HeyError.self) { try await client.boxes.list() }
        #expect(error.code == "network")
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func aDelayedAnswerLetsATestCancelTheCall(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", Answer.json(Self.imbox).delayed(by: .seconds(30)))
        let client = try hey.client()

        let call = Task { try await client.boxes.list() }
        while hey.requests.isEmpty { try await Task.sleep(for: .milliseconds(2)) }
        call.cancel()
        switch await call.result {
        case .success: Issue.record("the cancelled call answered")
        case .failure(let error): #expect(!(error is HeyError), "a cancellation is thrown as it arrived, not as \(error)")
        }
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func recordsNoCredentialsOfAnyKind(connection: ScriptedHey.Connection) async throws {
        struct CookieAndBearer: AuthStrategy {
            func authenticate(_ request: inout HTTPRequest) async throws {
                request.headers["Cookie"] = "session=secret"
                request.headers["Proxy-Authorization"] = "Basic c2VjcmV0"
                request.headers["Authorization"] = "Bearer secret"
            }
        }
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", .json(Self.imbox))
        try hey.answer("RevokeToken", .status(200))
        _ = try await hey.client(auth: CookieAndBearer()).boxes.list()
        try await hey.client(auth: NoCredentials()).oauth.revokeToken(body: RevokeTokenRequestContent(token: SensitiveString("t")))

        let (signed, unsigned) = (hey.requests[0], hey.requests[1])
        #expect(signed.carriedCredentials)
        #expect(!signed.headers.contains { ScriptedHey.Request.credentialHeaders.contains($0.name.lowercased()) })
        #expect(!signed.headers.contains { $0.value.contains("secret") })
        #expect(unsigned.operationId == "RevokeToken")
        #expect(!unsigned.carriedCredentials)
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func resetForgetsScriptsAndRequests(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        try hey.answer("ListBoxes", .json(Self.imbox))
        let client = try hey.client()
        _ = try await client.boxes.list()

        hey.reset()
        #expect(hey.requests.isEmpty)
        await #expect(throws: HeyError.self) { try await client.boxes.list() }
        #expect(hey.requests.map(\.wasScripted) == [false])
    }

    @Test(arguments: ScriptedHey.Connection.allCases)
    func aNextPageLinkPointsBackAtTheScriptedHey(connection: ScriptedHey.Connection) async throws {
        let hey = try ScriptedHey(connection)
        let next = hey.url("/contacts.json?page=abc")
        try hey.answer("ListContacts",
                       .json(#"[{"id": 1}]"#, headers: ["Link": "<\(next.absoluteString)>; rel=\"next\""]),
                       .json(#"[{"id": 2}]"#))
        let client = try hey.client()

        let first = try await client.contacts.list()
        let second = try #require(try await client.nextPage(first))
        #expect(second.value.map(\.id) == [2])
        #expect(hey.requests.map { $0.queryValue("page") } == [nil, "abc"])
    }
}

private typealias Answer = ScriptedHey.Answer
