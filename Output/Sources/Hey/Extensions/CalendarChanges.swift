// Copied by hey-generator from Templates/Extensions/CalendarChanges.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs types: Calendar
/// A calendar as the calendar list and its change feed show it: the calendar, and the URL of
/// its own recording feed.
public struct ListedCalendar: Codable, Sendable, Equatable {
    /// The calendar.
    public var calendar: HeyCalendar?
    /// Where its recording feed starts (``CalendarChangesCursor/fromUrl(_:)``).
    public var recordingChangesUrl: String?
    /// The name of the calendar's live-update stream, when HEY gives one.
    public var signedStreamName: String?

    /// Creates a listed calendar.
    public init(calendar: HeyCalendar? = nil, recordingChangesUrl: String? = nil, signedStreamName: String? = nil) {
        self.calendar = calendar
        self.recordingChangesUrl = recordingChangesUrl
        self.signedStreamName = signedStreamName
    }

    enum CodingKeys: String, CodingKey {
        case calendar
        case recordingChangesUrl = "recording_changes_url"
        case signedStreamName = "signed_stream_name"
    }
}

/// Where a calendar feed resumes: the query of the list's `calendar_changes_url`, a calendar's
/// `recording_changes_url`, or a `Link` HEY answered, taken as HEY wrote it.
///
/// ```swift
/// let list = try await client.calendars.listWithChanges()
/// var cursor = try CalendarChangesCursor.fromUrl(list.calendarChangesUrl ?? "")
/// let changes = try await client.calendars.allCalendarChanges(cursor: cursor)
/// cursor = changes.nextCursor ?? cursor
/// ```
public struct CalendarChangesCursor: Sendable, Equatable, Hashable {
    /// The exclusive instant changes are read after (`since`); both feeds require it.
    public var since: String?
    /// The feed's contract version (`v`): the recording feed requires it, and the list's feed is
    /// issued without one (none is invented).
    public var version: String?
    /// The page of the current increment (`page`), when HEY has split it.
    public var page: String?
    /// How many changes a page holds (`per_page`), when set.
    public var perPage: String?

    /// A cursor from its parts.
    public init(since: String? = nil, version: String? = nil, page: String? = nil, perPage: String? = nil) {
        self.since = since
        self.version = version
        self.page = page
        self.perPage = perPage
    }

    /// The cursor in a URL HEY issued (absolute or a path): its `since`, `v`, `page` and
    /// `per_page`.
    ///
    /// - Throws: `usage` when the URL is not one or carries no `since`.
    public static func fromUrl(_ changesUrl: String) throws -> CalendarChangesCursor {
        guard let query = ChangeFeed.Cursor(url: changesUrl) else {
            throw ChangeFeed.unreadableURL(changesUrl, lacking: "is not a URL")
        }
        guard let since = query.since, !since.isEmpty else {
            throw ChangeFeed.unreadableURL(changesUrl, lacking: "carries no since")
        }
        return CalendarChangesCursor(query)
    }

    /// The cursor of a feed query.
    init(_ query: ChangeFeed.Cursor) {
        self.init(since: query.since, version: query.version, page: query.page, perPage: query.perPage)
    }

    /// The feed query this cursor sends.
    var query: ChangeFeed.Cursor { ChangeFeed.Cursor(since: since, version: version, page: page, perPage: perPage) }
}

/// A calendar the list's feed reports deleted.
public struct DeletedCalendar: Codable, Sendable, Equatable {
    /// Its id.
    public var id: Int
    /// When it was deleted (ISO 8601, as HEY wrote it).
    public var deletedAt: String

    /// Creates a record.
    public init(id: Int, deletedAt: String) {
        self.id = id
        self.deletedAt = deletedAt
    }

    enum CodingKeys: String, CodingKey {
        case id
        case deletedAt = "deleted_at"
    }
}

// needs types: Calendar
/// What changed in the list of calendars, and where the feed goes on from here.
///
/// `nextPage` names the next page of this increment; `nextCursor` the cursor to poll from later;
/// neither is set when nothing changed (keep the cursor you sent). This feed never asks for a
/// full read.
public struct CalendarChanges: Sendable, Equatable {
    /// Calendars newly listed, each with its `recording_changes_url`.
    public var added: [ListedCalendar]
    /// Calendars whose details changed.
    public var updated: [HeyCalendar]
    /// Calendars no longer listed.
    public var deleted: [DeletedCalendar]
    /// The next page of this increment; from ``CalendarsService/allCalendarChanges(cursor:)``, the
    /// page it did not read because it reached `maxPages` (a complete answer never carries one).
    public var nextPage: CalendarChangesCursor?
    /// The cursor to poll from later, when HEY named one.
    public var nextCursor: CalendarChangesCursor?

    /// Creates a change set.
    public init(added: [ListedCalendar] = [], updated: [HeyCalendar] = [], deleted: [DeletedCalendar] = [],
                nextPage: CalendarChangesCursor? = nil, nextCursor: CalendarChangesCursor? = nil) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
        self.nextPage = nextPage
        self.nextCursor = nextCursor
    }
}

/// A recording a calendar's feed reports deleted.
public struct DeletedRecording: Codable, Sendable, Equatable {
    /// Its id.
    public var id: Int
    /// When it was deleted (ISO 8601, as HEY wrote it).
    public var deletedAt: String
    /// What it was (`Calendar::Event`, …): the record's own type, which is what counts.
    public var type: String?

    /// Creates a record.
    public init(id: Int, deletedAt: String, type: String? = nil) {
        self.id = id
        self.deletedAt = deletedAt
        self.type = type
    }

    enum CodingKeys: String, CodingKey {
        case id, type
        case deletedAt = "deleted_at"
    }
}

// needs types: Recording
/// What changed on one calendar, and where the feed goes on from here: recordings `added` and
/// `updated` by HEY's type key (`Calendar::Event`, `Calendar::Todo`,
/// `Calendar::Habit::Completion`, …), and those `deleted`, once each.
///
/// `fullSyncRequired` is HEY's 409 (too far behind, or another contract version): read the
/// calendar in full and restart from its new `recording_changes_url`.
public struct RecordingChanges: Sendable, Equatable {
    /// New recordings by type key.
    public var added: [String: [Recording]]
    /// Changed recordings by type key.
    public var updated: [String: [Recording]]
    /// Deleted recordings, once each: HEY repeats its whole deleted list under every type key,
    /// so it is read once, duplicates dropped by id.
    public var deleted: [DeletedRecording]
    /// The next page of this increment; from ``CalendarsService/allRecordingChanges(calendarId:cursor:)``,
    /// the page it did not read because it reached `maxPages`.
    public var nextPage: CalendarChangesCursor?
    /// The cursor to poll from later, when HEY named one.
    public var nextCursor: CalendarChangesCursor?
    /// HEY answered 409: read the calendar in full and restart from its new URL.
    public var fullSyncRequired: Bool

    /// Creates a change set.
    public init(added: [String: [Recording]] = [:], updated: [String: [Recording]] = [:], deleted: [DeletedRecording] = [],
                nextPage: CalendarChangesCursor? = nil, nextCursor: CalendarChangesCursor? = nil, fullSyncRequired: Bool = false) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
        self.nextPage = nextPage
        self.nextCursor = nextCursor
        self.fullSyncRequired = fullSyncRequired
    }
}

// needs types: Calendar
/// The list feed's answer as HEY writes it; a missing list reads as empty.
struct CalendarChangesPayload: Decodable, Sendable {
    var added: [ListedCalendar]
    var updated: [HeyCalendar]
    var deleted: [DeletedCalendar]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        added = try container.decodeIfPresent([ListedCalendar].self, forKey: .added) ?? []
        updated = try container.decodeIfPresent([HeyCalendar].self, forKey: .updated) ?? []
        deleted = try container.decodeIfPresent([DeletedCalendar].self, forKey: .deleted) ?? []
    }

    /// Adds another page's changes after these.
    mutating func append(_ other: CalendarChangesPayload) {
        added += other.added
        updated += other.updated
        deleted += other.deleted
    }

    enum CodingKeys: String, CodingKey {
        case added, updated, deleted
    }
}

// needs types: Recording
/// A recording feed's answer as HEY writes it: `deleted` is a map too, repeating the whole list
/// under every key, read once in key order with duplicates dropped by id.
struct RecordingChangesPayload: Decodable, Sendable {
    var added: [String: [Recording]]
    var updated: [String: [Recording]]
    var deleted: [DeletedRecording] = []

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        added = try container.decodeIfPresent([String: [Recording]].self, forKey: .added) ?? [:]
        updated = try container.decodeIfPresent([String: [Recording]].self, forKey: .updated) ?? [:]
        let grouped = try container.decodeIfPresent([String: [DeletedRecording]].self, forKey: .deleted) ?? [:]
        append(deleted: grouped.keys.sorted().flatMap { grouped[$0] ?? [] })
    }

    /// Adds another page's changes: recordings appended under their keys, deletions once each.
    mutating func append(_ other: RecordingChangesPayload) {
        added.merge(other.added) { $0 + $1 }
        updated.merge(other.updated) { $0 + $1 }
        append(deleted: other.deleted)
    }

    private mutating func append(deleted more: [DeletedRecording]) {
        var seen = Set(deleted.map(\.id))
        for item in more where seen.insert(item.id).inserted { deleted.append(item) }
    }

    enum CodingKeys: String, CodingKey {
        case added, updated, deleted
    }
}
