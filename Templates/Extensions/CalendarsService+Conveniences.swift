import Foundation

// needs types: Calendar
/// The identity's calendars as ``CalendarsService/listWithChanges()`` reads them: each with its
/// recording feed's URL, the list's own feed URL, and the calendars selected for the period views.
public struct CalendarList: Codable, Sendable, Equatable {
    /// The calendars, each with its `recording_changes_url`.
    public var calendars: [ListedCalendar]
    /// Where the list's change feed starts (``CalendarChangesCursor/fromUrl(_:)``).
    public var calendarChangesUrl: String?
    /// The calendars the day, week and year views show.
    public var selectedCalendarIds: [Int]

    /// Creates a list.
    public init(calendars: [ListedCalendar] = [], calendarChangesUrl: String? = nil, selectedCalendarIds: [Int] = []) {
        self.calendars = calendars
        self.calendarChangesUrl = calendarChangesUrl
        self.selectedCalendarIds = selectedCalendarIds
    }

    /// Reads HEY's answer; a missing list reads as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        calendars = try container.decodeIfPresent([ListedCalendar].self, forKey: .calendars) ?? []
        calendarChangesUrl = try container.decodeIfPresent(String.self, forKey: .calendarChangesUrl)
        selectedCalendarIds = try container.decodeIfPresent([Int].self, forKey: .selectedCalendarIds) ?? []
    }

    enum CodingKeys: String, CodingKey {
        case calendars
        case calendarChangesUrl = "calendar_changes_url"
        case selectedCalendarIds = "selected_calendar_ids"
    }
}

// needs services: calendars
/// The calendar list, the selection the period views show, and the change feeds a sync walks.
extension CalendarsService {
    /// `GET /calendar/changes.json`: the calendar list's feed (not in the model).
    static let calendarChangesRoute = Route.unmodelledRead(
        id: "GetCalendarChanges", service: "Calendars", path: "/calendar/changes.json", resourceType: "calendar")

    /// `GET /calendars/{calendarId}/recording/changes.json`: one calendar's feed (not in the model).
    static let recordingChangesRoute = Route.unmodelledRead(
        id: "GetCalendarRecordingChanges", service: "Calendars", path: "/calendars/{calendarId}/recording/changes.json",
        resourceType: "calendar")

    // needs operations: ListCalendars
    // needs types: Calendar
    /// The identity's calendars with the URLs their change feeds start from (`GET /calendars.json`).
    public func listWithChanges() async throws -> CalendarList {
        try await context.send(Routes.listCalendars, as: CalendarList.self)
    }

    // needs operations: ToggleCalendar
    // needs members: CalendarSelection.selected_calendar_ids: [integer]
    /// Shows or hides a calendar in the period views (`POST /calendars/{calendarId}/toggle.json`)
    /// and answers the ids selected now. Never resent by the client.
    public func toggleSelection(calendarId: Int) async throws -> [Int] {
        try Checks.id(calendarId, named: "calendarId", for: Routes.toggleCalendar.id)
        return try await toggle(calendarId: calendarId).selectedCalendarIds
    }

    // needs types: Calendar
    /// One page of the calendar list's change feed (`GET /calendar/changes.json`): calendars
    /// added, updated and deleted since the cursor, never answered from the cache.
    ///
    /// Start from ``CalendarList/calendarChangesUrl``; HEY issues it without a `v`, and none is
    /// invented. This feed never asks for a full read: a 409 is a `conflict` error.
    ///
    /// - Throws: `usage` without a `since` (nothing is sent) or for a `Link` off HEY's origin.
    public func calendarChanges(cursor: CalendarChangesCursor) async throws -> CalendarChanges {
        Self.calendarChanges(try await readCalendarChanges(cursor.query))
    }

    // needs types: Calendar
    /// The calendar list's change feed read to the end of the increment, pages joined in order;
    /// at `maxPages` it stops and names the page it did not read in ``CalendarChanges/nextPage``.
    public func allCalendarChanges(cursor: CalendarChangesCursor) async throws -> CalendarChanges {
        Self.calendarChanges(try await ChangeFeed.walk(from: cursor.query, maxPages: context.config.maxPages,
                                                       read: { try await readCalendarChanges($0) },
                                                       merge: { $0.append($1) }))
    }

    // needs types: Recording
    /// One page of a calendar's recording feed (`GET /calendars/{calendarId}/recording/changes.json`),
    /// never answered from the cache.
    ///
    /// Start from the calendar's `recording_changes_url`: its `since` and its `v` are both
    /// required (without `v` HEY answers 409 for ever). HEY's 409 is answered as
    /// ``RecordingChanges/fullSyncRequired`` (hooks hear a success).
    ///
    /// - Throws: `usage` without a `since` or a `v` (nothing is sent), or for a `Link` off HEY's
    ///   origin.
    public func recordingChanges(calendarId: Int, cursor: CalendarChangesCursor) async throws -> RecordingChanges {
        Self.recordingChanges(try await readRecordingChanges(calendarId: calendarId, cursor.query))
    }

    // needs types: Recording
    /// A calendar's recording feed read to the end of the increment, pages merged (deletions
    /// once each); it stops at once when HEY asks for a full read, and at `maxPages`, naming the
    /// page it did not read in ``RecordingChanges/nextPage``.
    public func allRecordingChanges(calendarId: Int, cursor: CalendarChangesCursor) async throws -> RecordingChanges {
        Self.recordingChanges(try await ChangeFeed.walk(from: cursor.query, maxPages: context.config.maxPages,
                                                        read: { try await readRecordingChanges(calendarId: calendarId, $0) },
                                                        merge: { $0.append($1) }))
    }

    // needs types: Calendar
    private func readCalendarChanges(_ query: ChangeFeed.Cursor) async throws -> ChangeFeed.Reading<CalendarChangesPayload> {
        let route = Self.calendarChangesRoute
        try Checks.text(query.since ?? "", named: "since (from calendar_changes_url)", for: route.id)
        return try await ChangeFeed.read(route, cursor: query, fullSyncOn: [], context: context, as: CalendarChangesPayload.self)
    }

    // needs types: Recording
    private func readRecordingChanges(calendarId: Int, _ query: ChangeFeed.Cursor) async throws -> ChangeFeed.Reading<RecordingChangesPayload> {
        let route = Self.recordingChangesRoute
        try Checks.id(calendarId, named: "calendarId", for: route.id)
        try Checks.text(query.since ?? "", named: "since (from recording_changes_url)", for: route.id)
        try Checks.text(query.version ?? "", named: "v (the contract version in recording_changes_url)", for: route.id)
        return try await ChangeFeed.read(route, path: ["calendarId": String(calendarId)], cursor: query, fullSyncOn: [409],
                                         context: context, as: RecordingChangesPayload.self)
    }

    // needs types: Calendar
    private static func calendarChanges(_ reading: ChangeFeed.Reading<CalendarChangesPayload>) -> CalendarChanges {
        CalendarChanges(added: reading.changes?.added ?? [], updated: reading.changes?.updated ?? [],
                        deleted: reading.changes?.deleted ?? [],
                        nextPage: reading.nextPage.map(CalendarChangesCursor.init),
                        nextCursor: reading.nextCursor.map(CalendarChangesCursor.init))
    }

    // needs types: Recording
    private static func recordingChanges(_ reading: ChangeFeed.Reading<RecordingChangesPayload>) -> RecordingChanges {
        RecordingChanges(added: reading.changes?.added ?? [:], updated: reading.changes?.updated ?? [:],
                         deleted: reading.changes?.deleted ?? [],
                         nextPage: reading.nextPage.map(CalendarChangesCursor.init),
                         nextCursor: reading.nextCursor.map(CalendarChangesCursor.init),
                         fullSyncRequired: reading.fullSyncRequired)
    }
}
