import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct CalendarListConvenienceTests {
    @Test func theListCarriesEachFeedsURL() async throws {
        let loop = try Loopback(.json(200, """
            {"calendars": [{"calendar": {"id": 3, "name": "Work"}, "recording_changes_url": "/calendars/3/recording/changes.json?since=a&v=1",
                            "signed_stream_name": "stream-3"}],
             "calendar_changes_url": "/calendar/changes.json?since=b", "selected_calendar_ids": [3]}
            """))
        let list = try await loop.client.calendars.listWithChanges()
        #expect(try loop.only().line == "GET /calendars.json")
        #expect(list.calendars.map { $0.calendar?.id } == [3])
        #expect(list.calendars.first?.recordingChangesUrl == "/calendars/3/recording/changes.json?since=a&v=1")
        #expect(list.calendars.first?.signedStreamName == "stream-3")
        #expect(list.calendarChangesUrl == "/calendar/changes.json?since=b")
        #expect(list.selectedCalendarIds == [3])
        #expect(loop.operations == ["Calendars.ListCalendars"])
        #expect(try CalendarChangesCursor.fromUrl(list.calendarChangesUrl ?? "") == CalendarChangesCursor(since: "b"))
    }

    @Test func missingListsReadAsEmpty() async throws {
        let loop = try Loopback(.json(200, "{}"), .json(404, #"{"error": "Not found"}"#))
        #expect(try await loop.client.calendars.listWithChanges() == CalendarList())
        _ = await expectError("not_found") { try await loop.client.calendars.listWithChanges() }
    }

    @Test func toggleSelectionAnswersTheSelectedIds() async throws {
        let loop = try Loopback(.json(200, #"{"selected_calendar_ids": [3, 5]}"#))
        #expect(try await loop.client.calendars.toggleSelection(calendarId: 5) == [3, 5])
        #expect(try loop.only().line == "POST /calendars/5/toggle.json")
        #expect(loop.operations == ["Calendars.ToggleCalendar"])
    }

    @Test func toggleSelectionIsNeverResentAndChecksTheId() async throws {
        let loop = try Loopback(.json(503, #"{"error": "busy"}"#))
        _ = await expectError("usage") { try await loop.client.calendars.toggleSelection(calendarId: 0) }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("api_error") { try await loop.client.calendars.toggleSelection(calendarId: 5) }
        #expect(loop.server.requestCount == 1)
    }
}

@Suite struct CalendarChangesTests {
    @Test func recordingChangesNeedSinceAndV() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.calendars.recordingChanges(calendarId: 4, cursor: CalendarChangesCursor(since: "s1")) }
        _ = await expectError("usage") { try await loop.client.calendars.recordingChanges(calendarId: 4, cursor: CalendarChangesCursor(version: "1")) }
        _ = await expectError("usage") { try await loop.client.calendars.allRecordingChanges(calendarId: 0, cursor: CalendarChangesCursor(since: "s1", version: "1")) }
        _ = await expectError("usage") { try await loop.client.calendars.calendarChanges(cursor: CalendarChangesCursor()) }
        _ = await expectError("usage") { try await loop.client.calendars.allCalendarChanges(cursor: CalendarChangesCursor(since: " ")) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func recordingChangesGroupByTypeAndReadDeletedOnce() async throws {
        let loop = try Loopback(.json(200, """
            {"added": {"Calendar::Event": [{"id": 1, "type": "Calendar::Event"}], "Calendar::Todo": [{"id": 2, "type": "Calendar::Todo"}]},
             "updated": {},
             "deleted": {"Calendar::Event": [{"id": 5, "type": "Calendar::Event", "deleted_at": "t5"}, {"id": 6, "type": "Calendar::Todo", "deleted_at": "t6"}],
                         "Calendar::Todo": [{"id": 5, "type": "Calendar::Event", "deleted_at": "t5"}, {"id": 6, "type": "Calendar::Todo", "deleted_at": "t6"}]}}
            """, headers: [("Link", "</calendars/4/recording/changes.json?since=s2&v=1>; rel=\"next\"")]))
        let page = try await loop.client.calendars.recordingChanges(calendarId: 4, cursor: CalendarChangesCursor(since: "s1", version: "1"))
        let request = try loop.only()
        #expect(request.target == "/calendars/4/recording/changes.json?since=s1&v=1")
        #expect(page.added["Calendar::Todo"]?.map(\.id) == [2])
        #expect(page.updated.isEmpty)
        #expect(page.deleted == [DeletedRecording(id: 5, deletedAt: "t5", type: "Calendar::Event"),
                                 DeletedRecording(id: 6, deletedAt: "t6", type: "Calendar::Todo")])
        #expect(page.nextCursor == CalendarChangesCursor(since: "s2", version: "1"))
        #expect(page.nextPage == nil)
        #expect(!page.fullSyncRequired)
        #expect(loop.operations == ["Calendars.GetCalendarRecordingChanges"])
    }

    @Test func aDeletionWithoutItsTimeIsUnreadable() async throws {
        let loop = try Loopback(.json(200, #"{"deleted": {"Calendar::Event": [{"id": 9}]}}"#))
        _ = await expectError("api_error") {
            try await loop.client.calendars.recordingChanges(calendarId: 4, cursor: CalendarChangesCursor(since: "s1", version: "1"))
        }
    }

    @Test func aRecordingFeed409AsksForAFullRead() async throws {
        let loop = try Loopback(.status(409))
        let result = try await loop.client.calendars.allRecordingChanges(calendarId: 4, cursor: CalendarChangesCursor(since: "s1", version: "1"))
        #expect(result == RecordingChanges(fullSyncRequired: true))
        #expect(loop.outcomes == ["success"])
    }

    @Test func allRecordingChangesMergesPages() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": {"Calendar::Event": [{"id": 1, "type": "Calendar::Event"}]}, "deleted": {"Calendar::Event": [{"id": 9, "deleted_at": "t"}]}}"#,
                  headers: [("Link", "</calendars/4/recording/changes.json?since=s1&v=1&page=2>; rel=\"next\"")]),
            .json(200, #"{"added": {"Calendar::Event": [{"id": 2, "type": "Calendar::Event"}]}, "deleted": {"Calendar::Todo": [{"id": 9, "deleted_at": "t"}, {"id": 10, "deleted_at": "t"}]}}"#,
                  headers: [("Link", "</calendars/4/recording/changes.json?since=s7&v=1>; rel=\"next\"")]))
        let result = try await loop.client.calendars.allRecordingChanges(calendarId: 4, cursor: CalendarChangesCursor(since: "s1", version: "1"))
        #expect(result.added["Calendar::Event"]?.map(\.id) == [1, 2])
        #expect(result.deleted.map(\.id) == [9, 10])
        #expect(result.nextCursor == CalendarChangesCursor(since: "s7", version: "1"))
        #expect(result.nextPage == nil)
        #expect(loop.requests.map(\.target) == ["/calendars/4/recording/changes.json?since=s1&v=1",
                                                "/calendars/4/recording/changes.json?since=s1&v=1&page=2"])
    }

    @Test func allRecordingChangesStopsAtMaxPages() async throws {
        let loop = try Loopback(
            .json(200, #"{"added": {"Calendar::Event": [{"id": 1, "type": "Calendar::Event"}]}}"#,
                  headers: [("Link", "</calendars/4/recording/changes.json?since=s1&v=1&page=2>; rel=\"next\"")]),
            configure: { $0.maxPages = 1 })
        let result = try await loop.client.calendars.allRecordingChanges(calendarId: 4, cursor: CalendarChangesCursor(since: "s1", version: "1"))
        #expect(result.nextPage == CalendarChangesCursor(since: "s1", version: "1", page: "2"))
        #expect(result.nextCursor == nil)
        #expect(loop.server.requestCount == 1)
    }

    @Test func calendarChangesSendNoInventedVersion() async throws {
        let loop = try Loopback(.json(200, """
            {"added": [{"calendar": {"id": 3, "name": "Work"}, "recording_changes_url": "/calendars/3/recording/changes.json?since=a&v=1"}],
             "updated": [{"id": 4, "name": "Home"}], "deleted": [{"id": 5, "deleted_at": "2026-10-05T09:30:00Z"}]}
            """))
        let page = try await loop.client.calendars.calendarChanges(cursor: try CalendarChangesCursor.fromUrl("/calendar/changes.json?since=s1"))
        let request = try loop.only()
        #expect(request.target == "/calendar/changes.json?since=s1")
        #expect(page.added.first?.calendar?.id == 3)
        #expect(page.added.first?.recordingChangesUrl == "/calendars/3/recording/changes.json?since=a&v=1")
        #expect(page.updated.map(\.id) == [4])
        #expect(page.deleted == [DeletedCalendar(id: 5, deletedAt: "2026-10-05T09:30:00Z")])
        #expect(page.nextPage == nil && page.nextCursor == nil)
        #expect(loop.operations == ["Calendars.GetCalendarChanges"])
    }

    @Test func allCalendarChangesJoinsThePages() async throws {
        let loop = try Loopback(
            .json(200, #"{"updated": [{"id": 1}]}"#, headers: [("Link", "</calendar/changes.json?since=s1&page=2>; rel=\"next\"")]),
            .json(200, #"{"updated": [{"id": 2}], "deleted": [{"id": 3, "deleted_at": "t"}]}"#,
                  headers: [("Link", "</calendar/changes.json?since=s5>; rel=\"next\"")]))
        let result = try await loop.client.calendars.allCalendarChanges(cursor: CalendarChangesCursor(since: "s1"))
        #expect(result.updated.map(\.id) == [1, 2])
        #expect(result.deleted.map(\.id) == [3])
        #expect(result.nextCursor == CalendarChangesCursor(since: "s5"))
        #expect(result.nextPage == nil)
        #expect(loop.requests.map(\.target) == ["/calendar/changes.json?since=s1", "/calendar/changes.json?since=s1&page=2"])
    }

    @Test func theCalendarListFeedNeverAnswersAFullSync() async throws {
        let loop = try Loopback(.status(409))
        _ = await expectError("conflict") { try await loop.client.calendars.allCalendarChanges(cursor: CalendarChangesCursor(since: "s1")) }
        #expect(loop.outcomes == ["conflict"])
    }

    @Test func feedsAreNeitherRevalidatedNorCached() async throws {
        let body = #"{"added": [], "updated": [], "deleted": []}"#
        let loop = try Loopback(.json(200, body, headers: [("ETag", "\"e1\"")]), .json(200, body, headers: [("ETag", "\"e1\"")]),
                                .json(200, body, headers: [("ETag", "\"e2\"")]), .json(200, body, headers: [("ETag", "\"e2\"")]),
                                configure: { $0.enableCache = true })
        _ = try await loop.client.calendars.calendarChanges(cursor: CalendarChangesCursor(since: "s1"))
        _ = try await loop.client.calendars.calendarChanges(cursor: CalendarChangesCursor(since: "s1"))
        _ = try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1"))
        _ = try await loop.client.postings.changes(boxId: 3, cursor: PostingChangesCursor(since: "s1"))
        #expect(loop.server.requestCount == 4)
        #expect(loop.requests.allSatisfy { $0.header("If-None-Match") == nil })
    }
}
