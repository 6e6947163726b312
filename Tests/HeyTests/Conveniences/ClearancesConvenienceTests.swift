import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ClearanceStatusTests {
    @Test func theDecisionsAreSpelledAsHEYSpellsThem() throws {
        #expect(ClearanceStatus.allCases.map(\.wire) == ["approved", "denied"])
        #expect(ClearanceStatus.allCases.map(\.rawValue) == ["approved", "denied"])
        #expect(try ClearanceStatus.parse("approved") == .approved)
        #expect(try ClearanceStatus.parse("denied") == .denied)
    }

    @Test func anythingElseIsRefusedAsHEYWould() async {
        for source in ["Approved", "", "spam", " denied"] {
            let error = await expectError("validation") { try ClearanceStatus.parse(source) }
            #expect(error?.fieldErrors.map(\.field) == ["status"])
        }
    }

    @Test func screenOptionsChangeNothingUnlessSet() {
        let options = ScreenOptions()
        #expect(options.designationBoxId == nil)
        #expect(!options.spam)
        #expect(!options.markTopicsAsSeen)
        var changed = options
        changed.spam = true
        #expect(changed == ScreenOptions(spam: true))
    }
}

@Suite struct ClearancesConvenienceTests {
    @Test func screeningSendsTheOptionsOnlyWhenSet() async throws {
        let loop = try Loopback(.json(200, #"{"id": 3, "status": "approved"}"#), .json(200, #"{"id": 3}"#), .json(200, #"{"id": 3}"#))
        let clearance = try await loop.client.clearances.screen(clearanceId: 3, status: .approved, options: ScreenOptions(designationBoxId: 5))
        _ = try await loop.client.clearances.screen(clearanceId: 3, status: .denied,
                                                    options: ScreenOptions(designationBoxId: 0, spam: true, markTopicsAsSeen: true))
        _ = try await loop.client.clearances.screen(clearanceId: 3, status: .approved)
        #expect(loop.requests.map(\.line) == ["PATCH /clearances/3.json", "PATCH /clearances/3.json", "PATCH /clearances/3.json"])
        #expect(loop.requests[0].header("Accept") == "application/json")
        #expect(try loop.requests[0].json() == .object(["status": .string("approved"), "designation_box_id": .number(5)]))
        #expect(try loop.requests[1].json() == .object(["status": .string("denied"), "spam": .bool(true), "mark_topics_as_seen": .bool(true)]))
        #expect(try loop.requests[2].json() == .object(["status": .string("approved")]))
        #expect(clearance.id == 3)
        #expect(clearance.status == "approved")
    }

    @Test func aBadIdOrNoIdsIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.clearances.screen(clearanceId: 0, status: .approved) }
        _ = await expectError("usage") { try await loop.client.clearances.rescreen(clearanceId: -3, status: .denied) }
        _ = await expectError("usage") { try await loop.client.clearances.screenMany(clearanceIds: [], status: .approved) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func bulkScreeningJoinsTheIdsIntoOneString() async throws {
        let loop = try Loopback(.json(200, #"{"clearances": [{"id": 1, "status": "denied"}]}"#), .json(200, "{}"),
                                .json(404, #"{"error": "Not found"}"#))
        let changed = try await loop.client.clearances.screenMany(clearanceIds: [1, 2], status: .denied, spam: true)
        let none = try await loop.client.clearances.screenMany(clearanceIds: [7], status: .approved)
        _ = await expectError("not_found") { try await loop.client.clearances.screenMany(clearanceIds: [9], status: .approved) }
        #expect(loop.requests.map(\.line) == ["PATCH /clearances/bulk.json", "PATCH /clearances/bulk.json", "PATCH /clearances/bulk.json"])
        #expect(try loop.requests[0].json() == .object(["ids": .string("1,2"), "status": .string("denied"), "spam": .bool(true)]))
        #expect(try loop.requests[1].json() == .object(["ids": .string("7"), "status": .string("approved")]))
        #expect(changed.map(\.id) == [1])
        #expect(none.isEmpty)
    }

    @Test func rescreeningSendsTheDecision() async throws {
        let loop = try Loopback(.json(200, #"{"id": 3, "status": "approved"}"#), .json(403, #"{"error": "No"}"#))
        let clearance = try await loop.client.clearances.rescreen(clearanceId: 3, status: .approved)
        _ = await expectError("forbidden") { try await loop.client.clearances.rescreen(clearanceId: 4, status: .denied) }
        #expect(loop.requests.map(\.line) == ["PATCH /my/clearances/3.json", "PATCH /my/clearances/4.json"])
        #expect(try loop.requests[0].json() == .object(["status": .string("approved")]))
        #expect(clearance.status == "approved")
    }

    @Test func theSummaryAndTheCountAskWithoutTheClearances() async throws {
        let loop = try Loopback(.json(200, #"{"pending_clearances_count": 4, "signed_stream_name": "s"}"#),
                                .json(200, #"{"pending_clearances_count": 4}"#), .json(200, "{}"))
        let summary = try await loop.client.clearances.summary()
        #expect(try await loop.client.clearances.pendingCount() == 4)
        #expect(try await loop.client.clearances.pendingCount() == 0)
        #expect(loop.requests.map(\.target) == ["/clearances.json", "/clearances.json", "/clearances.json"])
        #expect(summary == ClearanceSummary(pendingClearancesCount: 4, signedStreamName: "s"))
    }

    @Test func pendingAsksForTheClearancesPageByPage() async throws {
        let link = ("Link", "</clearances.json?include_clearances=true&page=c2>; rel=\"next\"")
        let loop = try Loopback(
            .json(200, #"{"pending_clearances_count": 4, "clearances": [{"id": 1}]}"#, headers: [link]),
            .json(200, #"{"pending_clearances_count": 4, "clearances": [{"id": 2}]}"#, headers: [link]))
        let first = try await loop.client.clearances.pending()
        let page = try await loop.client.clearances.pendingPage(page: "c2")
        #expect(loop.requests.map(\.target) == ["/clearances.json?include_clearances=true", "/clearances.json?include_clearances=true&page=c2"])
        #expect(first.clearances?.map(\.id) == [1])
        #expect(first.pendingClearancesCount == 4)
        #expect(page.value.clearances?.map(\.id) == [2])
        #expect(page.nextPage == "c2")
    }

    @Test func screenedAnswersTheDecisionsPageByPage() async throws {
        let loop = try Loopback(
            .json(200, #"{"clearances": [{"id": 2}, {"id": 3}]}"#),
            .json(200, #"{"clearances": [{"id": 4}]}"#, headers: [("Link", "</my/clearances.json?page=s3>; rel=\"next\"")]),
            .json(200, "{}"), .json(404, #"{"error": "Not found"}"#))
        let screened = try await loop.client.clearances.screened(page: "s2")
        let page = try await loop.client.clearances.screenedPage()
        let empty = try await loop.client.clearances.screened()
        _ = await expectError("not_found") { try await loop.client.clearances.screened() }
        #expect(loop.requests.map(\.target) == ["/my/clearances.json?page=s2", "/my/clearances.json", "/my/clearances.json", "/my/clearances.json"])
        #expect(screened.map(\.id) == [2, 3])
        #expect(page.value.clearances?.map(\.id) == [4])
        #expect(page.nextPage == "s3")
        #expect(empty.isEmpty)
    }
}
