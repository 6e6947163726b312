import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// The schemes a test document declares, as a generated `SecuritySchemes` would.
private enum Schemes {
    static let headerKey = SecurityScheme(name: "header_key", kind: .apiKey(name: "X-API-Key", location: .header))
    static let appKey = SecurityScheme(name: "app_key", kind: .apiKey(name: "X-App-Key", location: .header))
    static let queryKey = SecurityScheme(name: "query_key", kind: .apiKey(name: "api key", location: .query))
    static let cookieKey = SecurityScheme(name: "cookie_key", kind: .apiKey(name: "sid", location: .cookie))
    static let basic = SecurityScheme(name: "basic", kind: .basic)
    static let bearer = SecurityScheme(name: "bearer", kind: .bearer)
}

/// `GetThing` requiring `security`.
private func securedRoute(_ security: [[String]]?) -> Route {
    var route = testRoute()
    route.security = security
    return route
}

/// A client for `server` holding `credentials`.
private func client(_ server: LoopbackServer, _ credentials: SchemeCredential...) throws -> HeyClient {
    try HeyClient(auth: SchemeCredentials(credentials), config: HeyConfig(baseURL: server.baseURL.absoluteString))
}

@Suite struct SchemeCredentialsTests {
    @Test func anAPIKeyGoesInItsHeader() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k-1"))
        _ = try await getThing(client, route: securedRoute([["header_key"]]))
        let request = try #require(server.requests.first)
        #expect(request.header("X-API-Key") == "k-1")
        #expect(request.header("Authorization") == nil)
    }

    @Test func anAPIKeyGoesInTheQueryEncodedBesideTheOperationsOwnItems() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.queryKey, apiKey: "k&1 +"))
        let route = securedRoute([["query_key"]])
        _ = try await client.context.send(route, path: ["id": "1"], query: [URLQueryItem(name: "q", value: "x")], as: Thing.self)
        let request = try #require(server.requests.first)
        #expect(request.path == "/things/1.json")
        #expect(request.queryValues("q") == ["x"])
        #expect(request.queryValues("api key") == ["k&1 +"])
    }

    @Test func aNextPagesLinkCarryingTheQueryKeyGetsItOnce() async throws {
        let server = try LoopbackServer()
        let next = server.url("/things.json?page=2&api%20key=old").absoluteString
        server.enqueue(.json(200, "[\(thingJSON)]", headers: [("Link", "<\(next)>; rel=\"next\"")]), .json(200, "[\(thingJSON)]"))
        let client = try client(server, SchemeCredential(Schemes.queryKey, apiKey: "k"))
        var route = testRoute("ListThings", .get, "/things", pagination: .link)
        route.security = [["query_key"]]
        let first = try await client.context.sendPage(route, as: [Thing].self)
        _ = try await client.nextPage(first)
        #expect(server.requests.map { $0.queryValues("api key") } == [["k"], ["k"]])
        #expect(server.requests.last?.queryValues("page") == ["2"])
    }

    @Test func theQueryKeyIsNotInWhatHooksAndErrorsReport() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(404, #"{"error": "missing"}"#)
        let hooks = RecordingHooks()
        let client = try HeyClient(auth: SchemeCredentials(SchemeCredential(Schemes.queryKey, apiKey: "secret-key")),
                                   config: HeyConfig(baseURL: server.baseURL.absoluteString), hooks: hooks)
        let error = await heyError { try await getThing(client, route: securedRoute([["query_key"]])) }
        #expect(error?.code == "not_found")
        #expect(String(describing: error).contains("secret-key") == false)
        #expect(hooks.events.allSatisfy { !String(describing: $0).contains("secret-key") })
        #expect(server.requests.first?.queryValues("api key") == ["secret-key"])
    }

    @Test func anAPIKeyGoesInACookieBesideOthers() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.cookieKey, apiKey: "s-1"))
        _ = try await client.context.send(securedRoute([["cookie_key"]]), path: ["id": "1"], headers: ["Cookie": "theme=dark"],
                                          as: Thing.self)
        #expect(server.requests.first?.header("Cookie") == "theme=dark; sid=s-1")
    }

    @Test(arguments: ["a b", "a;b", "a,b", "a\"b", "a\\b", "a\nb"])
    func aCookieValueACookieCannotCarryIsAUsageErrorAndNothingIsSent(key: String) async throws {
        let server = try LoopbackServer()
        let client = try client(server, SchemeCredential(Schemes.cookieKey, apiKey: key))
        let error = await heyError { try await getThing(client, route: securedRoute([["cookie_key"]])) }
        #expect(error?.code == "usage")
        #expect(error?.message.contains("cookie") == true)
        #expect(server.requestCount == 0)
    }

    @Test func basicCredentialsGoOutBase64Encoded() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.basic, user: "ada", password: "pä:ss"))
        _ = try await getThing(client, route: securedRoute([["basic"]]))
        let expected = "Basic " + Data("ada:pä:ss".utf8).base64EncodedString()
        #expect(server.requests.first?.header("Authorization") == expected)
    }

    @Test func aBasicUserHoldingAColonIsAUsageErrorAndNothingIsSent() async throws {
        let server = try LoopbackServer()
        let client = try client(server, SchemeCredential(Schemes.basic, user: "a:b", password: "p"))
        let error = await heyError { try await getThing(client, route: securedRoute([["basic"]])) }
        #expect(error?.code == "usage")
        #expect(server.requestCount == 0)
    }

    @Test func aBearerTokenGoesOutTrimmed() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.bearer, token: " tok-1\n"))
        _ = try await getThing(client, route: securedRoute([["bearer"]]))
        #expect(server.requests.first?.header("Authorization") == "Bearer tok-1")
    }

    @Test func anEmptyBearerTokenFailsAuthRequiredAndAnEmptyKeyUsage() async throws {
        let server = try LoopbackServer()
        let bearer = try client(server, SchemeCredential(Schemes.bearer, token: "  "))
        #expect(await heyError { try await getThing(bearer, route: securedRoute([["bearer"]])) }?.code == "auth_required")
        let key = try client(server, SchemeCredential(Schemes.headerKey, apiKey: ""))
        #expect(await heyError { try await getThing(key, route: securedRoute([["header_key"]])) }?.code == "usage")
        #expect(server.requestCount == 0)
    }

    @Test func aBearerTokenIsRefreshedOnceAfterA401() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(401, #"{"error": "expired"}"#), .json(200, thingJSON))
        let tokens = TestTokens("old")
        let client = try client(server, SchemeCredential(Schemes.bearer, tokenProvider: tokens))
        _ = try await getThing(client, route: securedRoute([["bearer"]]))
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer old", "Bearer token-2"])
        #expect(tokens.refreshCount == 1)
    }

    @Test func aProviderThatRenewedOnItsOwnIsNotAskedToRefresh() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(401, #"{"error": "expired"}"#), .json(200, thingJSON))
        let tokens = TestTokens()
        tokens.rotate(["old", "new"])
        let client = try client(server, SchemeCredential(Schemes.bearer, tokenProvider: tokens),
                                SchemeCredential(Schemes.headerKey, apiKey: "k"))
        _ = try await getThing(client, route: securedRoute([["bearer", "header_key"]]))
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer old", "Bearer new"])
        #expect(tokens.refreshCount == 0)
    }

    @Test func a401WithoutABearerToRenewIsTheCallers() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(401, #"{"error": "bad key"}"#))
        let client = try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k"))
        let error = await heyError { try await getThing(client, route: securedRoute([["header_key"]])) }
        #expect(error?.code == "auth_required")
        #expect(server.requestCount == 1)
    }

    @Test func twoKeysOfOneRequirementGoTogether() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k"), SchemeCredential(Schemes.appKey, apiKey: "a"),
                                SchemeCredential(Schemes.basic, user: "u", password: "p"))
        _ = try await getThing(client, route: securedRoute([["header_key", "app_key"], ["basic"]]))
        let request = try #require(server.requests.first)
        #expect(request.header("X-API-Key") == "k")
        #expect(request.header("X-App-Key") == "a")
        #expect(request.header("Authorization") == nil)
    }

    @Test func theFirstAlternativeTheCredentialsMeetIsSentAndNoOther() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k"), SchemeCredential(Schemes.basic, user: "u", password: "p"))
        _ = try await getThing(client, route: securedRoute([["header_key", "app_key"], ["basic"]]))
        let request = try #require(server.requests.first)
        #expect(request.header("X-API-Key") == nil)
        #expect(request.header("Authorization")?.hasPrefix("Basic ") == true)
    }

    @Test func aMissingCredentialIsAUsageErrorNamingTheSchemesAndNothingIsSent() async throws {
        let server = try LoopbackServer()
        let client = try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k"))
        let error = await heyError { try await getThing(client, route: securedRoute([["header_key", "app_key"], ["basic"]])) }
        #expect(error?.code == "usage")
        #expect(error?.message == "GetThing needs credentials for header_key and app_key, or basic; this client holds header_key, so nothing was sent")
        #expect(server.requestCount == 0)
    }

    @Test func anOptionalRequirementSendsWhatIsHeldElseNothing() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let route = securedRoute([[], ["header_key"]])
        _ = try await getThing(try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k")), route: route)
        _ = try await getThing(try client(server, SchemeCredential(Schemes.basic, user: "u", password: "p")), route: route)
        #expect(server.requests.map { $0.header("X-API-Key") } == ["k", nil])
        #expect(server.requests.map { $0.header("Authorization") } == [nil, nil])
    }

    @Test func anOperationStatingNoSecuritySendsNothingWhateverTheClientHolds() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let route = securedRoute([])
        _ = try await getThing(try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k"),
                                          SchemeCredential(Schemes.cookieKey, apiKey: "c")), route: route)
        _ = try await getThing(try makeClient(server, token: "hey-token"), route: route)
        for request in server.requests {
            #expect(request.header("X-API-Key") == nil)
            #expect(request.header("Cookie") == nil)
            #expect(request.header("Authorization") == nil)
        }
        #expect(server.requestCount == 2)
    }

    @Test func anOperationTheDocumentSaysNothingAboutCarriesEveryCredentialHeld() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k"), SchemeCredential(Schemes.queryKey, apiKey: "q"))
        _ = try await getThing(client, route: securedRoute(nil))
        let request = try #require(server.requests.first)
        #expect(request.header("X-API-Key") == "k")
        #expect(request.queryValues("api key") == ["q"])
    }

    @Test func anotherStrategySignsAsItAlwaysDoesWhateverTheRequirements() async throws {
        let server = try LoopbackServer()
        server.fallback = .json(200, thingJSON)
        let client = try makeClient(server, token: "hey-token")
        _ = try await getThing(client, route: securedRoute([["header_key"]]))
        #expect(server.requests.first?.header("Authorization") == "Bearer hey-token")
    }

    @Test func credentialsNeverGoToAnotherOrigin() async throws {
        let elsewhere = try LoopbackServer()
        elsewhere.fallback = .json(200, thingJSON)
        let server = try LoopbackServer()
        server.enqueue(.status(302, headers: [("Location", "/things/2.json")]),
                       .status(307, headers: [("Location", elsewhere.url("/things/3.json").absoluteString)]))
        let client = try client(server, SchemeCredential(Schemes.headerKey, apiKey: "k"), SchemeCredential(Schemes.queryKey, apiKey: "q"),
                                SchemeCredential(Schemes.cookieKey, apiKey: "c"), SchemeCredential(Schemes.bearer, token: "t"))
        _ = try await getThing(client, route: securedRoute([["header_key", "query_key", "cookie_key", "bearer"]]))
        for hop in server.requests {
            #expect(hop.header("X-API-Key") == "k")
            #expect(hop.queryValues("api key") == ["q"])
            #expect(hop.header("Cookie") == "sid=c")
            #expect(hop.header("Authorization") == "Bearer t")
        }
        let offOrigin = try #require(elsewhere.requests.first)
        #expect(offOrigin.header("X-API-Key") == nil)
        #expect(offOrigin.queryValues("api key").isEmpty)
        #expect(offOrigin.header("Cookie") == nil)
        #expect(offOrigin.header("Authorization") == nil)
    }

    @Test func aLaterCredentialForASchemeReplacesAnEarlierOneAndNoneIsPrinted() {
        let credentials = SchemeCredentials(SchemeCredential(Schemes.headerKey, apiKey: "first"),
                                            SchemeCredential(Schemes.headerKey, apiKey: "second"),
                                            SchemeCredential(Schemes.basic, user: "u", password: "pw"))
        #expect(credentials.schemeNames == ["basic", "header_key"])
        #expect(credentials.ordered.count == 2)
        let printed = "\(credentials) \(credentials.ordered.map(\.description))"
        #expect(!printed.contains("first") && !printed.contains("second") && !printed.contains("pw"))
    }
}
