import Foundation

// needs services: calendar_events
/// Creating and changing calendar events: HEY's event form, posted to its JSON branch (the path
/// ends in `.json`, the body is a form). Never resent by the client.
extension CalendarEventsService {
    // needs builds: Recording(id: integer, type: string)
    // needs cases: Recording.type(Calendar::Event)
    /// Creates an event (`POST /calendar/events.json`, a form) and answers it.
    ///
    /// A current HEY answers 201 with the event; an older one redirects, and the answer is then
    /// only the event's id (a `Calendar::Event` recording with nothing else read).
    ///
    /// - Throws: `usage` for a calendar id that is not positive, a blank title, or a day, time,
    ///   countdown, repeat or reminder HEY could not read; nothing is sent.
    public func create(params: CreateCalendarEventParams) async throws -> Recording {
        let operation = "CreateCalendarEvent"
        let fields = try params.createEventFields(for: operation)
        let answer = try await context.submitForm(.post, "/calendar/events.json", info: Self.info(operation), fields: fields)
        return try Self.event(from: answer, operation: operation)
    }

    /// Changes an event's title and dates (`PATCH /calendar/events/{eventId}.json`, a form),
    /// sending only what `update` sets; an all-day change carries its days and no clock times.
    ///
    /// HEY's form replaces rather than patches: notes, location, link, attached email,
    /// reminders, countdown and time zones are cleared. To keep them, use
    /// ``updateEvent(eventId:params:)`` with the whole event.
    ///
    /// - Throws: `usage` when nothing is set, or for a value HEY could not read; nothing is sent.
    public func update(eventId: Int, update: CalendarEventUpdate) async throws {
        let operation = "UpdateCalendarEvent"
        try Checks.id(eventId, named: "eventId", for: operation)
        let fields = try update.eventUpdateFields(for: operation)
        _ = try await context.submitForm(.patch, "/calendar/events/\(eventId).json", info: Self.info(operation, eventId), fields: fields)
    }

    // needs builds: Recording(id: integer, type: string)
    // needs cases: Recording.type(Calendar::Event)
    /// Rewrites an event (`PATCH /calendar/events/{eventId}.json`, a form) and answers it: every
    /// field HEY clears when left out is sent from `params` (see ``UpdateCalendarEventParams``).
    /// An all-day event carries its days and no clock times.
    ///
    /// - Throws: `usage` for a value HEY could not read; nothing is sent.
    public func updateEvent(eventId: Int, params: UpdateCalendarEventParams) async throws -> Recording {
        let operation = "UpdateCalendarEvent"
        try Checks.id(eventId, named: "eventId", for: operation)
        let fields = try params.updateEventFields(for: operation)
        let answer = try await context.submitForm(.patch, "/calendar/events/\(eventId).json",
                                                  info: Self.info(operation, eventId), fields: fields)
        return try Self.event(from: answer, operation: operation)
    }

    // needs builds: Recording(id: integer, type: string)
    // needs cases: Recording.type(Calendar::Event)
    /// Changes one day of a repeating event, or that day and every later one
    /// (`PATCH /calendar/events/{eventId}/occurrences/{YYYY-MM-DD}.json`, with `apply_to_future`).
    ///
    /// Without a ``UpdateCalendarEventParams/repeat`` the form says `repeat_frequency=custom`,
    /// since HEY would otherwise read the change as "stop repeating" and drop every other day.
    /// For ``OccurrenceScope/thisAndFollowing`` HEY answers the old occurrence, not the new series.
    ///
    /// - Throws: `not_found` when the day is not an occurrence, or the caller cannot edit it.
    public func updateOccurrence(occurrence: OccurrenceId, scope: OccurrenceScope,
                                 params: UpdateCalendarEventParams) async throws -> Recording {
        let operation = "UpdateCalendarEventOccurrence"
        var fields = try params.updateEventFields(for: operation)
        if params.repeat == nil { fields.append(("repeat_frequency", RepeatFrequency.custom.rawValue)) }
        fields.append(("apply_to_future", scope.appliesToFuture ? "1" : "0"))
        let path = "/calendar/events/\(occurrence.eventId)/occurrences/\(occurrence.date).json"
        let answer = try await context.submitForm(.patch, path, info: Self.info(operation, occurrence.eventId), fields: fields)
        return try Self.event(from: answer, operation: operation)
    }

    // needs operations: DeleteCalendarEventOccurrence
    /// Deletes one day of a repeating event, or that day and every later one
    /// (`DELETE /calendar/events/{eventId}/occurrences/{YYYY-MM-DD}.json?apply_to_future=…`, the
    /// flag always sent; HEY answers 204). The day becomes an exception in the series; for
    /// ``OccurrenceScope/thisAndFollowing`` the series ends the day before instead, or is
    /// deleted when that day was its first.
    ///
    /// - Throws: `not_found` when the day is not an occurrence of the series.
    public func deleteOccurrenceScoped(occurrence: OccurrenceId, scope: OccurrenceScope) async throws {
        try await deleteOccurrence(eventId: occurrence.eventId, occurrence: occurrence.date,
                                   options: DeleteCalendarEventOccurrenceOptions(applyToFuture: scope.appliesToFuture))
    }

    // needs operations: DeleteCalendarEvent
    /// Deletes an event (`DELETE /calendar/events/{eventId}.json`; HEY answers 204), cancelling
    /// it for every attendee.
    ///
    /// - Throws: `usage` for an id that is not positive; nothing is sent.
    public func deleteCalendarEvent(eventId: Int) async throws {
        try Checks.id(eventId, named: "eventId", for: Routes.deleteCalendarEvent.id)
        try await delete(eventId: eventId)
    }

    private static func info(_ operation: String, _ eventId: Int? = nil) -> OperationInfo {
        writeInfo(service: "CalendarEvents", operation: operation, resourceType: "calendar_event", resourceId: eventId)
    }

    // needs builds: Recording(id: integer, type: string)
    // needs cases: Recording.type(Calendar::Event)
    /// Reads a form's answer: the event HEY sent, or (an older HEY's redirect) the id in its
    /// `Location` as a recording of HEY's `Calendar::Event` type with nothing else, so that
    /// `isCalendarEvent` holds for it as for the event HEY sends.
    private static func event(from answer: FormResponse, operation: String) throws -> Recording {
        if answer.isRedirect {
            return Recording(id: try answer.extractId(), type: "Calendar::Event")
        }
        do {
            return try JSONCoding.decoder.decode(Recording.self, from: Data(answer.body.utf8))
        } catch {
            throw HeyError.unusableAnswer("\(operation): HEY answered \(answer.status) without the event it saved",
                                          status: answer.status, hint: "Read the calendar to see the event before trying again")
        }
    }
}
