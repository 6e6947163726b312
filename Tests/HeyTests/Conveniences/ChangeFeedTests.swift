import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ChangeCursorTests {
    @Test func aCursorIsTheQueryOfTheURLHEYIssued() throws {
        let cursor = try ChangeCursor(url: "https://app.hey.com/boxes/1/postings/changes.json?since=2026-10-05T09%3A30%3A00.123Z&v=3&per_page=50")
        #expect(cursor == ChangeCursor(since: "2026-10-05T09:30:00.123Z", v: "3", page: nil, perPage: "50"))
        #expect(try ChangeCursor(url: "/calendar/changes.json?since=s1&page=p2") == ChangeCursor(since: "s1", page: "p2"))
    }

    @Test func aURLWithoutSinceIsAUsageError() {
        #expect(throws: HeyError.self) { try ChangeCursor(url: "https://app.hey.com/boxes/1/postings/changes.json?v=1") }
        #expect((try? ChangeCursor(url: "")) == nil)
    }
}

@Suite struct PostingChangesTests {
    static let changes = #"{"added": [{"id": 1, "kind": "topic"}], "updated": [], "deleted": [{"id": 9, "box_id": 3}]}"#

    @Test func aPageSendsTheCursorAndReadsTheNextPageFromTheLink() async throws {
        let loop = try Loopback()
        let next = loop.server.url("/boxes/3/postings/changes.json?since=s1&v=2&page=p2").absoluteString
        loop.server.enqueue(.json(200, Self.changes, headers: [("Link", "<\(next)>; rel=\"next\"")]))
        let page = try await loop.client.postings.changes(boxId: 3, cursor: ChangeCursor(since: "s1", v: "2", perPage: "50"))
        let request = try loop.only()
        #expect(request.path == "/boxes/3/postings/changes.json")
        #expect(request.queryItems.map { "\($0.name)=\($0.value)" } == ["since=s1", "v=2", "per_page=50"])
        #expect(page.changes?.added?.map(\.id) == [1])
        #expect(page.changes?.deleted?.first?.boxId == 3)
        #expect(!page.fullSyncRequired)
        #expect(page.nextPage == ChangeCursor(since: "s1", v: "2", page: "p2"))
        #expect(page.cursor == page.nextPage)
    }

    @Test func theLastPageNamesAFreshCursorAndNoNextPage() async throws {
        let loop = try Loopback(.json(200, Self.changes, headers: [("Link", "</boxes/3/postings/changes.json?since=s2&v=2>; rel=\"next\"")]))
        let page = try await loop.client.postings.changes(boxId: 3, cursor: ChangeCursor(since: "s1", v: "2"))
        #expect(page.nextPage == nil)
        #expect(page.cursor == ChangeCursor(since: "s2", v: "2"))
    }

    @Test func noLinkMeansNothingChangedAndTheCursorStays() async throws {
        let loop = try Loopback(.json(200, #"{"added": [], "updated": [], "deleted": []}"#))
        let sent = ChangeCursor(since: "s1", v: "2")
        let page = try await loop.client.postings.changes(boxId: 3, cursor: sent)
        #expect(page.cursor == sent)
        #expect(page.nextPage == nil)
    }

    @Test func a409IsAFullSyncAnswerAndASuccessForHooks() async throws {
        let loop = try Loopback(.status(409))
        let page = try await loop.client.postings.changes(boxId: 3, cursor: ChangeCursor(since: "s1", v: "2"))
        #expect(page.fullSyncRequired)
        #expect(page.changes == nil)
        #expect(loop.operations == ["Postings.GetBoxPostingChanges"])
        #expect(loop.outcomes == ["success"])
        #expect(loop.server.requestCount == 1)
    }

    @Test func aLinkOffHEYsOriginIsRefused() async throws {
        let loop = try Loopback(.json(200, Self.changes, headers: [("Link", "<https://elsewhere.example/boxes/3/postings/changes.json?since=s2>; rel=\"next\"")]))
        _ = await expectError("usage") { try await loop.client.postings.changes(boxId: 3, cursor: ChangeCursor(since: "s1")) }
    }

    @Test func anEmptySinceIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.postings.changes(boxId: 3, cursor: ChangeCursor(since: "")) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func allChangesJoinsThePagesAndKeepsTheFreshCursor() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": [{"id": 1, "kind": "topic"}], "deleted": []}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s1&v=2&page=p2>; rel=\"next\"")]),
            .json(200, #"{"added": [{"id": 2, "kind": "topic"}], "updated": [{"id": 3, "kind": "topic"}], "deleted": [{"id": 4}]}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s9&v=2>; rel=\"next\"")]))
        let result = try await loop.client.postings.allChanges(boxId: 3, cursor: ChangeCursor(since: "s1", v: "2"))
        #expect(result.changes?.added?.map(\.id) == [1, 2])
        #expect(result.changes?.updated?.map(\.id) == [3])
        #expect(result.changes?.deleted?.map(\.id) == [4])
        #expect(result.cursor == ChangeCursor(since: "s9", v: "2"))
        #expect(result.nextPage == nil)
        #expect(result.pagesRead == 2)
        #expect(loop.requests.map { $0.queryValues("page") } == [[], ["p2"]])
    }

    @Test func allChangesStopsAtOnceOnAFullSync() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": [{"id": 1, "kind": "topic"}]}"#,
                  headers: [("Link", "</boxes/3/postings/changes.json?since=s1&page=p2>; rel=\"next\"")]),
            .status(409))
        let result = try await loop.client.postings.allChanges(boxId: 3, cursor: ChangeCursor(since: "s1"))
        #expect(result.fullSyncRequired)
        #expect(result.nextPage == nil)
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
        let result = try await loop.client.postings.allChanges(boxId: 3, cursor: ChangeCursor(since: "s1"))
        #expect(result.changes?.added?.map(\.id) == [1, 2])
        #expect(result.nextPage == ChangeCursor(since: "s1", page: "p3"))
        #expect(result.cursor == ChangeCursor(since: "s1", page: "p3"))
        #expect(!result.fullSyncRequired)
        #expect(loop.server.requestCount == 2)
    }
}

@Suite struct CalendarChangesTests {
    @Test func recordingChangesNeedSinceAndV() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.calendars.recordingChanges(calendarId: 4, cursor: ChangeCursor(since: "s1")) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func recordingChangesGroupByTypeAndReadDeletedOnce() async throws {
        let loop = try Loopback(.json(200, """
            {"added": {"Calendar::Event": [{"id": 1, "type": "Calendar::Event"}], "Calendar::Todo": [{"id": 2, "type": "Calendar::Todo"}]},
             "updated": {},
             "deleted": {"Calendar::Event": [{"id": 5, "type": "Calendar::Event"}, {"id": 6, "type": "Calendar::Todo"}],
                         "Calendar::Todo": [{"id": 5, "type": "Calendar::Event"}, {"id": 6, "type": "Calendar::Todo"}]}}
            """))
        let page = try await loop.client.calendars.recordingChanges(calendarId: 4, cursor: ChangeCursor(since: "s1", v: "1"))
        let request = try loop.only()
        #expect(request.path == "/calendars/4/recording/changes.json")
        #expect(request.queryValues("since") == ["s1"])
        #expect(request.queryValues("v") == ["1"])
        #expect(page.changes?.added["Calendar::Todo"]?.map(\.id) == [2])
        #expect(page.changes?.deleted.map(\.id) == [5, 6])
        #expect(page.changes?.deleted.map(\.type) == ["Calendar::Event", "Calendar::Todo"])
        #expect(loop.operations == ["Calendars.GetCalendarRecordingChanges"])
    }

    @Test func aRecordingFeed409AsksForAFullRead() async throws {
        let loop = try Loopback(.status(409))
        let result = try await loop.client.calendars.allRecordingChanges(calendarId: 4, cursor: ChangeCursor(since: "s1", v: "1"))
        #expect(result.fullSyncRequired)
        #expect(result.changes == nil)
        #expect(loop.outcomes == ["success"])
    }

    @Test func allRecordingChangesMergesPages() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": {"Calendar::Event": [{"id": 1, "type": "Calendar::Event"}]}, "deleted": {"Calendar::Event": [{"id": 9}]}}"#,
                  headers: [("Link", "</calendars/4/recording/changes.json?since=s1&v=1&page=2>; rel=\"next\"")]),
            .json(200, #"{"added": {"Calendar::Event": [{"id": 2, "type": "Calendar::Event"}]}, "deleted": {"Calendar::Todo": [{"id": 9}, {"id": 10}]}}"#,
                  headers: [("Link", "</calendars/4/recording/changes.json?since=s7&v=1>; rel=\"next\"")]))
        let result = try await loop.client.calendars.allRecordingChanges(calendarId: 4, cursor: ChangeCursor(since: "s1", v: "1"))
        #expect(result.changes?.added["Calendar::Event"]?.map(\.id) == [1, 2])
        #expect(result.changes?.deleted.map(\.id) == [9, 10])
        #expect(result.cursor == ChangeCursor(since: "s7", v: "1"))
    }

    @Test func calendarChangesSendNoInventedVersion() async throws {
        let loop = try Loopback(.json(200, """
            {"added": [{"calendar": {"id": 3, "name": "Work"}, "recording_changes_url": "/calendars/3/recording/changes.json?since=a&v=1"}],
             "updated": [{"id": 4, "name": "Home"}], "deleted": [{"id": 5, "deleted_at": "2026-10-05T09:30:00Z"}]}
            """))
        let page = try await loop.client.calendars.calendarChanges(cursor: try ChangeCursor(url: "/calendar/changes.json?since=s1"))
        let request = try loop.only()
        #expect(request.target == "/calendar/changes.json?since=s1")
        #expect(page.changes?.added.first?.calendar?.id == 3)
        #expect(page.changes?.updated.map(\.id) == [4])
        #expect(page.changes?.deleted.first?.deletedAt != nil)
        #expect(loop.operations == ["Calendars.GetCalendarChanges"])
    }

    @Test func allCalendarChangesJoinsThePages() async throws {
        let loop = try Loopback(
            .json(200, #"{"updated": [{"id": 1}]}"#, headers: [("Link", "</calendar/changes.json?since=s1&page=2>; rel=\"next\"")]),
            .json(200, #"{"updated": [{"id": 2}], "deleted": [{"id": 3}]}"#, headers: [("Link", "</calendar/changes.json?since=s5>; rel=\"next\"")]))
        let result = try await loop.client.calendars.allCalendarChanges(cursor: ChangeCursor(since: "s1"))
        #expect(result.changes?.updated.map(\.id) == [1, 2])
        #expect(result.changes?.deleted.map(\.id) == [3])
        #expect(result.cursor == ChangeCursor(since: "s5"))
        #expect(result.nextPage == nil)
        #expect(loop.requests.map(\.target) == ["/calendar/changes.json?since=s1", "/calendar/changes.json?since=s1&page=2"])
    }

    @Test func theCalendarListFeedNeverAnswersAFullSync() async throws {
        let loop = try Loopback(.status(409))
        _ = await expectError("conflict") { try await loop.client.calendars.allCalendarChanges(cursor: ChangeCursor(since: "s1")) }
    }

    @Test func feedsAreNeitherRevalidatedNorCached() async throws {
        let body = #"{"added": [], "updated": [], "deleted": []}"#
        let loop = try Loopback(.json(200, body, headers: [("ETag", "\"e1\"")]), .json(200, body, headers: [("ETag", "\"e1\"")]),
                                configure: { $0.enableCache = true })
        _ = try await loop.client.calendars.calendarChanges(cursor: ChangeCursor(since: "s1"))
        _ = try await loop.client.calendars.calendarChanges(cursor: ChangeCursor(since: "s1"))
        #expect(loop.server.requestCount == 2)
        #expect(loop.requests.allSatisfy { $0.header("If-None-Match") == nil })
    }
}
