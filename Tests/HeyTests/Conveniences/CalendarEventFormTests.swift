import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct CalendarEventFormTests {
    @Test func aTimedEventIsCreatedWithItsClockTimesZoneRemindersAndContent() async throws {
        let loop = try Loopback(.json(201, #"{"id": 900, "type": "Calendar::Event", "title": "Launch"}"#))
        let event = try await loop.client.calendarEvents.create(params: CreateCalendarEventParams(
            calendarId: 3, title: "Launch", startsAt: "2026-10-05", startTime: "09:30", endTime: "10:00",
            startTimeZone: "Europe/Berlin", reminders: [.seconds(600), .seconds(86400)],
            content: EventContent(notes: "<b>Go</b>", location: "Room 1", link: "https://example.com/launch", entryId: 55)))
        let request = try loop.only()
        #expect(request.line == "POST /calendar/events.json")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.formLines == [
            "calendar_event[calendar_id]=3", "calendar_event[summary]=Launch", "calendar_event[starts_at]=2026-10-05",
            "calendar_event[ends_at]=2026-10-05", "calendar_event[all_day]=0", "calendar_event[starts_at_time]=09:30:00",
            "calendar_event[ends_at_time]=10:00:00", "calendar_event[set_time_zone]=1",
            "calendar_event[starts_at_time_zone_name]=Europe/Berlin", "calendar_event[ends_at_time_zone_name]=Europe/Berlin",
            "timed_reminder_durations[]=600", "timed_reminder_durations[]=86400",
            "calendar_event[description]=<b>Go</b>", "calendar_event[location]=Room 1",
            "calendar_event[url]=https://example.com/launch", "calendar_event[entry_id]=55",
        ])
        #expect(event.id == 900)
        #expect(event.title == "Launch")
        #expect(loop.operations == ["CalendarEvents.CreateCalendarEvent"])
    }

    @Test func anAllDayEventWithoutZonesSaysSoAndKeepsNoClockTimes() async throws {
        let loop = try Loopback(.json(201, #"{"id": 901, "type": "Calendar::Event"}"#))
        _ = try await loop.client.calendarEvents.create(params: CreateCalendarEventParams(
            calendarId: 3, title: "Holiday", startsAt: "2026-10-05", endsAt: "2026-10-09", allDay: true, startTime: "09:00",
            endTimeZone: "Asia/Tokyo", reminders: [.seconds(86400)]))
        let request = try loop.only()
        #expect(request.formValues("calendar_event[all_day]") == ["1"])
        #expect(request.formValues("calendar_event[ends_at]") == ["2026-10-09"])
        #expect(request.formValues("calendar_event[starts_at_time]").isEmpty)
        #expect(request.formValues("calendar_event[ends_at_time]").isEmpty)
        #expect(request.formValues("calendar_event[starts_at_time_zone_name]") == ["Asia/Tokyo"])
        #expect(request.formValues("all_day_reminder_durations[]") == ["86400"])
        #expect(request.formValues("timed_reminder_durations[]").isEmpty)
        #expect(request.formValues("calendar_event[url]") == [""])
        #expect(request.formValues("countdown_interval_duration_value").isEmpty)
        #expect(request.formValues("repeat_frequency").isEmpty)
        #expect(request.formValues("calendar_event[highlighted]").isEmpty)
        #expect(request.formValues("calendar_event[attendance_email_addresses][]").isEmpty)
    }

    @Test func anOlderHEYsRedirectAnswersTheIdOnly() async throws {
        let loop = try Loopback(Answers.redirect("/calendar/events/901"), Answers.redirect("/calendar/events/901", status: 303))
        let created = try await loop.client.calendarEvents.create(params: CreateCalendarEventParams(
            calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true))
        let updated = try await loop.client.calendarEvents.updateEvent(eventId: 901, params: UpdateCalendarEventParams(title: "y"))
        #expect(created == Recording(id: 901, type: "Calendar::Event"))
        #expect(updated == Recording(id: 901, type: "Calendar::Event"))
        #expect(created.isCalendarEvent && updated.isCalendarEvent)
    }

    @Test func aWholeEventUpdateSendsWhatHEYClearsAndLeavesNilDatesOut() async throws {
        let loop = try Loopback(.json(200, #"{"id": 900, "type": "Calendar::Event", "title": "Offsite"}"#))
        let event = try await loop.client.calendarEvents.updateEvent(eventId: 900, params: UpdateCalendarEventParams(
            title: "Offsite", reminders: [.seconds(3600)]))
        let request = try loop.only()
        #expect(request.line == "PATCH /calendar/events/900.json")
        #expect(request.formLines == [
            "calendar_event[summary]=Offsite", "calendar_event[set_time_zone]=0", "timed_reminder_durations[]=3600",
            "calendar_event[description]=", "calendar_event[location]=", "calendar_event[url]=", "calendar_event[entry_id]=",
        ])
        #expect(event.title == "Offsite")
        #expect(loop.operations == ["CalendarEvents.UpdateCalendarEvent"])
        #expect(loop.operationInfos.first?.resourceId == 900)
    }

    @Test func anAllDayUpdateCarriesItsDatesAndNoClockTimes() async throws {
        let loop = try Loopback(.json(200, #"{"id": 900, "type": "Calendar::Event"}"#))
        _ = try await loop.client.calendarEvents.updateEvent(eventId: 900, params: UpdateCalendarEventParams(
            calendarId: 4, startsAt: "2026-10-05", allDay: true, startTime: "09:00", endTime: "10:00", reminders: [.seconds(3600)]))
        let request = try loop.only()
        #expect(request.formValues("calendar_event[calendar_id]") == ["4"])
        #expect(request.formValues("calendar_event[summary]").isEmpty)
        #expect(request.formValues("calendar_event[all_day]") == ["1"])
        #expect(request.formValues("calendar_event[starts_at]") == ["2026-10-05"])
        #expect(request.formValues("calendar_event[ends_at]") == ["2026-10-05"])
        #expect(request.formValues("calendar_event[starts_at_time]").isEmpty)
        #expect(request.formValues("calendar_event[ends_at_time]").isEmpty)
        #expect(request.formValues("all_day_reminder_durations[]") == ["3600"])
    }

    @Test func guestsHighlightCountdownAndRepeatGoAsHEYReadsThem() async throws {
        let loop = try Loopback(.json(200, #"{"id": 900, "type": "Calendar::Event"}"#), .json(200, #"{"id": 900, "type": "Calendar::Event"}"#))
        _ = try await loop.client.calendarEvents.updateEvent(eventId: 900, params: UpdateCalendarEventParams(
            title: "Standup", startsAt: "2026-10-05", allDay: false, startTime: "09:00", startTimeZone: "UTC", endTimeZone: "Asia/Tokyo",
            attendees: ["a@example.com", "", "b@example.com"], highlighted: false,
            countdown: Countdown(value: 3, unit: .weeks), repeat: Repeat(frequency: .everyWeekday, until: .count, count: 10)))
        _ = try await loop.client.calendarEvents.updateEvent(eventId: 900, params: UpdateCalendarEventParams(
            title: "Standup", attendees: [], highlighted: true, countdown: Countdown(value: 2, unit: .months),
            repeat: Repeat(frequency: .everyYear, untilDate: "2030-01-01")))
        let first = loop.requests[0]
        #expect(first.formValues("calendar_event[ends_at_time]") == ["09:00:00"])
        #expect(first.formValues("calendar_event[starts_at_time_zone_name]") == ["UTC"])
        #expect(first.formValues("calendar_event[ends_at_time_zone_name]") == ["Asia/Tokyo"])
        #expect(first.formValues("calendar_event[attendance_email_addresses][]") == ["a@example.com", "b@example.com"])
        #expect(first.formValues("calendar_event[highlighted]") == ["0"])
        #expect(first.formValues("calendar_event[highlight_id]") == [""])
        #expect(first.formValues("countdown_interval_duration_value") == ["3"])
        #expect(first.formValues("countdown_interval_duration_unit") == ["604800"])
        #expect(first.formValues("repeat_frequency") == ["every_weekday"])
        #expect(first.formValues("calendar_recurrence_schedule[recurs_until_type]") == ["count"])
        #expect(first.formValues("calendar_recurrence_schedule[recurs_count]") == ["10"])
        let second = loop.requests[1]
        #expect(second.formValues("calendar_event[attendance_email_addresses][]") == [""])
        #expect(second.formValues("calendar_event[highlighted]") == ["1"])
        #expect(second.formValues("countdown_interval_duration_unit") == ["2629746"])
        #expect(second.formValues("calendar_recurrence_schedule[recurs_until_type]") == ["date"])
        #expect(second.formValues("calendar_recurrence_schedule[recurs_until_date]") == ["2030-01-01"])
        #expect(second.formValues("calendar_recurrence_schedule[recurs_count]").isEmpty)
    }

    @Test func aTitleAndDatesChangeSendsOnlyWhatIsSet() async throws {
        let loop = try Loopback(.json(200, #"{"id": 900, "type": "Calendar::Event"}"#), .json(200, #"{"id": 900, "type": "Calendar::Event"}"#),
                                Answers.redirect("/calendar/events/900"))
        try await loop.client.calendarEvents.update(eventId: 900, update: CalendarEventUpdate(title: "Renamed"))
        try await loop.client.calendarEvents.update(eventId: 900, update: CalendarEventUpdate(startTime: "14:00"))
        try await loop.client.calendarEvents.update(eventId: 900, update: CalendarEventUpdate(
            startsAt: "2026-10-05", allDay: true, startTime: "14:00", endTime: "15:00"))
        #expect(loop.requests.map(\.line) == Array(repeating: "PATCH /calendar/events/900.json", count: 3))
        #expect(loop.requests.map(\.formLines) == [
            ["calendar_event[summary]=Renamed"],
            ["calendar_event[starts_at_time]=14:00:00"],
            ["calendar_event[starts_at]=2026-10-05", "calendar_event[ends_at]=2026-10-05", "calendar_event[all_day]=1"],
        ])
        #expect(loop.operations == Array(repeating: "CalendarEvents.UpdateCalendarEvent", count: 3))
    }

    @Test func anOccurrenceUpdateKeepsTheSeriesRepeating() async throws {
        let loop = try Loopback(.json(200, #"{"id": 0, "parent_id": 900, "type": "Calendar::Event"}"#),
                                .json(200, #"{"id": 0, "parent_id": 900, "type": "Calendar::Event"}"#))
        let occurrence = try OccurrenceId(eventId: 900, date: "2026-10-12")
        let answered = try await loop.client.calendarEvents.updateOccurrence(
            occurrence: occurrence, scope: .thisAndFollowing, params: UpdateCalendarEventParams(title: "Moved", startsAt: "2026-10-13", allDay: true))
        _ = try await loop.client.calendarEvents.updateOccurrence(
            occurrence: occurrence, scope: .thisOnly, params: UpdateCalendarEventParams(repeat: Repeat(frequency: .everyWeek, until: .forever)))
        #expect(loop.requests.map(\.line) == Array(repeating: "PATCH /calendar/events/900/occurrences/2026-10-12.json", count: 2))
        #expect(loop.requests[0].formValues("repeat_frequency") == ["custom"])
        #expect(loop.requests[0].formValues("apply_to_future") == ["1"])
        #expect(loop.requests[1].formValues("repeat_frequency") == ["every_week"])
        #expect(loop.requests[1].formValues("calendar_recurrence_schedule[recurs_until_type]") == ["forever"])
        #expect(loop.requests[1].formValues("apply_to_future") == ["0"])
        #expect(answered.parentId == 900)
        #expect(loop.operations == Array(repeating: "CalendarEvents.UpdateCalendarEventOccurrence", count: 2))
        #expect(loop.operationInfos.first?.resourceId == 900)
    }

    @Test func badValuesAreRefusedBeforeSending() async throws {
        let loop = try Loopback()
        let creates: [CreateCalendarEventParams] = [
            CreateCalendarEventParams(calendarId: 0, title: "x", startsAt: "2026-10-05", allDay: true),
            CreateCalendarEventParams(calendarId: 3, title: " ", startsAt: "2026-10-05", allDay: true),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "10/05/2026", allDay: true),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", endsAt: "2026-02-30", allDay: true),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05"),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", startTime: "9:30"),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", startTime: "24:00"),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", startTime: "09:00", endTime: "10:60"),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true, reminders: [.seconds(-60)]),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true, reminders: [.milliseconds(1500)]),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true, content: EventContent(entryId: 0)),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true, countdown: Countdown(value: 31)),
            CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true, countdown: Countdown(value: -1)),
        ]
        for params in creates {
            _ = await expectError("usage") { try await loop.client.calendarEvents.create(params: params) }
        }
        let updates: [UpdateCalendarEventParams] = [
            UpdateCalendarEventParams(allDay: true),
            UpdateCalendarEventParams(startsAt: "2026-10-05", allDay: false),
            UpdateCalendarEventParams(calendarId: -2),
        ]
        for params in updates {
            _ = await expectError("usage") { try await loop.client.calendarEvents.updateEvent(eventId: 900, params: params) }
        }
        _ = await expectError("usage") { try await loop.client.calendarEvents.updateEvent(eventId: 0, params: UpdateCalendarEventParams(title: "x")) }
        _ = await expectError("usage") { try await loop.client.calendarEvents.update(eventId: 900, update: CalendarEventUpdate()) }
        _ = await expectError("usage") { try await loop.client.calendarEvents.update(eventId: 900, update: CalendarEventUpdate(allDay: true)) }
        _ = await expectError("usage") { try await loop.client.calendarEvents.update(eventId: 0, update: CalendarEventUpdate(title: "x")) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aSuccessWithoutTheEventIsAnAPIErrorAndHEYsErrorsPassThrough() async throws {
        let loop = try Loopback(.text(200, "<html></html>", contentType: "text/html"), .json(422, #"{"error": "Url is invalid"}"#),
                                .status(404))
        let unusable = await expectError("api_error") {
            try await loop.client.calendarEvents.create(params: CreateCalendarEventParams(calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true))
        }
        #expect(unusable?.httpStatus == 200)
        #expect(unusable?.isRetryable == false)
        let refused = await heyError {
            try await loop.client.calendarEvents.updateEvent(eventId: 900, params: UpdateCalendarEventParams(content: EventContent(link: "nope")))
        }
        #expect(refused?.httpStatus == 422)
        let missing = await heyError {
            try await loop.client.calendarEvents.updateOccurrence(occurrence: try OccurrenceId(eventId: 900, date: "2026-10-14"), scope: .thisOnly,
                                                                  params: UpdateCalendarEventParams())
        }
        #expect(missing?.httpStatus == 404)
        #expect(loop.server.requestCount == 3)
    }
}
