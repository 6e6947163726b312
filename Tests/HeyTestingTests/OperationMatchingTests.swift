import Foundation
import Hey
@testable import HeyTesting
import Testing

/// Requests are mapped to the model's operations through `Routes.all`.
@Suite struct OperationMatchingTests {
    let matcher = RouteMatcher()

    /// The path the client sends for `route` with every parameter set to `17`, as the runtime
    /// fills it (`.json` added where the client adds it).
    static func samplePath(_ route: Route) throws -> String {
        try route.fill(Array(repeating: 17, count: route.params.count))
    }

    @Test func everyRouteOfTheModelMapsToItsOwnOperation() throws {
        for route in Routes.all {
            let path = try Self.samplePath(route)
            #expect(matcher.operationId(method: route.method.rawValue, path: path) == route.id,
                    "\(route.method.rawValue) \(path)")
        }
    }

    @Test func aLiteralSegmentBeatsAParameter() {
        #expect(matcher.operationId(method: "GET", path: "/topics/sent.json") == "GetSentTopics")
        #expect(matcher.operationId(method: "GET", path: "/topics/42.json") == "GetTopic")
        #expect(matcher.operationId(method: "PATCH", path: "/clearances/bulk.json") == "BulkUpdateClearances")
        #expect(matcher.operationId(method: "PATCH", path: "/clearances/3.json") == "UpdateClearance")
    }

    @Test func methodExtensionAndSegmentCountMustAllMatch() {
        #expect(matcher.operationId(method: "GET", path: "/boxes.json") == "ListBoxes")
        #expect(matcher.operationId(method: "DELETE", path: "/boxes.json") == nil)
        #expect(matcher.operationId(method: "GET", path: "/boxes") == nil)
        #expect(matcher.operationId(method: "GET", path: "/boxes/1/2.json") == nil)
        #expect(matcher.operationId(method: "GET", path: "/boxes/.json") == nil) // a parameter is never empty
        #expect(matcher.operationId(method: "POST", path: "/oauth/token") == "CreateToken") // sent as written
        #expect(matcher.operationId(method: "POST", path: "/oauth/token.json") == nil)
    }
}

/// Scripts the scripted HEY refuses, each with a message that says what to write instead.
@Suite struct ScriptingErrorTests {
    @Test func anUnknownOperationIsRefusedWithASuggestion() throws {
        let hey = try ScriptedHey(.inMemory)
        #expect(throws: ScriptedHeyError.unknownOperation("listBoxes", suggestion: "ListBoxes")) {
            try hey.answer("listBoxes", .json("[]"))
        }
        let error = #expect(throws: ScriptedHeyError.self) { try hey.answer("ListBoxs", .json("[]")) }
        #expect(error?.description == "HeyTesting: no operation of the model is called ListBoxs (Routes.all lists the model's operations)")
    }

    @Test(arguments: ["", "boxes.json", "/boxes.json?page=2", "/boxes.json#top"])
    func aPathWithAQueryOrWithoutItsSlashIsRefused(path: String) throws {
        let hey = try ScriptedHey(.inMemory)
        #expect(throws: ScriptedHeyError.invalidPath(path)) { try hey.answer(path: path, .status(204)) }
    }

    @Test func aScriptNeedsAnAnswer() throws {
        let hey = try ScriptedHey(.inMemory)
        #expect(throws: ScriptedHeyError.noAnswers(for: "ListBoxes")) { try hey.answer("ListBoxes") }
        #expect(throws: ScriptedHeyError.noAnswers(for: "/boxes.json")) { try hey.answer(path: "/boxes.json") }
    }

    @Test func theClientIsPointedAtTheScriptedHey() throws {
        for connection in ScriptedHey.Connection.allCases {
            let hey = try ScriptedHey(connection)
            let client = try hey.client(config: HeyConfig(baseURL: "https://app.hey.com", maxRetries: 1))
            #expect(client.config.baseURL == hey.baseURL.absoluteString)
            #expect(client.config.maxRetries == 1)
            #expect(hey.url("contacts.json?page=2").absoluteString == hey.baseURL.absoluteString + "/contacts.json?page=2")
            #expect((hey.transport == nil) == (connection == .loopback))
        }
    }
}
