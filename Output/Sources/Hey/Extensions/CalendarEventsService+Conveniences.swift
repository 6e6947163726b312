// Copied by hey-generator from Templates/Extensions/CalendarEventsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: calendar_events
/// Creating and changing calendar events: HEY's event form, posted to its JSON branch (the path
/// ends in `.json`, the body is a form). Never resent by the client.
extension CalendarEventsService {
    // needs members: Recording.id
    /// Creates an event (`POST /calendar/events.json`, a form) in ``CalendarEventDetails/calendarId``.
    ///
    /// Answers the event as HEY saved it (a current HEY answers 201 with the recording), or only
    /// its id when an older HEY answered with a redirect.
    ///
    /// - Throws: `usage` without a calendar id, or for a day, time, countdown or reminder HEY
    ///   could not read; nothing is sent.
    public func create(_ event: CalendarEventDetails) async throws -> CalendarEventSaved {
        let operation = "CreateCalendarEvent"
        guard let calendarId = event.calendarId, calendarId > 0 else {
            throw HeyError.usage(message: "\(operation) needs the calendar's id; nothing was sent")
        }
        let fields = try event.fields(for: operation)
        let answer = try await context.submitForm(.post, "/calendar/events.json", info: Self.info(operation), fields: fields)
        return try CalendarEventSaved(answer, operation: operation)
    }

    // needs members: Recording.id
    /// Rewrites an event (`PATCH /calendar/events/{eventId}.json`, a form): every series of
    /// fields HEY clears when left out is sent from `event` (see ``CalendarEventDetails``). An
    /// all-day event carries its dates and no clock times.
    public func update(eventId: Int, _ event: CalendarEventDetails) async throws -> CalendarEventSaved {
        let operation = "UpdateCalendarEvent"
        try Checks.id(eventId, named: "eventId", for: operation)
        let fields = try event.fields(for: operation)
        let answer = try await context.submitForm(.patch, "/calendar/events/\(eventId).json",
                                                  info: Self.info(operation, eventId), fields: fields)
        return try CalendarEventSaved(answer, operation: operation)
    }

    // needs members: Recording.id
    /// Changes one day of a repeating event, or that day and every later one
    /// (`PATCH /calendar/events/{eventId}/occurrences/{YYYY-MM-DD}.json`, with `apply_to_future`).
    ///
    /// Without a ``CalendarEventDetails/recurrence`` the form says `repeat_frequency=custom`,
    /// since HEY would otherwise read the change as "stop repeating" and drop every other day.
    /// For "this and following" HEY answers the old occurrence, not the new series.
    ///
    /// - Throws: `not_found` when the day is not an occurrence, or the caller cannot edit it.
    public func updateOccurrence(eventId: Int, occurrence: String, applyToFuture: Bool,
                                 _ event: CalendarEventDetails) async throws -> CalendarEventSaved {
        let operation = "UpdateCalendarEventOccurrence"
        try Checks.id(eventId, named: "eventId", for: operation)
        try Checks.day(occurrence, for: operation)
        var fields = try event.fields(for: operation)
        if event.recurrence == nil { fields.append(("repeat_frequency", "custom")) }
        fields.append(("apply_to_future", applyToFuture ? "1" : "0"))
        let answer = try await context.submitForm(.patch, "/calendar/events/\(eventId)/occurrences/\(occurrence).json",
                                                  info: Self.info(operation, eventId), fields: fields)
        return try CalendarEventSaved(answer, operation: operation)
    }

    private static func info(_ operation: String, _ eventId: Int? = nil) -> OperationInfo {
        writeInfo(service: "CalendarEvents", operation: operation, resourceType: "calendar_event", resourceId: eventId)
    }
}

// needs services: calendar_events
// needs members: Recording.id
/// What HEY answered to an event write: the event's id, and the event itself when HEY sent it.
public struct CalendarEventSaved: Sendable, Equatable {
    /// The event's id.
    public let id: Int
    /// The event as HEY saved it; nil when an older HEY answered with a redirect instead.
    public let recording: Recording?

    /// Creates an answer.
    public init(id: Int, recording: Recording?) {
        self.id = id
        self.recording = recording
    }

    /// Reads a form's answer: the recording HEY sent, or the id in its redirect.
    init(_ answer: FormResponse, operation: String) throws {
        if answer.isRedirect {
            self.init(id: try answer.extractId(), recording: nil)
            return
        }
        do {
            let recording = try JSONCoding.decoder.decode(Recording.self, from: Data(answer.body.utf8))
            self.init(id: recording.id, recording: recording)
        } catch {
            throw HeyError.unusableAnswer("\(operation): HEY answered \(answer.status) without the event it saved",
                                          status: answer.status, hint: "Read the calendar to see the event before trying again")
        }
    }
}

// needs services: calendar_events
/// Deleting calendar events, the whole series or one day of it.
extension CalendarEventsService {
    // needs operations: DeleteCalendarEvent
    /// Deletes an event (`DELETE /calendar/events/{eventId}.json`; HEY answers 204), cancelling
    /// it for every attendee.
    public func deleteCalendarEvent(eventId: Int) async throws {
        try Checks.id(eventId, named: "eventId", for: Routes.deleteCalendarEvent.id)
        try await delete(eventId: eventId)
    }

    // needs operations: DeleteCalendarEventOccurrence
    /// Deletes one day of a repeating event
    /// (`DELETE /calendar/events/{eventId}/occurrences/{YYYY-MM-DD}.json?apply_to_future=…`, the
    /// flag always sent). The day becomes an exception in the series; with `applyToFuture` the
    /// series ends the day before instead, or is deleted when that day was its first.
    ///
    /// - Throws: `usage` for a day not in the form `YYYY-MM-DD`; `not_found` when the day is
    ///   not an occurrence of the series.
    public func deleteCalendarEventOccurrence(eventId: Int, occurrence: String, applyToFuture: Bool) async throws {
        let operation = Routes.deleteCalendarEventOccurrence.id
        try Checks.id(eventId, named: "eventId", for: operation)
        try Checks.day(occurrence, for: operation)
        try await deleteOccurrence(eventId: eventId, occurrence: occurrence,
                                   options: DeleteCalendarEventOccurrenceOptions(applyToFuture: applyToFuture))
    }

    // needs operations: DeleteCalendarEventOccurrence
    /// Deletes the occurrence a read named by its `occurrence_id` (`<eventId>_<YYYY-MM-DD>`,
    /// as virtual occurrences carry it).
    ///
    /// - Throws: `usage` for an id of any other shape; nothing is sent.
    public func deleteCalendarEventOccurrence(occurrenceId: String, applyToFuture: Bool) async throws {
        let occurrence = try CalendarOccurrence(occurrenceId: occurrenceId)
        try await deleteCalendarEventOccurrence(eventId: occurrence.eventId, occurrence: occurrence.day, applyToFuture: applyToFuture)
    }
}

// needs services: calendar_events
/// One day of a repeating event, as a read's `occurrence_id` names it (`<eventId>_<YYYY-MM-DD>`).
public struct CalendarOccurrence: Sendable, Hashable {
    /// The series' event id.
    public let eventId: Int
    /// The day, `YYYY-MM-DD`.
    public let day: String

    /// Parses `<eventId>_<YYYY-MM-DD>`.
    ///
    /// - Throws: `usage` for anything else.
    public init(occurrenceId: String) throws {
        let parts = occurrenceId.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(parts[0]), id > 0,
              CalendarDate.isDay(String(parts[1]))
        else {
            throw HeyError.usage(message: "\"\(occurrenceId)\" is not an occurrence id (<eventId>_<YYYY-MM-DD>)")
        }
        self.eventId = id
        self.day = String(parts[1])
    }
}
