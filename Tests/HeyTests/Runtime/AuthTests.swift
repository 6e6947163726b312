import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct AuthTests {
    @Test(arguments: ["", "   ", "\n\t"])
    func aBlankTokenIsAUsageErrorAtInit(token: String) {
        #expect {
            _ = try HeyClient(accessToken: token)
        } throws: { error in
            (error as? HeyError)?.code == "usage"
        }
    }

    @Test(arguments: ["abc\r\nX-Injected: 1", "abc\ndef", "abc\u{0}def", "abc\rdef"])
    func aTokenHoldingALineBreakIsAUsageErrorAndNothingIsSent(token: String) async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let tokens = TestTokens(token)
        let client = try makeClient(server, provider: tokens)
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "usage")
        #expect(error?.message.contains("line break") == true)
        #expect(error?.message.contains("abc") == false)
        #expect(server.requestCount == 0)
        let fixed = try makeClient(server, token: token)
        #expect(await heyError { try await getThing(fixed) }?.code == "usage")
        #expect(server.requestCount == 0)
    }

    @Test func aTokenWithSurroundingWhitespaceIsTrimmed() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON), .json(200, thingJSON))
        _ = try await getThing(try makeClient(server, token: "  abc123\n"))
        _ = try await getThing(try makeClient(server, token: "\u{00A0}abc456\u{2028}"))
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer abc123", "Bearer abc456"])
    }

    @Test func aFixedTokenGoesOutAsABearerToken() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON))
        let client = try makeClient(server, token: "abc123")
        #expect(try await getThing(client) == Thing(id: 1, name: "Imbox"))
        #expect(server.requests.first?.header("Authorization") == "Bearer abc123")
    }

    @Test func theProviderIsAskedForTheTokenOnEveryRequest() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON), .json(200, thingJSON), .json(200, thingJSON))
        let tokens = TestTokens()
        tokens.rotate(["a", "b", "c"])
        let client = try makeClient(server, provider: tokens)
        for _ in 0..<3 { _ = try await getThing(client) }
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer a", "Bearer b", "Bearer c"])
        #expect(tokens.accessCount == 3)
    }

    @Test func anAuthStrategySetsTheHeadersItself() async throws {
        struct APIKey: AuthStrategy {
            func authenticate(_ request: inout HTTPRequest) async throws {
                request.headers["X-Api-Key"] = "key-1"
            }
        }
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON))
        let client = try HeyClient(auth: APIKey(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        _ = try await getThing(client)
        #expect(server.requests.first?.header("X-Api-Key") == "key-1")
        #expect(server.requests.first?.header("Authorization") == nil)
    }

    /// 0.34's `.auth(message:detail:)` carries no status: `httpStatus` reads 401 for every
    /// `auth_required` error, this one raised before anything was sent included (it was nil).
    @Test func noCredentialsFailsAuthRequiredBeforeAnythingIsSent() async throws {
        let server = try LoopbackServer()
        let client = try HeyClient(auth: NoCredentials(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "auth_required")
        #expect(error?.exitCode == 3)
        #expect(error?.httpStatus == 401)
        #expect(error?.requestId == nil)
        #expect(server.requestCount == 0)
    }

    @Test func noCredentialsStillSendsRoutesThatCarryNone() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"access_token": "new"}"#))
        let client = try HeyClient(auth: NoCredentials(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        let route = testRoute("CreateToken", .post, "/oauth/token", auth: .none, encoding: .form, redirects: .refuse,
                              pathAsWritten: true)
        let answer = try await client.context.send(route, body: ["grant_type": "authorization_code"], as: JSONValue.self)
        #expect(answer["access_token"] == .string("new"))
        #expect(server.requests.first?.path == "/oauth/token")
        #expect(server.requests.first?.header("Authorization") == nil)
    }

    @Test func aRouteWithoutCredentialsNeverCarriesTheTokenNorRefreshesOn401() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(401, #"{"error": "invalid_grant"}"#))
        let tokens = TestTokens("held-token")
        let client = try makeClient(server, provider: tokens)
        let route = testRoute("CreateToken", .post, "/oauth/token", auth: .none, encoding: .form, pathAsWritten: true)
        let error = await heyError { try await client.context.send(route, body: ["code": "x"], as: JSONValue.self) }
        #expect(error?.code == "auth_required")
        #expect(error?.hint == "invalid_grant")
        #expect(server.requestCount == 1)
        #expect(server.requests.first?.header("Authorization") == nil)
        #expect(tokens.accessCount == 0)
        #expect(tokens.refreshCount == 0)
    }

    @Test func anEmptyTokenFromTheProviderFailsBeforeSending() async throws {
        let server = try LoopbackServer()
        let client = try makeClient(server, provider: TestTokens(""))
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "auth_required")
        #expect(server.requestCount == 0)
    }

    /// 0.34: what a token provider throws reaches the caller as it was thrown (it used to be
    /// wrapped in an `auth_required` error), and the operation still ends in the hooks.
    @Test func aProviderErrorReachesTheCallerAsItWasThrown() async throws {
        struct Broken: TokenProvider {
            struct KeychainLocked: Error {}
            func accessToken() async throws -> String { throw KeychainLocked() }
        }
        let server = try LoopbackServer()
        let hooks = RecordingHooks()
        let client = try makeClient(server, provider: Broken(), hooks: hooks)
        let error = await caught { try await getThing(client) }
        #expect(error is Broken.KeychainLocked)
        #expect(server.requestCount == 0)
        #expect(hooks.summary == ["start", "end KeychainLocked"])
    }

    @Test func anAuthStrategysErrorReachesTheCallerAsItWasThrown() async throws {
        struct HardwareKey: AuthStrategy {
            struct HardwareKeyMissing: Error {}
            func authenticate(_ request: inout HTTPRequest) async throws { throw HardwareKeyMissing() }
        }
        let server = try LoopbackServer()
        let client = try HeyClient(auth: HardwareKey(), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        #expect(await caught { try await getThing(client) } is HardwareKey.HardwareKeyMissing)
        #expect(server.requestCount == 0)
    }

    @Test(arguments: ["", " ", "\n"])
    func aStaticTokenProviderRefusesABlankToken(token: String) {
        #expect {
            _ = try StaticTokenProvider(token)
        } throws: { error in
            (error as? HeyError)?.code == "usage"
        }
    }

    @Test func aStaticTokenProviderHandsItsTokenAndNeverPrintsIt() async throws {
        let provider = try StaticTokenProvider("tok-SECRET")
        #expect(try await provider.accessToken() == "tok-SECRET")
        #expect(try await provider.refresh() == false)
        #expect(!"\(provider)".contains("tok-SECRET"))
        #expect(!String(reflecting: provider).contains("tok-SECRET"))
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON))
        let client = try HeyClient(auth: BearerAuth(tokenProvider: provider), config: HeyConfig(baseURL: server.baseURL.absoluteString))
        _ = try await getThing(client)
        #expect(server.requests.first?.header("Authorization") == "Bearer tok-SECRET")
    }
}
