import Foundation
import Hey
import Testing
@testable import HeyConformance

@Suite("Fixture decoding")
struct FixtureDecodingTests {
    @Test("A complete case decodes into typed values")
    func completeCase() throws {
        let fixture = try Fixtures.decodedCase("""
        {"name": "n", "description": "d", "tags": ["t"], "operation": "GetBox", "method": "GET",
         "path": "/boxes/{boxId}", "pathParams": {"boxId": 9007199254740993}, "queryParams": {"page": "p"},
         "requestBody": {"a": 1},
         "mockResponses": [{"status": 404, "headers": {"X-Request-Id": "r", "X-Total-Count": 3}, "body": {"error": "x"}}],
         "configOverrides": {"baseUrl": "http://localhost:1", "accountId": 42, "maxRetries": 1, "baseDelayMs": 5,
                             "cacheEnabled": true, "refreshableCredentials": true, "clientLayer": "hey"},
         "repeatOperation": 2,
         "assertions": [{"type": "requestPath", "expected": "/boxes/1.json"}]}
        """)
        #expect(fixture.problems.isEmpty)
        #expect(fixture.operation == "GetBox")
        #expect(fixture.pathParams["boxId"] == .integer(9007199254740993))
        #expect(fixture.queryParams["page"] == .string("p"))
        #expect(fixture.requestBody == .object(["a": .integer(1)]))
        #expect(fixture.mockResponses.first?.status == 404)
        #expect(fixture.mockResponses.first?.header("x-total-count") == "3")
        #expect(fixture.configOverrides.accountId == 42)
        #expect(fixture.configOverrides.baseDelayMs == 5)
        #expect(fixture.usesHandwrittenLayer)
        #expect(fixture.repeatOperation == 2)
        #expect(fixture.assertions.first?.check == .requestPath("/boxes/1.json", .first))
    }

    @Test("An unknown key of a case is reported by name")
    func unknownCaseKey() throws {
        let fixture = try Fixtures.decodedCase(#"{"name": "n", "operation": "ListBoxes", "mockResponse": [], "assertions": [{"type": "noError"}]}"#)
        #expect(fixture.problems == [#"/0: unknown key "mockResponse""#])
    }

    @Test("Unknown keys inside mock responses, config overrides and assertions are reported")
    func unknownNestedKeys() throws {
        let fixture = try Fixtures.decodedCase("""
        {"name": "n", "operation": "ListBoxes", "mockResponses": [{"status": 200, "delay": 5}],
         "configOverrides": {"timeoutMs": 5}, "assertions": [{"type": "requestCount", "expected": 1, "min": 3}]}
        """)
        #expect(fixture.problems.contains(#"/0/mockResponses/0: unknown key "delay""#))
        #expect(fixture.problems.contains(#"/0/configOverrides: unknown config key "timeoutMs""#))
        #expect(fixture.problems.contains(#"/0/assertions/0 (requestCount): unknown key "min""#))
        #expect(fixture.problems.count == 3)
    }

    @Test("An unknown assertion type is not understood, never skipped")
    func unknownAssertionType() throws {
        let fixture = try Fixtures.decodedCase(#"{"name": "n", "operation": "ListBoxes", "assertions": [{"type": "responseTime", "expected": 5}]}"#)
        #expect(fixture.assertions.first?.check == .notUnderstood("/0/assertions/0 (responseTime): unknown assertion type"))
        #expect(fixture.problems == ["/0/assertions/0 (responseTime): unknown assertion type"])
    }

    @Test("Ill-typed or missing assertion members are not understood",
          arguments: [
            (#"{"type": "requestCount", "expected": "1"}"#, #""expected" must be an integer"#),
            (#"{"type": "requestPath"}"#, #"missing "expected""#),
            (#"{"type": "errorField", "path": "body", "expected": 1}"#, #"unknown error field "body""#),
            (#"{"type": "responseMeta", "path": "pageSize", "expected": 1}"#, #"unknown page metadata "pageSize""#),
            (#"{"type": "urlOrigin", "expected": "accepted"}"#, #"the only urlOrigin expectation is "rejected""#),
            (#"{"type": "delayBetweenRequests", "min": 5, "max": 10}"#, #"unknown key "max""#),
            (#"{"expected": 1}"#, #"an assertion needs a string "type""#),
          ])
    func illTypedAssertions(assertion: String, reason: String) throws {
        let fixture = try Fixtures.decodedCase(#"{"name": "n", "operation": "ListBoxes", "assertions": [\#(assertion)]}"#)
        guard case .notUnderstood(let why)? = fixture.assertions.first?.check else {
            Issue.record("decoded as \(String(describing: fixture.assertions.first?.check))")
            return
        }
        #expect(why.contains(reason), "\(why)")
        #expect(!fixture.problems.isEmpty)
    }

    @Test("An unknown client layer and a repeat below 1 are reported")
    func unknownClientLayer() throws {
        let fixture = try Fixtures.decodedCase("""
        {"name": "n", "operation": "ListBoxes", "repeatOperation": 0, "configOverrides": {"clientLayer": "raw"},
         "assertions": [{"type": "noError"}]}
        """)
        #expect(fixture.problems.contains(#"/0/configOverrides/clientLayer: unknown client layer "raw" (only "hey" is defined)"#))
        #expect(fixture.problems.contains("/0/repeatOperation: must be at least 1, not 0"))
    }

    @Test("A case that cannot be decoded keeps its name and the reason")
    func unreadableCase() throws {
        let entries = try Fixtures.entries(#"[{"name": "broken", "assertions": []}, 5]"#)
        guard case .unreadable(let name, let reason) = entries[0] else {
            Issue.record("decoded: \(entries[0])")
            return
        }
        #expect(name == "broken")
        #expect(reason.contains("/0/operation"))
        #expect(entries[1].displayName(index: 1) == "case #2")
    }

    @Test("A file that is not an array of cases is refused")
    func notAnArray() {
        #expect(throws: FixtureFileError.self) { try Fixtures.entries(#"{"name": "n"}"#) }
    }

    @Test("A JSON string body is sent as its text; other bodies as JSON")
    func mockBodies() throws {
        let fixture = try Fixtures.decodedCase("""
        {"name": "n", "operation": "ListBoxes", "assertions": [{"type": "noError"}],
         "mockResponses": [{"status": 500, "headers": {"Content-Type": "text/html"}, "body": "<html></html>"},
                           {"status": 200, "body": [9007199254740993]}, {"status": 204}]}
        """)
        let scripted = fixture.mockResponses.map(MockScript.scripted)
        #expect(String(decoding: scripted[0].body, as: UTF8.self) == "<html></html>")
        #expect(scripted[0].headers.map(\.value) == ["text/html"])
        #expect(String(decoding: scripted[1].body, as: UTF8.self) == "[9007199254740993]")
        #expect(scripted[1].headers.first?.value == "application/json; charset=utf-8")
        #expect(scripted[2].body.isEmpty)
    }
}
