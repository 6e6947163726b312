// Copied by hey-generator from Templates/Extensions/CalendarsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs types: CalendarWithRecordingChangesUrl, Calendar
/// What changed in the list of calendars: those `added` (with their own feed's URL), those
/// `updated`, and those `deleted`.
public struct CalendarListChanges: Codable, Sendable, Equatable {
    /// Calendars newly listed, each with its `recording_changes_url`.
    public var added: [CalendarWithRecordingChangesUrl]
    /// Calendars whose details changed.
    public var updated: [HeyCalendar]
    /// Calendars no longer listed.
    public var deleted: [DeletedCalendarItem]

    /// Creates a change set.
    public init(added: [CalendarWithRecordingChangesUrl] = [], updated: [HeyCalendar] = [], deleted: [DeletedCalendarItem] = []) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
    }

    /// Reads HEY's answer; a missing list reads as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        added = try container.decodeIfPresent([CalendarWithRecordingChangesUrl].self, forKey: .added) ?? []
        updated = try container.decodeIfPresent([HeyCalendar].self, forKey: .updated) ?? []
        deleted = try container.decodeIfPresent([DeletedCalendarItem].self, forKey: .deleted) ?? []
    }

    enum CodingKeys: String, CodingKey {
        case added, updated, deleted
    }
}

// needs types: Recording
/// What changed on one calendar: recordings `added` and `updated`, grouped by HEY's type key
/// (`Calendar::Event`, `Calendar::Todo`, `Calendar::Habit::Completion`, …), and those `deleted`.
public struct CalendarRecordingChanges: Codable, Sendable, Equatable {
    /// New recordings by type key.
    public var added: [String: [Recording]]
    /// Changed recordings by type key.
    public var updated: [String: [Recording]]
    /// Deleted recordings, once each. HEY repeats its whole deleted list under every type key;
    /// it is read once, duplicates dropped by id, and each record's own `type` is what counts.
    public var deleted: [DeletedCalendarItem]

    /// Creates a change set.
    public init(added: [String: [Recording]] = [:], updated: [String: [Recording]] = [:], deleted: [DeletedCalendarItem] = []) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
    }

    /// Reads HEY's answer, flattening and de-duplicating `deleted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        added = try container.decodeIfPresent([String: [Recording]].self, forKey: .added) ?? [:]
        updated = try container.decodeIfPresent([String: [Recording]].self, forKey: .updated) ?? [:]
        let grouped = try container.decodeIfPresent([String: [DeletedCalendarItem]].self, forKey: .deleted) ?? [:]
        deleted = []
        merge(deleted: grouped.keys.sorted().flatMap { grouped[$0] ?? [] })
    }

    /// Adds another page's changes: recordings appended under their keys, deletions once each.
    mutating func merge(_ other: CalendarRecordingChanges) {
        added.merge(other.added) { $0 + $1 }
        updated.merge(other.updated) { $0 + $1 }
        merge(deleted: other.deleted)
    }

    private mutating func merge(deleted more: [DeletedCalendarItem]) {
        var seen = Set(deleted.map(\.id))
        for item in more where seen.insert(item.id).inserted { deleted.append(item) }
    }

    enum CodingKeys: String, CodingKey {
        case added, updated, deleted
    }
}

/// Something a calendar feed reports deleted.
public struct DeletedCalendarItem: Codable, Sendable, Hashable {
    /// Its id.
    public var id: Int
    /// What it was (`Calendar::Event`, …), when HEY says.
    public var type: String?
    /// When it was deleted.
    public var deletedAt: Date?

    /// Creates a record.
    public init(id: Int, type: String? = nil, deletedAt: Date? = nil) {
        self.id = id
        self.type = type
        self.deletedAt = deletedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, type
        case deletedAt = "deleted_at"
    }
}

// needs services: calendars
extension CalendarsService {
    /// `GET /calendar/changes.json`: the calendar list's feed (not in the model).
    static let calendarChangesRoute = Route.unmodelledRead(
        id: "GetCalendarChanges", service: "Calendars", path: "/calendar/changes.json", resourceType: "calendar")

    /// `GET /calendars/{calendarId}/recording/changes.json`: one calendar's feed (not in the model).
    static let recordingChangesRoute = Route.unmodelledRead(
        id: "GetCalendarRecordingChanges", service: "Calendars", path: "/calendars/{calendarId}/recording/changes.json",
        resourceType: "calendar")

    // needs types: CalendarWithRecordingChangesUrl, Calendar
    /// One page of the calendar list's change feed (`GET /calendar/changes.json`): calendars
    /// added, updated and deleted since the cursor.
    ///
    /// Start from ``CalendarListPayload/calendarChangesUrl`` (``ChangeCursor/init(url:)``); HEY
    /// issues it without a `v`, and none is invented. This feed never asks for a full read.
    public func calendarChanges(cursor: ChangeCursor) async throws -> ChangeFeedPage<CalendarListChanges> {
        try await ChangeFeed.read(Self.calendarChangesRoute, cursor: cursor, fullSyncOn: [], context: context,
                                  as: CalendarListChanges.self)
    }

    // needs types: CalendarWithRecordingChangesUrl, Calendar
    /// The calendar list's change feed read to the end of the increment (or `maxPages`, naming
    /// the unread page in ``ChangeFeedResult/nextPage``).
    public func allCalendarChanges(cursor: ChangeCursor) async throws -> ChangeFeedResult<CalendarListChanges> {
        try await ChangeFeed.walk(from: cursor, maxPages: context.config.maxPages,
                                  read: { try await calendarChanges(cursor: $0) },
                                  merge: { merged, page in
                                      merged.added += page.added
                                      merged.updated += page.updated
                                      merged.deleted += page.deleted
                                  })
    }

    // needs types: Recording
    /// One page of a calendar's recording feed (`GET /calendars/{calendarId}/recording/changes.json`).
    ///
    /// Start from the calendar's `recording_changes_url`: both its `since` and its `v` are
    /// required (without `v` HEY answers 409 for ever). A 409 is answered as
    /// ``ChangeFeedPage/fullSyncRequired`` (too far behind, or another contract version): read
    /// the calendar in full and restart from its new URL.
    public func recordingChanges(calendarId: Int, cursor: ChangeCursor) async throws -> ChangeFeedPage<CalendarRecordingChanges> {
        try Checks.text(cursor.v ?? "", named: "v (the contract version in recording_changes_url)",
                        for: Self.recordingChangesRoute.id)
        return try await ChangeFeed.read(Self.recordingChangesRoute, path: ["calendarId": String(calendarId)], cursor: cursor,
                                         fullSyncOn: [409], context: context, as: CalendarRecordingChanges.self)
    }

    // needs types: Recording
    /// A calendar's recording feed read to the end of the increment; it stops at once when HEY
    /// asks for a full read, and at `maxPages`, naming the unread page in
    /// ``ChangeFeedResult/nextPage``.
    public func allRecordingChanges(calendarId: Int, cursor: ChangeCursor) async throws -> ChangeFeedResult<CalendarRecordingChanges> {
        try await ChangeFeed.walk(from: cursor, maxPages: context.config.maxPages,
                                  read: { try await recordingChanges(calendarId: calendarId, cursor: $0) },
                                  merge: { $0.merge($1) })
    }
}
