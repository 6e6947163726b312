import Foundation
@_spi(Dispatch) import Hey
@_spi(Dispatch) import HeyDispatch

/// Hand-written calls for calendar events, extenzions, workflow stages and the box list, mapped
/// to the conveniences of `CalendarEventsService`, `ExtenzionsService`, `WorkflowsService` and
/// `BoxesService`.
enum OtherCalls {
    /// `event_id` and the event's fields: `calendar_id`, `title` (or `summary`), `starts_at`
    /// (or `starts_on`), `ends_at` (or `ends_on`), `all_day` (default false), `starts_at_time`,
    /// `ends_at_time`, `time_zone`, `end_time_zone`, `reminders` (seconds), `description`,
    /// `location`, `url`, `attached_entry_id`, `attendees`, `highlighted`, `countdown_value` with
    /// `countdown_unit` (`days`, `weeks`, `months`), `repeat_frequency` with `recurs_until_date`
    /// or `recurs_count`: `calendarEvents.updateEvent(eventId:params:)`.
    /// Answers `{"id": n, "recording": {...} or null}`: null when an older HEY's redirect named
    /// only the id (the recording then carries nothing but its id and type).
    static func updateCalendarEvent(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let eventId = try arguments.int("event_id", "eventId")
        let params = try eventParams(arguments)
        try arguments.finish()
        let recording = try await client.calendarEvents.updateEvent(eventId: eventId, params: params)
        let idOnly = recording == Recording(id: recording.id, type: recording.type)
        return Returned.json(.object([
            "id": .integer(recording.id),
            "recording": idOnly ? .null : try Returned.encoded(recording),
        ]))
    }

    static func deleteCalendarEvent(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let eventId = try arguments.int("event_id", "eventId")
        try arguments.finish()
        try await client.calendarEvents.deleteCalendarEvent(eventId: eventId)
        return Returned.nothing
    }

    /// `event_id` with `occurrence` (`YYYY-MM-DD`), or `occurrence_id` (`<eventId>_<YYYY-MM-DD>`);
    /// which days go: `apply_to_future` (default false), or as the other HEY SDKs say it,
    /// `scope` (`this_and_following`: that day and every later one; any other scope: that day):
    /// `calendarEvents.deleteOccurrenceScoped(occurrence:scope:)`.
    static func deleteCalendarEventOccurrence(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let applyToFuture = try arguments.optionalBool("apply_to_future", "applyToFuture")
        let scopeName = try arguments.optionalString("scope")
        if applyToFuture != nil, scopeName != nil {
            throw HandwrittenArgumentError("\(arguments.operation): give scope or apply_to_future, not both")
        }
        let future = applyToFuture ?? (scopeName == OccurrenceScope.thisAndFollowing.rawValue)
        let scope: OccurrenceScope = future ? .thisAndFollowing : .thisOnly
        let occurrence: OccurrenceId
        if arguments.has("occurrence_id", "occurrenceId") {
            let occurrenceId = try arguments.string("occurrence_id", "occurrenceId")
            try arguments.finish()
            occurrence = try OccurrenceId.parse(occurrenceId)
        } else {
            let eventId = try arguments.int("event_id", "eventId")
            let day = try arguments.string("occurrence")
            try arguments.finish()
            occurrence = try OccurrenceId(eventId: eventId, date: day)
        }
        try await client.calendarEvents.deleteOccurrenceScoped(occurrence: occurrence, scope: scope)
        return Returned.nothing
    }

    static func deleteExtenzion(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let accountId = try arguments.int("account_id", "accountId")
        let extenzionId = try arguments.int("extenzion_id", "extenzionId", "contact_id", "contactId")
        try arguments.finish()
        try await client.extenzions.delete(accountId: accountId, extenzionId: extenzionId)
        return Returned.nothing
    }

    /// The stage read out of its HTML page (`workflows.stage`), as the other SDKs answer it:
    /// `{"id": n, "name": "…", "cards": [{"topicId": n, "title": "…"}, …]}`.
    static func getWorkflowStage(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        let workflowId = try arguments.int("workflow_id", "workflowId")
        let stageId = try arguments.int("stage_id", "stageId")
        try arguments.finish()
        let stage = try await client.workflows.stage(workflowId: workflowId, stageId: stageId)
        return Returned.json(.object([
            "id": .integer(stage.id),
            "name": .string(stage.name),
            "cards": .array(stage.topics.map { .object(["topicId": .integer($0.topicId), "title": .string($0.subject)]) }),
        ]))
    }

    /// Every box, read page by page as `boxes.listAll()` walks them, but as JSON: the first page
    /// through the dispatch table (the route and pipeline of `boxes.list()`), each next page with
    /// `eachPage`, the elements of every page in order.
    static func listBoxes(_ client: HeyClient, _ arguments: HandwrittenArguments) async throws -> OperationAnswer {
        try arguments.finish()
        guard let list = OperationTable.operations["ListBoxes"], let first = try await list(client, DispatchArguments()).page?.map(ExactJSON.init) else {
            throw HandwrittenCallError("ListBoxes: the dispatch table has no paginated ListBoxes")
        }
        var boxes: [ExactJSON] = []
        var pageNumber = 0
        try await client.eachPage(first) { page in
            pageNumber += 1
            guard let elements = page.value.arrayValue else {
                throw HandwrittenCallError("ListBoxes: page \(pageNumber) is \(JSONText.render(page.value)), not a JSON array of boxes")
            }
            boxes += elements
            return true
        }
        return Returned.json(.array(boxes))
    }

    private static func eventParams(_ arguments: HandwrittenArguments) throws -> UpdateCalendarEventParams {
        var params = UpdateCalendarEventParams(
            calendarId: try arguments.optionalInt("calendar_id", "calendarId"),
            title: try arguments.string("title", "summary"),
            startsAt: try arguments.string("starts_at", "starts_on", "startsOn"),
            endsAt: try arguments.optionalString("ends_at", "ends_on", "endsOn"),
            allDay: try arguments.optionalBool("all_day", "allDay") ?? false,
            startTime: try arguments.optionalString("starts_at_time", "start_time", "startTime"),
            endTime: try arguments.optionalString("ends_at_time", "end_time", "endTime"),
            startTimeZone: try arguments.optionalString("time_zone", "timeZone"),
            endTimeZone: try arguments.optionalString("end_time_zone", "endTimeZone"),
            reminders: (try arguments.optionalInts("reminders") ?? []).map { .seconds($0) },
            content: EventContent(notes: try arguments.optionalString("description") ?? "",
                                  location: try arguments.optionalString("location") ?? "",
                                  link: try arguments.optionalString("url"),
                                  entryId: try arguments.optionalInt("attached_entry_id", "attachedEntryId")),
            attendees: try arguments.optionalStrings("attendees"),
            highlighted: try arguments.optionalBool("highlighted"))
        if let value = try arguments.optionalInt("countdown_value") {
            let unitName = try arguments.string("countdown_unit")
            let units: [String: CountdownUnit] = ["days": .days, "weeks": .weeks, "months": .months]
            guard let unit = units[unitName] else {
                throw HandwrittenArgumentError("\(arguments.operation): countdown_unit must be days, weeks or months, not \(unitName)")
            }
            params.countdown = Countdown(value: value, unit: unit)
        }
        if let frequencyName = try arguments.optionalString("repeat_frequency") {
            guard let frequency = RepeatFrequency(rawValue: frequencyName) else {
                throw HandwrittenArgumentError("\(arguments.operation): unknown repeat_frequency \(frequencyName)")
            }
            let untilDate = try arguments.optionalString("recurs_until_date")
            let count = try arguments.optionalInt("recurs_count")
            let until: RepeatUntil = untilDate != nil ? .date : count != nil ? .count : .forever
            params.repeat = Repeat(frequency: frequency, until: until, untilDate: untilDate, count: count)
        }
        return params
    }
}
