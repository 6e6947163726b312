import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// Everything an error and a hook carry — the message, the detail, the cause, a `dump` of any of
/// them — is free of query strings and of values from the body (issue 15, rows 1 and 7).
@Suite struct RedactionTests {
    /// Everything `error` shows, as a caller who dumps it sees it.
    private func everything(_ error: (any Error)?) -> String {
        var text = ""
        dump(error, to: &text)
        return text + "\(String(describing: error))" + ((error as? HeyError).map { "\($0.detail?.cause as Any)" } ?? "")
    }

    @Test func aNetworkFailuresCauseCarriesNoQuery() async throws {
        let server = try LoopbackServer()
        server.fallback = .dropConnection
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        let search = testRoute("AdvancedSearch", .get, "/advanced_search", attempts: 1)
        let error = await heyError {
            try await client.context.send(search, query: [URLQueryItem(name: "q", value: "private-words")], as: Thing.self)
        }
        #expect(error?.code == "network")
        #expect(error?.detail?.cause is URLError)
        #expect(everything(error).contains("/advanced_search.json"))
        #expect(!everything(error).contains("private-words"))
        #expect(!hooks.dumped.contains("private-words"))
        #expect(hooks.dumped.contains("network"))
    }

    @Test func aFailedUploadNeverShowsTheSignedURL() async throws {
        let storage = try LoopbackServer()
        storage.fallback = .dropConnection
        let server = try LoopbackServer()
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        let signed = storage.url("/blobs/1?X-Amz-Signature=deadbeef1234&X-Amz-Credential=AKIA")
        let operation = OperationInfo(service: "Attachments", operation: "UploadBlob", resourceType: "blob", isMutation: true)
        let error = await heyError {
            try await client.context.upload(Data("file".utf8), to: signed, headers: ["Content-Type": "text/plain"], operation: operation)
        }
        #expect(error?.code == "network")
        for secret in ["deadbeef1234", "AKIA", "X-Amz"] {
            #expect(!everything(error).contains(secret))
            #expect(!hooks.dumped.contains(secret))
        }
    }

    @Test func aCancelledCallsURLErrorCarriesNoQuery() async throws {
        let server = try LoopbackServer()
        server.fallback = ScriptedResponse(status: 200, body: Data(thingJSON.utf8), delay: .seconds(60))
        let client = try makeClient(server)
        let search = testRoute("AdvancedSearch", .get, "/advanced_search")
        let call = Task {
            try await client.context.send(search, query: [URLQueryItem(name: "q", value: "private-words")], as: Thing.self)
        }
        #expect(await server.waitForRequests(1, timeout: .seconds(30)))
        call.cancel()
        let error = await caught { try await call.value }
        #expect(error.map(ErrorClassifier.isCancellation) == true)
        #expect(!everything(error).contains("private-words"))
    }

    @Test func aCustomTransportsURLErrorIsRedactedToo() async throws {
        struct Leaky: Transport {
            func send(_ request: HTTPRequest,
                      bodyLimit: @escaping @Sendable (_ status: Int, _ headers: HTTPHeaders) -> Int?) async throws -> HTTPResponse {
                throw URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: request.url,
                                                                "detail": "connecting to \(request.url.absoluteString)"])
            }
        }
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: "http://127.0.0.1:9", maxRetries: 0),
                                   transport: Leaky())
        let search = testRoute("AdvancedSearch", .get, "/advanced_search")
        let error = await heyError {
            try await client.context.send(search, query: [URLQueryItem(name: "q", value: "private-words")], as: Thing.self)
        }
        #expect((error?.detail?.cause as? URLError)?.code == .cannotConnectToHost)
        #expect(!everything(error).contains("private-words"))
    }

    @Test func aBadDateIsNamedWithoutItsValue() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"id": 1, "at": "alice-private@example.com"}"#))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        struct Dated: Decodable, Sendable { let id: Int; let at: Date }
        let error = await heyError { try await client.context.send(testRoute(), path: ["id": "1"], as: Dated.self) }
        #expect(error?.code == "api_error")
        #expect(error?.message.contains("/at") == true)
        #expect(error?.message.contains("not an ISO 8601 date-time") == true)
        #expect(error?.detail?.cause is DecodingError)
        #expect(!everything(error).contains("alice-private"))
        #expect(!hooks.dumped.contains("alice-private"))
    }

    @Test func aHugeValueDoesNotMakeAHugeMessage() async throws {
        let server = try LoopbackServer()
        let huge = String(repeating: "v", count: 2_000_000)
        server.enqueue(.json(200, #"{"id": 1, "at": "\#(huge)"}"#))
        let client = try makeClient(server)
        struct Dated: Decodable, Sendable { let id: Int; let at: Date }
        let error = await heyError { try await client.context.send(testRoute(), path: ["id": "1"], as: Dated.self) }
        #expect((error?.message.count ?? .max) < 300)
        #expect(everything(error).count < 2_000)
    }

    @Test func aHugeKeyIsCutInThePointer() async throws {
        let server = try LoopbackServer()
        let key = String(repeating: "k", count: 100_000)
        server.enqueue(.json(200, #"{"\#(key)": "not a number"}"#))
        let client = try makeClient(server)
        let error = await heyError { try await client.context.send(testRoute(), path: ["id": "1"], as: [String: Int].self) }
        #expect(error?.message.contains("/kkkk") == true)
        #expect((error?.message.count ?? .max) < 400)
        #expect(everything(error).count < 10_000)
    }

    @Test func aJSONErrorMemberHoldingHTMLIsNotEchoed() async throws {
        let server = try LoopbackServer()
        let page = "<!DOCTYPE html><html><body><h1>Gateway</h1><p>upstream 10.0.0.7 said no</p></body></html>"
        server.enqueue(.json(502, #"{"error": "\#(page)"}"#),
                       .json(422, #"{"errors": ["<p>proxy page</p>", "Subject can't be <blank>"]}"#))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(error?.hint == nil)
        #expect(error?.message.contains("<") == false)
        #expect(error?.message.contains("10.0.0.7") == false)
        let refused = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(refused?.fieldErrors == [FieldError(field: nil, message: "Subject can't be <blank>")])
        #expect(refused?.hint == "Subject can't be <blank>")
    }

    /// Found by `make fuzz` (runtime harness): markup in a Rails-style field's name (the reason
    /// itself plain) went into the message as `name: reason`.
    @Test(arguments: [#"{"errors": {"nanapsp:<l0<<<<<!6<<<<": "is invalizd"}, "iessage": "/p>"}"#,
                      #"{"errors": [{"field": "<p>subject</p>", "message": "can't be blank"}]}"#])
    func aFieldNameHoldingMarkupIsNotEchoed(body: String) async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(422, body))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(error?.code == "validation")
        #expect(error?.fieldErrors == [])
        #expect(error?.message.contains("<") == false)
        #expect(error?.hint == nil)
    }

    /// Found by `make fuzz` (runtime harness): `URL` reads a user in this one that
    /// `URLComponents` does not, so clearing the components' user left it in place.
    @Test(arguments: ["://psuser:pass@aP://up666666,Decodabl;;;", "https://user:pass@app.hey.com/x?sig=1#top",
                      "HTTP://App.HEY.com/boxes.json?q=private"])
    func aDisplayedURLKeepsNoQueryFragmentOrUserWhateverItsShape(text: String) throws {
        let base = URL(string: "https://app.hey.com/boxes/1/postings.json?page=2")!
        let url = try #require(URL(string: text) ?? URL(string: text, relativeTo: base))
        let shown = url.redactedForDisplay
        #expect(shown.query == nil && shown.fragment == nil && shown.user == nil && shown.password == nil)
        #expect(!shown.absoluteString.contains("pass") && !shown.absoluteString.contains("sig=") && !shown.absoluteString.contains("private"))
    }

    @Test(arguments: [
        ("<!DOCTYPE html>", true), ("<html lang=en>", true), ("text <p>para</p>", true), ("a</div>", true),
        ("<br/>", true), ("<H1>Title", true), ("<!-- note -->", true),
        ("Use <email> here", false), ("a < b and c > d", false), ("<3 HEY", false), ("", false), ("x<", false),
    ])
    func markupIsToldFromPlaceholders(text: String, isMarkup: Bool) {
        #expect(ErrorBody.holdsMarkup(text) == isMarkup)
    }
}
