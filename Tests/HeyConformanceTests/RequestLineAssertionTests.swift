import Foundation
import Hey
import HeyDispatch
import Testing
@testable import HeyConformance

@Suite("Request-line assertions: requestCount, requestPath, requestMethod, requestQuery")
struct RequestLineAssertionTests {
    let observation = Fixtures.observation([
        Fixtures.request("GET", "/identity.json"),
        Fixtures.request("POST", "/boxes.json?filtered_account_id=42&q=a+b&ids=1%2C2"),
    ], scripted: [200, 200])

    @Test func requestCount() async {
        #expect(await Fixtures.failure(.requestCount(2), observation) == nil)
        let why = await Fixtures.failure(.requestCount(1), observation)
        #expect(why == "test: expected 1 requests, got 2 (GET /identity.json, POST /boxes.json?filtered_account_id=42&q=a+b&ids=1%2C2)")
    }

    @Test func requestPathAndLastRequestPath() async {
        #expect(await Fixtures.failure(.requestPath("/identity.json", .first), observation) == nil)
        #expect(await Fixtures.failure(.requestPath("/boxes.json", .last), observation) == nil)
        #expect(await Fixtures.failure(.requestPath("/boxes.json", .first), observation)
                == "test: expected /boxes.json, got /identity.json")
        #expect(await Fixtures.failure(.requestPath("/x", .first), Fixtures.observation()) == "test: no request was received")
    }

    @Test("A model path is compared after the suffix rule: /boxes/123 expected matches /boxes/123.json sent, not /boxes/123")
    func modelPaths() async {
        let suffixed = Fixtures.observation([Fixtures.request("/boxes/123.json")])
        let bare = Fixtures.observation([Fixtures.request("/boxes/123")])
        #expect(await Fixtures.failure(.requestPath("/boxes/123", .first), suffixed) == nil)
        #expect(await Fixtures.failure(.requestPath("/boxes/123.json", .first), suffixed) == nil)
        #expect(await Fixtures.failure(.requestPath("/boxes/123.json", .first), bare) == "test: expected /boxes/123.json, got /boxes/123")
        #expect(await Fixtures.failure(.requestPath("/boxes/123", .first), bare)
                == "test: expected /boxes/123 (sent as /boxes/123.json), got /boxes/123")
        #expect(await Fixtures.failure(.requestPath("/boxes/124", .last), suffixed)
                == "test: expected /boxes/124 (sent as /boxes/124.json), got /boxes/123.json")
    }

    @Test("An operation that sends the model's path as written is expected without .json")
    func pathsAsWritten() async {
        var bare = Fixtures.observation([Fixtures.request("/boxes/123")])
        bare.sendsModelPathAsWritten = true
        #expect(await Fixtures.failure(.requestPath("/boxes/123", .first), bare) == nil)
        #expect(await Fixtures.failure(.requestPath("/boxes/123.json", .first), bare) != nil)
        bare.sendsModelPathAsWritten = false
        #expect(await Fixtures.failure(.requestPath("/boxes/123", .first), bare) != nil)
    }

    @Test("An HTML route (the workflow stage page) is sent as written by the SDK itself, so it is expected as written")
    func htmlRoutesAsWritten() async {
        let page = Fixtures.observation([Fixtures.request("/workflows/71/stages/72")])
        #expect(!page.sendsModelPathAsWritten)
        #expect(await Fixtures.failure(.requestPath("/workflows/71/stages/72", .first), page) == nil)
        #expect(await Fixtures.failure(.requestPath("/workflows/71/stages/72.json", .first), page)
                == "test: expected /workflows/71/stages/72.json, got /workflows/71/stages/72")
        #expect(ModelPaths.sent("/workflows/71/stages/72", asWritten: false) == "/workflows/71/stages/72")
    }

    @Test("Which expected paths get .json",
          arguments: [
            ("/boxes/123", "/boxes/123.json"),
            ("/calendar/days/2026-10-14", "/calendar/days/2026-10-14.json"),
            ("/topics/9/entries", "/topics/9/entries.json"),
            ("/boxes/123.json", "/boxes/123.json"),
            ("/identity.json", "/identity.json"),
            ("/oauth/token", "/oauth/token"),
            ("/elsewhere", "/elsewhere"),
            ("/boxes/", "/boxes/"),
            ("/boxes//", "/boxes//"),
          ])
    func suffixRule(expected: String, sent: String) {
        #expect(ModelPaths.sent(expected, asWritten: false) == sent)
        #expect(ModelPaths.sent(expected, asWritten: true) == expected)
    }

    @Test func requestMethod() async {
        #expect(await Fixtures.failure(.requestMethod("GET"), observation) == nil)
        #expect(await Fixtures.failure(.requestMethod("POST"), observation) == "test: expected POST, got GET")
    }

    @Test func requestQueryAndLastRequestQuery() async {
        let holds: [String: ExactJSON] = ["filtered_account_id": .integer(42), "q": .string("a b"), "ids": .string("1,2"), "page": .null]
        #expect(await Fixtures.failure(.requestQuery(holds, .last), observation) == nil)
        #expect(await Fixtures.failure(.requestQuery(["filtered_account_id": .null], .first), observation) == nil)
        let wrong = await Fixtures.failure(.requestQuery(["filtered_account_id": .string("43")], .last), observation)
        #expect(wrong?.contains(#"filtered_account_id: expected "43", got "42""#) == true, "\(wrong ?? "")")
        #expect(await Fixtures.failure(.requestQuery(["q": .null], .last), observation)?.contains("must be absent") == true)
        #expect(await Fixtures.failure(.requestQuery(["page": .string("2")], .last), observation)?.contains("absent") == true)
        let twice = Fixtures.observation([Fixtures.request("/a.json?x=1&x=1")])
        #expect(await Fixtures.failure(.requestQuery(["x": .string("1")], .first), twice)?.contains("appears 2 times") == true)
    }
}
