import Foundation
import HeyTestSupport
import Testing
@testable import Hey

private let tokenJSON = #"{"access_token": "new-access", "refresh_token": "new-refresh", "token_type": "Bearer", "expires_in": 7200}"#

private let codeExchange = CreateTokenRequestContent(
    grantType: "authorization_code", clientId: "client-1", installId: "install-1", code: SensitiveString("code-1"),
    redirectUri: "app://callback", codeVerifier: SensitiveString("verifier-1"))

/// Calls both OAuth operations once and answers what each threw (nil when it succeeded).
private func callBoth(_ client: HeyClient) async -> [(any Error)?] {
    var errors: [(any Error)?] = []
    do { _ = try await client.oauth.createToken(body: codeExchange); errors.append(nil) } catch { errors.append(error) }
    do { try await client.oauth.revokeToken(body: RevokeTokenRequestContent(token: "old")); errors.append(nil) } catch { errors.append(error) }
    return errors
}

@Suite struct OAuthTests {
    @Test func createTokenGoesWithoutCredentialsEvenFromATokenClient() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, tokenJSON))
        let tokens = TestTokens("held-token")
        let client = try makeClient(server, provider: tokens)
        let token = try await client.oauth.createToken(body: codeExchange)
        #expect(token.accessToken.expose() == "new-access")
        #expect(token.expiresIn == 7200)
        let sent = try #require(server.requests.first)
        #expect(sent.method == "POST")
        #expect(sent.target == "/oauth/token")
        #expect(sent.header("Authorization") == nil)
        #expect(sent.header("Content-Type") == "application/x-www-form-urlencoded")
        let fields = Dictionary(uniqueKeysWithValues: sent.formFields.map { ($0.name, $0.value) })
        #expect(fields["grant_type"] == "authorization_code")
        #expect(fields["code"] == "code-1")
        #expect(fields["code_verifier"] == "verifier-1")
        #expect(tokens.accessCount == 0)
    }

    @Test func revokeTokenGoesWithoutCredentials() async throws {
        let server = try LoopbackServer()
        server.enqueue(.status(200))
        let client = try makeClient(server, token: "the-token")
        try await client.oauth.revokeToken(body: RevokeTokenRequestContent(token: "the-token"))
        let sent = try #require(server.requests.first)
        #expect(sent.target == "/oauth/revoke")
        #expect(sent.header("Authorization") == nil)
        #expect(sent.formFields.map(\.name) == ["token"])
        #expect(sent.formFields.first?.value == "the-token")
    }

    @Test func a401FromEitherIsTheAnswerAndNeverARefresh() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(401, #"{"error": "invalid_grant"}"#)
        let tokens = TestTokens("held-token")
        let client = try makeClient(server, provider: tokens)
        let errors = await callBoth(client)
        #expect(errors.map { ($0 as? HeyError)?.code } == ["auth_required", "auth_required"])
        #expect(errors.map { ($0 as? HeyError)?.httpStatus } == [401, 401])
        #expect(server.requestCount == 2)
        #expect(tokens.refreshCount == 0)
        #expect(tokens.accessCount == 0)
    }

    @Test func aRedirectFromEitherIsAnErrorCarryingItsStatusAndIsNotFollowed() async throws {
        let server = try LoopbackServer()
        server.respond { request in
            request.path.hasPrefix("/oauth/")
                ? .status(302, headers: [("Location", "/elsewhere")]) : .json(200, tokenJSON)
        }
        let client = try makeClient(server)
        let errors = await callBoth(client)
        #expect(errors.map { ($0 as? HeyError)?.code } == ["api_error", "api_error"])
        #expect(errors.map { ($0 as? HeyError)?.httpStatus } == [302, 302])
        #expect(server.requests.map(\.path) == ["/oauth/token", "/oauth/revoke"])
    }

    @Test func aClientWithNoCredentialsCanSignInAndNothingElse() async throws {
        let server = try LoopbackServer()
        server.respond { request in request.path == "/boxes.json" ? .json(200, "[]") : .json(200, tokenJSON) }
        let signIn = try HeyClient(auth: NoCredentials(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        let token = try await signIn.oauth.createToken(body: codeExchange)
        #expect(token.refreshToken?.expose() == "new-refresh")
        let error = await heyError { try await signIn.boxes.list() }
        #expect(error?.code == "auth_required")
        #expect(server.requests.map(\.path) == ["/oauth/token"])
        let client = try HeyClient(accessToken: token.accessToken.expose(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        _ = try await client.boxes.list()
        #expect(server.requests.last?.header("Authorization") == "Bearer new-access")
    }
}
