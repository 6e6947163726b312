import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ConfigTests {
    @Test func defaultsMatchTheSeed() {
        let config = HeyConfig()
        #expect(config.baseURL == "https://app.hey.com")
        #expect(config.maxRetries == 3)
        #expect(config.baseRetryDelay == nil)
        #expect(config.maxRetryDelay == .seconds(30))
        #expect(config.timeout == .seconds(30))
        #expect(config.enableCache == false)
        #expect(config.maxPages == 10_000)
        #expect(config.maxResponseBodyBytes == 16 * 1024 * 1024)
        #expect(HeyConfig.version == Self.versionFile)
        #expect(HeyConfig.apiVersion == "2026-10-05")
    }

    /// The repository's VERSION, which the generator renders into `HeyConfig.version`.
    static let versionFile: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    @Test func defaultsAre034sNamedConstants() {
        let config = HeyConfig()
        #expect(config.userAgent == HeyConfig.defaultUserAgent)
        #expect(HeyConfig.defaultUserAgent == "hey-sdk-swift/\(HeyConfig.version) (api:\(HeyConfig.apiVersion))")
        #expect(config.enableRetry)
        #expect(config.maxRetryJitter == HeyConfig.defaultMaxRetryJitter)
        #expect(HeyConfig.defaultMaxRetryJitter == .milliseconds(100))
        #expect(config.timeout == HeyConfig.defaultTimeout)
        #expect(config.maxRetries == HeyConfig.defaultMaxRetries)
        #expect(config.maxPages == HeyConfig.defaultMaxPages)
        #expect(config.maxRetryDelay == HeyConfig.defaultMaxRetryDelay)
        #expect(config.maxResponseBodyBytes == HeyConfig.defaultMaxResponseBodyBytes)
        #expect(config.baseURL == HeyConfig.defaultBaseURL)
        #expect(HeyConfig.maxResponseBodyBytes == 50 * 1024 * 1024)
    }

    @Test func everyRequestCarriesVersionAndAPIVersionInUserAgent() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON), .json(200, thingJSON))
        let plain = try makeClient(server)
        _ = try await getThing(plain)
        let branded = try makeClient(server) { $0.userAgent = "MyApp/1.2" }
        _ = try await getThing(branded)
        let agents = server.requests.map { $0.header("User-Agent") }
        let version = Self.versionFile
        #expect(agents == ["hey-sdk-swift/\(version) (api:2026-10-05)", "hey-sdk-swift/\(version) (api:2026-10-05) MyApp/1.2"])
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
            HeyConfig(maxResponseBodyBytes: 0), HeyConfig(maxRetryDelay: .seconds(-1)),
            HeyConfig(baseRetryDelay: .milliseconds(-1)), HeyConfig(maxRetryJitter: .milliseconds(-1)),
            HeyConfig(userAgent: "MyApp/1.2\r\nX-Injected: 1"),
        ]
        for config in configs {
            #expect {
                _ = try HeyClient(accessToken: "t", config: config)
            } throws: { error in
                (error as? HeyError)?.code == "usage"
            }
        }
    }

    /// 0.34: a timeout under a millisecond is refused when the client is made; nil sets no deadline.
    @Test(arguments: [Duration.microseconds(999), .nanoseconds(1), .seconds(-1)])
    func aTimeoutUnderAMillisecondIsAUsageError(timeout: Duration) {
        #expect {
            _ = try HeyClient(accessToken: "t", config: HeyConfig(timeout: timeout))
        } throws: { error in
            (error as? HeyError)?.code == "usage"
        }
    }

    @Test func aMillisecondOrNoTimeoutAtAllIsAccepted() throws {
        _ = try HeyClient(accessToken: "t", config: HeyConfig(timeout: .milliseconds(1)))
        _ = try HeyClient(accessToken: "t", config: HeyConfig(timeout: nil))
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
        #expect((error?.detail?.cause as? URLError)?.code == .timedOut)
        #expect(error?.message.contains("timed out") == true)
    }
}
