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

    @Test func responseHeader() async {
        #expect(await Fixtures.failure(.responseHeader(name: "X-Total-Count", expected: "3"), observation) == nil)
        #expect(await Fixtures.failure(.responseHeader(name: "X-Total-Count", expected: "4"), observation) != nil)
        #expect(await Fixtures.failure(.responseHeader(name: "ETag", expected: "x"), observation) == "test: the answer has no ETag header")
        let headerless = Fixtures.observation(result: .success(OperationAnswer(value: .null)))
        #expect(await Fixtures.failure(.responseHeader(name: "ETag", expected: "x"), headerless) == "test: the call hands back no headers")
    }
}
