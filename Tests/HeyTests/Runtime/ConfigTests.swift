import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ConfigTests {
    @Test func defaultsMatchTheSeed() {
        let config = HeyConfig()
        #expect(config.baseURL == "https://app.hey.com")
        #expect(config.maxRetries == 3)
        #expect(config.baseRetryDelay == .zero)
        #expect(config.maxRetryDelay == .seconds(30))
        #expect(config.timeout == .seconds(30))
        #expect(config.enableCache == false)
        #expect(config.maxPages == 10_000)
        #expect(config.maxBodyBytes == 16 * 1024 * 1024)
        #expect(HeyConfig.version == "0.1.0")
        #expect(HeyConfig.apiVersion == "2026-10-05")
    }

    @Test func everyRequestCarriesVersionAndAPIVersionInUserAgent() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON), .json(200, thingJSON))
        let plain = try makeClient(server)
        _ = try await getThing(plain)
        let branded = try makeClient(server) { $0.userAgent = "MyApp/1.2" }
        _ = try await getThing(branded)
        let agents = server.requests.map { $0.header("User-Agent") }
        #expect(agents == ["hey-sdk-swift/0.1.0 (api:2026-10-05)", "hey-sdk-swift/0.1.0 (api:2026-10-05) MyApp/1.2"])
        #expect(agents == [HeyConfig().userAgentHeader, HeyConfig(userAgent: "MyApp/1.2").userAgentHeader])
        #expect(server.requests.first?.header("Accept") == "application/json")
    }

    @Test(arguments: [
        "http://app.hey.com", "ftp://127.0.0.1", "not a url", "", "https://user:pw@app.hey.com",
        "https://app.hey.com?x=1", "http://localhost.evil.com", "http://127.0.0.2",
    ])
    func aBadBaseURLIsAUsageErrorWhenTheClientIsMade(baseURL: String) {
        #expect {
            _ = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: baseURL))
        } throws: { error in
            (error as? HeyError)?.code == "usage"
        }
    }

    @Test(arguments: [
        "https://app.hey.com", "https://app.hey.com/", "http://localhost:3000", "http://127.0.0.1:8080",
        "http://[::1]:9292", "http://hey.localhost", "HTTPS://APP.HEY.COM",
    ])
    func httpsAndLoopbackHTTPBaseURLsAreAccepted(baseURL: String) throws {
        _ = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: baseURL))
    }

    @Test func aBadSettingIsAUsageError() {
        let configs = [
            HeyConfig(maxRetries: -1), HeyConfig(timeout: .zero), HeyConfig(maxPages: 0),
            HeyConfig(maxBodyBytes: 0), HeyConfig(maxRetryDelay: .seconds(-1)),
        ]
        for config in configs {
            #expect(throws: HeyError.self) { _ = try HeyClient(accessToken: "t", config: config) }
        }
    }

    @Test func aTrailingSlashOnTheBaseURLIsIgnored() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON))
        let client = try HeyClient(accessToken: "t", config: HeyConfig(baseURL: server.baseURL.absoluteString + "/"))
        _ = try await getThing(client)
        #expect(server.requests.map(\.path) == ["/things/1.json"])
    }

    @Test func theTimeoutEndsASlowRequestAsANetworkError() async throws {
        let server = try LoopbackServer()
        server.enqueue(ScriptedResponse(status: 200, body: Data(thingJSON.utf8), delay: .seconds(60)))
        let client = try makeClient(server) { $0.timeout = .milliseconds(300) }
        let error = await heyError { try await getThing(client, route: testRoute(.post, readOnly: false)) }
        #expect(error?.code == "network")
        #expect(error?.isRetryable == true)
        // The answer would have come (a success) after 60 s; the timeout ended the call first.
        #expect((error?.detail.cause as? URLError)?.code == .timedOut)
        #expect(error?.message.contains("timed out") == true)
    }
}
