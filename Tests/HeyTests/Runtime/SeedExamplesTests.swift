import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// The seed's examples for pages, linked accounts, forms, OAuth and the cache, as written there,
/// run against the loopback server.
@Suite struct SeedExamplesTests {
    @Test func thePagesExample() async throws {
        let server = try LoopbackServer()
        let base = server.baseURL.absoluteString
        server.respond { request in
            request.query == nil
                ? .json(200, #"[{"id": 1, "name": "Ada"}]"#, headers: [("Link", "<\(base)/contacts.json?page=c2>; rel=\"next\"")])
                : .json(200, #"[{"id": 2, "name": "Bob"}]"#)
        }
        let client = try makeClient(server)
        var names: [String] = []
        let first = try await client.contacts.list()
        try await client.eachPage(first) { page in
            page.value.forEach { names.append($0.name ?? "") }
            return true // false stops the walk
        }
        for try await page in client.pages(from: first) { names += page.value.map { $0.name ?? "" } }
        let second = try await client.nextPage(first) // one page on, or nil at the end
        #expect(names == ["Ada", "Bob", "Ada", "Bob"])
        #expect(second?.value.first?.id == 2)
    }

    @Test func theLinkedAccountExample() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let client = try makeClient(server)
        let work = try await client.forAccount(42)
        let boxes = try await work.boxes.list()
        let sender = try await work.defaultSenderId()
        #expect(boxes.value.isEmpty)
        #expect(sender == 101)
    }

    @Test func theFormExample() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", "/workflows/31")]))
        let client = try makeClient(server)
        var operation = client.form(.post, "/workflows")
        operation.info = writeInfo(service: "Workflows", operation: "CreateWorkflow", resourceType: "workflow")
        operation.form([("workflow[name]", "Launch")])
        let answer = try await client.sendForm(operation)
        let workflowId = try answer.extractId() // the rightmost number in the redirect's Location
        #expect(workflowId == 31)
    }

    @Test func theSignInAndCacheExample() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            request.path == "/oauth/token"
                ? .json(200, #"{"access_token": "fresh"}"#) : .json(200, "[]", headers: [("ETag", "\"e\"")])
        }
        let (clientId, installId, code, redirectURI, verifier) = ("c", "i", "code", "app://cb", "v")
        let signIn = try HeyClient(auth: NoCredentials(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        let token = try await signIn.oauth.createToken(body: CreateTokenRequestContent(
            grantType: "authorization_code", clientId: clientId, installId: installId,
            code: SensitiveString(code), redirectUri: redirectURI, codeVerifier: SensitiveString(verifier)
        ))
        let metrics = RecordingHooks()
        let client = try HeyClient(
            accessToken: token.accessToken.expose(),
            config: HeyConfig(baseURL: server.baseURL.absoluteString, enableCache: true, maxRetries: 2),
            hooks: ChainHooks(metrics)
        )
        _ = try await client.boxes.list()
        _ = try await client.boxes.list()
        #expect(server.requests.last?.header("Authorization") == "Bearer fresh")
        #expect(server.requests.last?.header("If-None-Match") == "\"e\"")
    }
}
