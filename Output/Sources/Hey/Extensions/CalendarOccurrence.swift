// Copied by hey-generator from Templates/Extensions/CalendarOccurrence.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: calendar_events
/// One day of a repeating event: the series' id and the day, as a read's `occurrence_id` names
/// it (`<eventId>_<YYYY-MM-DD>`; virtual occurrences come back with `id: 0`).
public struct OccurrenceId: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The series' event id.
    public let eventId: Int
    /// The day, `YYYY-MM-DD`.
    public let date: String

    /// Names the occurrence on `date` (`YYYY-MM-DD`) of event `eventId`.
    ///
    /// - Throws: `usage` for an id that is not positive or a day not in the form `YYYY-MM-DD`.
    public init(eventId: Int, date: String) throws {
        guard eventId > 0 else {
            throw HeyError.usage(message: "An occurrence's eventId must be a positive id, not \(eventId)")
        }
        guard Self.isCalendarDate(date) else {
            throw HeyError.usage(message: "\"\(date)\" is not an occurrence's day in the form YYYY-MM-DD")
        }
        self.eventId = eventId
        self.date = date
    }

    /// Reads an `occurrence_id` as HEY writes it, `<eventId>_<YYYY-MM-DD>` (what ``description``
    /// writes).
    ///
    /// - Throws: `usage` for anything else.
    public static func parse(_ source: String) throws -> OccurrenceId {
        let parts = source.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
              let eventId = Int(parts[0]), eventId > 0, isCalendarDate(String(parts[1]))
        else {
            throw HeyError.usage(message: "\"\(source)\" is not an occurrence id (<eventId>_<YYYY-MM-DD>)")
        }
        return try OccurrenceId(eventId: eventId, date: String(parts[1]))
    }

    /// `<eventId>_<YYYY-MM-DD>`, as HEY's `occurrence_id` (``parse(_:)`` reads it back).
    public var description: String { "\(eventId)_\(date)" }

    /// Whether `text` is a real day, `YYYY-MM-DD`.
    static func isCalendarDate(_ text: String) -> Bool { CalendarDate.isDay(text) }
}

// needs services: calendar_events
/// Which days of a repeating event a change or a deletion reaches.
public enum OccurrenceScope: String, Sendable, Equatable, CaseIterable {
    /// That day only: it becomes an exception in the series.
    case thisOnly = "this_event"
    /// That day and every later one.
    case thisAndFollowing = "this_and_following"

    /// Reads a scope by its raw value (`this_event`, `this_and_following`).
    ///
    /// - Throws: `usage` for any other text.
    public static func parse(_ source: String) throws -> OccurrenceScope {
        guard let scope = OccurrenceScope(rawValue: source) else {
            let known = allCases.map(\.rawValue).joined(separator: ", ")
            throw HeyError.usage(message: "\"\(source)\" is not an occurrence scope (\(known))")
        }
        return scope
    }

    /// HEY's `apply_to_future` flag for this scope.
    var appliesToFuture: Bool { self == .thisAndFollowing }
}
