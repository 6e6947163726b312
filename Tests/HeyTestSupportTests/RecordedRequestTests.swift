import Foundation
import Testing
@testable import HeyTestSupport

@Suite("RecordedRequest accessors")
struct RecordedRequestTests {
    static func make(target: String, body: String = "") -> RecordedRequest {
        RecordedRequest(
            method: "GET", target: target, headers: [(name: "Content-Type", value: "x"), (name: "content-type", value: "y")],
            body: Data(body.utf8), arrivedAt: .now, connectionIndex: 3
        )
    }

    @Test("Path and query split at the first '?'; query items decode in order")
    func queryDecoding() {
        let request = Self.make(target: "/s%20p/x.json?tag=a&tag=b%2Bc&q=one+two&flag&&e=x=y&bad=%zz")
        #expect(request.path == "/s%20p/x.json")
        #expect(request.query == "tag=a&tag=b%2Bc&q=one+two&flag&&e=x=y&bad=%zz")
        #expect(request.queryItems.map(\.name) == ["tag", "tag", "q", "flag", "e", "bad"])
        #expect(request.queryValues("tag") == ["a", "b+c"])
        #expect(request.queryValues("q") == ["one two"])
        #expect(request.queryValues("flag") == [""])
        #expect(request.queryValues("e") == ["x=y"])
        #expect(request.queryValues("bad") == ["%zz"])
        #expect(request.queryValues("missing").isEmpty)
    }

    @Test("A target without '?' has no query")
    func noQuery() {
        let request = Self.make(target: "/plain")
        #expect(request.path == "/plain")
        #expect(request.query == nil)
        #expect(request.queryItems.isEmpty)
    }

    @Test("header() is case-insensitive and returns the first value")
    func headerLookup() {
        #expect(Self.make(target: "/").header("CONTENT-TYPE") == "x")
        #expect(Self.make(target: "/").header("Accept") == nil)
    }

    @Test("formFields and jsonBody decode the body")
    func bodyDecoding() throws {
        #expect(Self.make(target: "/", body: "a=%C3%A9t%C3%A9&b=1+2").formFields.map(\.value) == ["été", "1 2"])
        #expect(try Self.make(target: "/").jsonBody() == nil)
        #expect(try Self.make(target: "/", body: "42").jsonBody() as? Int == 42)
        #expect(throws: (any Error).self) { try Self.make(target: "/", body: "{nope").jsonBody() }
    }
}
