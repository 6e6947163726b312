import Foundation
import Hey
import Testing
@testable import HeyConformance

@Suite("Header assertions: headerPresent, requestHeader, responseHeader")
struct HeaderAssertionTests {
    let observation = Fixtures.observation([
        Fixtures.request("/a.json", headers: [("authorization", "Bearer one"), ("User-Agent", "hey-sdk-swift/0.1.0")]),
        Fixtures.request("/a.json", headers: [("Authorization", "Bearer two"), ("If-None-Match", "\"v1\"")]),
    ], scripted: [200, 304], result: .success(OperationAnswer(status: 200, headers: ["x-total-count": "3"])))

    @Test func headerPresent() async {
        #expect(await Fixtures.failure(.headerPresent("User-Agent"), observation) == nil)
        #expect(await Fixtures.failure(.headerPresent("If-None-Match"), observation)
                == "test: the first request carried no If-None-Match header")
    }

    @Test func requestHeaderAndLastRequestHeader() async {
        #expect(await Fixtures.failure(.requestHeader(name: "Authorization", expected: "Bearer one", .first), observation) == nil)
        #expect(await Fixtures.failure(.requestHeader(name: "Authorization", expected: "Bearer two", .last), observation) == nil)
        #expect(await Fixtures.failure(.requestHeader(name: "Authorization", expected: "Bearer two", .first), observation)
                == #"test: Authorization: expected "Bearer two", got "Bearer one""#)
        #expect(await Fixtures.failure(.requestHeader(name: "If-None-Match", expected: "x", .first), observation) != nil)
    }

    @Test("Upstream convention: a lastRequestHeader expecting \"\" means the last request did not send the header")
    func lastRequestHeaderExpectingEmptyMeansNotSent() async {
        // Absent and empty read alike.
        #expect(await Fixtures.failure(.requestHeader(name: "Accept-Language", expected: "", .last), observation) == nil)
        let empty = Fixtures.observation([Fixtures.request("/a.json"), Fixtures.request("/a.json", headers: [("if-none-match", "")])])
        #expect(await Fixtures.failure(.requestHeader(name: "If-None-Match", expected: "", .last), empty) == nil)
        // Sent with a value: the assertion fails, naming it; what the first request sent does not count.
        #expect(await Fixtures.failure(.requestHeader(name: "If-None-Match", expected: "", .last), observation)
                == #"test: If-None-Match: expected the last request not to send it (an empty expected value), got ""v1"""#)
        let firstOnly = Fixtures.observation([Fixtures.request("/a.json", headers: [("If-None-Match", "\"v1\"")]), Fixtures.request("/a.json")])
        #expect(await Fixtures.failure(.requestHeader(name: "If-None-Match", expected: "", .last), firstOnly) == nil)
        // A repeated header sent once with a value is sent.
        let repeated = Fixtures.observation([Fixtures.request("/a.json", headers: [("X-A", ""), ("x-a", "1")])])
        #expect(await Fixtures.failure(.requestHeader(name: "X-A", expected: "", .last), repeated) == #"test: X-A: expected the last request not to send it (an empty expected value), got "1""#)
        #expect(await Fixtures.failure(.requestHeader(name: "If-None-Match", expected: "", .last), Fixtures.observation())
                == "test: no request was received")
        // requestHeader (the first request) keeps its meaning: the header is sent, with that value.
        #expect(await Fixtures.failure(.requestHeader(name: "If-None-Match", expected: "", .first), observation)
                == "test: the first request carried no If-None-Match header")
    }

    @Test func responseHeader() async {
        #expect(await Fixtures.failure(.responseHeader(name: "X-Total-Count", expected: "3"), observation) == nil)
        #expect(await Fixtures.failure(.responseHeader(name: "X-Total-Count", expected: "4"), observation) != nil)
        #expect(await Fixtures.failure(.responseHeader(name: "ETag", expected: "x"), observation) == "test: the answer has no ETag header")
        let headerless = Fixtures.observation(result: .success(OperationAnswer(value: .null)))
        #expect(await Fixtures.failure(.responseHeader(name: "ETag", expected: "x"), headerless) == "test: the call hands back no headers")
    }
}
