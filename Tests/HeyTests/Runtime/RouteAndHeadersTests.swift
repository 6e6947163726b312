import Foundation
import Testing
@testable import Hey

@Suite struct HTTPHeadersTests {
    @Test func namesCompareWithoutCaseAndMayRepeat() {
        var headers = HTTPHeaders([("Link", "<a>; rel=prev"), ("X-Total-Count", "3")])
        headers.add("link", "<b>; rel=next")
        #expect(headers.names == ["Link", "X-Total-Count", "link"])
        #expect(headers["LINK"] == "<a>; rel=prev")
        #expect(headers.values(for: "Link") == ["<a>; rel=prev", "<b>; rel=next"])
        #expect(headers.makeIterator().map { "\($0.name)=\($0.value)" } == ["Link=<a>; rel=prev", "X-Total-Count=3", "link=<b>; rel=next"])
        #expect(headers["Retry-After"] == nil)
        #expect(headers.values(for: "Retry-After").isEmpty)
    }

    @Test func setReplacesEveryFieldOfTheNameAndRemoveDropsThem() {
        var headers: HTTPHeaders = ["Accept": "text/html", "ACCEPT": "*/*", "User-Agent": "x"]
        headers.set("accept", "application/json")
        #expect(headers.values(for: "Accept") == ["application/json"])
        #expect(headers.names == ["User-Agent", "accept"])
        headers.remove("user-agent")
        #expect(headers.names == ["accept"])
        headers.remove("Not-There")
        #expect(headers.names == ["accept"])
        headers["Accept"] = nil
        #expect(headers.isEmpty)
        #expect(HTTPHeaders().isEmpty)
    }

    @Test func equalityIsInOrderWithNamesWithoutCase() {
        let one: HTTPHeaders = ["ETag": "\"v1\"", "Link": "<a>"]
        #expect(one == ["etag": "\"v1\"", "LINK": "<a>"])
        #expect(one != ["Link": "<a>", "ETag": "\"v1\""])
        #expect(one != ["ETag": "\"V1\"", "Link": "<a>"])
        #expect(Set([one, HTTPHeaders([("etag", "\"v1\""), ("link", "<a>")])]).count == 1)
    }
}

@Suite struct RouteTests {
    private let stage = Route(id: "GetStage", service: "Workflows", method: .get, path: "/workflows/{workflowId}/stages/{stageId}",
                              pattern: "/workflows/{workflowId}/stages/{stageId}.json", resource: "stages", resourceType: "workflow",
                              params: [RouteParam(name: "workflowId", role: .parent, kind: .int64),
                                       RouteParam(name: "stageId", role: .recording, kind: .int64)],
                              idempotent: false, readonly: true, html: false, emptyOn: [],
                              pagination: .unpaged, pageParameter: nil, retry: .never)

    @Test func fillFillsThePatternInOrderEncodingEachValueAsOneSegment() throws {
        #expect(try stage.fill([4, 7]) == "/workflows/4/stages/7.json")
        #expect(try stage.fill(["a b", "c/d"]) == "/workflows/a%20b/stages/c%2Fd.json")
        #expect(try Routes.getBox.fill([17]) == "/boxes/17.json")
    }

    @Test(arguments: [[], [4], [4, 7, 9]])
    func fillRefusesAWrongCountOfValues(values: [Int]) {
        #expect {
            _ = try stage.fill(values)
        } throws: { error in
            (error as? HeyError)?.code == "usage" && (error as? HeyError)?.message.contains("workflowId, stageId") == true
        }
    }

    @Test func fillRefusesAnEmptyValue() {
        #expect(throws: HeyError.self) { _ = try stage.fill(["", 7]) }
    }

    @Test func recognizeReadsTheParametersOfAPathWithOrWithoutJSON() throws {
        let found = try #require(stage.recognize("/workflows/4/stages/7.json"))
        #expect(found.map(\.0) == ["workflowId", "stageId"])
        #expect(found.map(\.1) == ["4", "7"])
        #expect(stage.recognize("/workflows/4/stages/7")?.map(\.1) == ["4", "7"])
        #expect(stage.recognize("/workflows/a%20b/stages/7.json")?.first?.1 == "a b")
        #expect(Routes.getBox.recognize("/boxes/17.json")?.map(\.1) == ["17"])
    }

    @Test(arguments: ["/workflows/4/stages", "/workflows/4/stage/7.json", "/workflows//stages/7.json", "/boxes/17.json",
                      "/workflows/4/stages/7/cards.json", ""])
    func recognizeAnswersNilForAnotherPath(path: String) {
        #expect(stage.recognize(path) == nil)
    }

    @Test func aRouteNamesItsFlagsAsGeneratedCodeReadsThem() {
        #expect(stage.description == "GetStage (GET /workflows/{workflowId}/stages/{stageId})")
        #expect(stage.mayResend)
        #expect(stage.totalCountHeader == "X-Total-Count")
        let write = stage.with { $0.method = .post; $0.readonly = false }
        #expect(!write.mayResend)
        #expect(write.with { $0.idempotent = true }.mayResend)
        #expect(Pagination(rawValue: "link") == .link && Pagination.unpaged.rawValue == "unpaged")
        #expect(RetryPolicy.never.max == 1 && RetryPolicy.never.retryOn.isEmpty)
        #expect(RetryPolicy(max: 3, baseDelayMs: 1000, retryOn: [429]).backoff == .exponential)
    }
}
