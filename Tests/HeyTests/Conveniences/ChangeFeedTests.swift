import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ChangeCursorTests {
    @Test func aPostingCursorIsTheQueryOfTheURLHEYIssued() throws {
        let cursor = try PostingChangesCursor.fromURL("https://app.hey.com/boxes/1/postings/changes.json?since=2026-10-05T09%3A30%3A00.123Z&v=3&per_page=50")
        #expect(cursor == PostingChangesCursor(since: "2026-10-05T09:30:00.123Z", version: "3", page: nil, perPage: "50"))
        #expect(try PostingChangesCursor.fromURL("/boxes/1/postings/changes.json?since=s1&page=p2")
                == PostingChangesCursor(since: "s1", page: "p2"))
    }

    @Test func aPostingURLWithoutSinceIsAUsageError() async {
        for url in ["https://app.hey.com/boxes/1/postings/changes.json?v=1", "/boxes/1/postings/changes.json?since=", "", " "] {
            _ = await expectError("usage") { try PostingChangesCursor.fromURL(url) }
        }
    }

    @Test func aCalendarCursorIsTheQueryOfTheURLHEYIssued() async throws {
        #expect(try CalendarChangesCursor.fromUrl("/calendar/changes.json?since=s1&page=p2") == CalendarChangesCursor(since: "s1", page: "p2"))
        #expect(try CalendarChangesCursor.fromUrl("https://app.hey.com/calendars/4/recording/changes.json?since=s1&v=1&per_page=20")
                == CalendarChangesCursor(since: "s1", version: "1", perPage: "20"))
        #expect(CalendarChangesCursor() == CalendarChangesCursor(since: nil, version: nil, page: nil, perPage: nil))
        _ = await expectError("usage") { try CalendarChangesCursor.fromUrl("/calendar/changes.json?v=1") }
        _ = await expectError("usage") { try CalendarChangesCursor.fromUrl("") }
    }
}

@Suite struct PostingChangesTests {
    static let changes = #"{"added": [{"id": 1, "kind": "topic"}], "updated": [], "deleted": [{"id": 9, "box_id": 3, "deleted_at": "2026-10-05T09:30:00Z"}]}"#

    @Test func aPageSendsTheCursorAndReadsTheNextPageFromTheLink() async throws {
        let loop = try Loopback()
        let next = loop.server.url("/boxes/3/postings/changes.json?since=s1&v=2&page=p2").absoluteString
        loop.server.enqueue(.json(200, Self.changes, headers: [("Link", "<\(next)>; rel=\"next\"")]))
        let page = try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1", version: "2", perPage: "50"))
        let request = try loop.only()
        #expect(request.line == "GET /boxes/3/postings/changes.json")
        #expect(request.queryItems.map { "\($0.name)=\($0.value)" } == ["since=s1", "v=2", "per_page=50"])
        #expect(page.added.map(\.id) == [1])
        #expect(page.updated.isEmpty)
        #expect(page.deleted == [DeletedPosting(id: 9, boxId: 3, deletedAt: "2026-10-05T09:30:00Z")])
        #expect(!page.fullSyncRequired)
        #expect(page.nextPage == PostingChangesCursor(since: "s1", version: "2", page: "p2"))
        #expect(page.nextCursor == nil)
        #expect(loop.operations == ["Postings.GetBoxPostingChanges"])
    }

    @Test func theLastPageNamesTheCursorToPollAndNoNextPage() async throws {
        let loop = try Loopback(.json(200, Self.changes, headers: [("Link", "</boxes/3/postings/changes.json?since=s2&v=2>; rel=\"next\"")]))
        let page = try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1", version: "2"))
        #expect(page.nextPage == nil)
        #expect(page.nextCursor == PostingChangesCursor(since: "s2", version: "2"))
    }

    @Test func noLinkMeansNothingChangedAndNoCursor() async throws {
        let loop = try Loopback(.json(200, #"{"added": [], "updated": [], "deleted": []}"#))
        let page = try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1", version: "2"))
        #expect(page == PostingChanges())
    }

    @Test func a409IsAFullSyncAnswerAndASuccessForHooks() async throws {
        let loop = try Loopback(.status(409))
        let page = try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1", version: "2"))
        #expect(page == PostingChanges(fullSyncRequired: true))
        #expect(loop.operations == ["Postings.GetBoxPostingChanges"])
        #expect(loop.outcomes == ["success"])
        #expect(loop.server.requestCount == 1)
    }

    @Test func aLinkOffHEYsOriginIsRefused() async throws {
        let loop = try Loopback(.json(200, Self.changes, headers: [("Link", "<https://elsewhere.example/boxes/3/postings/changes.json?since=s2>; rel=\"next\"")]))
        _ = await expectError("usage") { try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1")) }
    }

    @Test func aLinkWithoutSinceIsAnUnusableAnswer() async throws {
        let loop = try Loopback(.json(200, Self.changes, headers: [("Link", "</boxes/3/postings/changes.json?page=p2>; rel=\"next\"")]))
        let error = await expectError("api_error") { try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1")) }
        #expect(error?.isRetryable == false)
    }

    @Test func aBlankSinceOrABadBoxIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "")) }
        _ = await expectError("usage") { try await loop.client.postings.allChanges(boxId: 3, cursor: PostingChangesCursor(since: " ")) }
        _ = await expectError("usage") { try await loop.client.postings.changes(boxId: 0, cursor: PostingChangesCursor(since: "s1")) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func HEYsOtherFailuresAreErrors() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#), .json(200, #"{"added": [{"id": "x"}]}"#))
        _ = await expectError("not_found") { try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1")) }
        _ = await expectError("api_error") { try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1")) }
    }

    @Test func allChangesJoinsThePagesAndKeepsTheCursorToPoll() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": [{"id": 1, "kind": "topic"}], "deleted": []}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s1&v=2&page=p2>; rel=\"next\"")]),
            .json(200, #"{"added": [{"id": 2, "kind": "topic"}], "updated": [{"id": 3, "kind": "topic"}], "deleted": [{"id": 4}]}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s9&v=2>; rel=\"next\"")]))
        let result = try await loop.client.postings.allChanges(boxId: 3, cursor: PostingChangesCursor(since: "s1", version: "2"))
        #expect(result.added.map(\.id) == [1, 2])
        #expect(result.updated.map(\.id) == [3])
        #expect(result.deleted.map(\.id) == [4])
        #expect(result.nextCursor == PostingChangesCursor(since: "s9", version: "2"))
        #expect(result.nextPage == nil)
        #expect(!result.fullSyncRequired)
        #expect(loop.requests.map(\.target) == ["/boxes/3/postings/changes.json?since=s1&v=2",
                                                "/boxes/3/postings/changes.json?since=s1&v=2&page=p2"])
    }

    @Test func allChangesStopsAtOnceOnAFullSync() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": [{"id": 1, "kind": "topic"}]}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s1&page=p2>; rel=\"next\"")]),
            .status(409),
            .json(200, #"{"added": []}"#))
        let result = try await loop.client.postings.allChanges(boxId: 3, cursor: PostingChangesCursor(since: "s1"))
        #expect(result.fullSyncRequired)
        #expect(result.nextPage == nil)
        #expect(result.nextCursor == nil)
        #expect(loop.server.requestCount == 2)
        #expect(loop.outcomes == ["success", "success"])
    }

    @Test func allChangesStopsAtMaxPagesAndNamesTheUnreadPage() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": [{"id": 1, "kind": "topic"}]}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s1&page=p2>; rel=\"next\"")]),
            .json(200, #"{"added": [{"id": 2, "kind": "topic"}]}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s1&page=p3>; rel=\"next\"")]),
            configure: { $0.maxPages = 2 })
        let result = try await loop.client.postings.allChanges(boxId: 3, cursor: PostingChangesCursor(since: "s1"))
        #expect(result.added.map(\.id) == [1, 2])
        #expect(result.nextPage == PostingChangesCursor(since: "s1", page: "p3"))
        #expect(result.nextCursor == nil)
        #expect(!result.fullSyncRequired)
        #expect(loop.server.requestCount == 2)
    }

    @Test func aFailureMidWalkIsThrown() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": [{"id": 1, "kind": "topic"}]}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s1&page=p2>; rel=\"next\"")]),
            .json(403, #"{"error": "Forbidden"}"#))
        _ = await expectError("forbidden") { try await loop.client.postings.allChanges(boxId: 3, cursor: PostingChangesCursor(since: "s1")) }
    }
}
