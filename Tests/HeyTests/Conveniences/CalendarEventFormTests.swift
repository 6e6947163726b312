import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct CalendarEventFormTests {
    @Test func aTimedEventIsCreatedWithItsClockTimesZoneAndReminders() async throws {
        let loop = try Loopback(.json(201, #"{"id": 900, "type": "Calendar::Event", "title": "Launch"}"#))
        let saved = try await loop.client.calendarEvents.create(CalendarEventDetails(
            calendarId: 3, title: "Launch", startsOn: "2026-10-05", startTime: "09:30", endTime: "10:00",
            timeZone: "Europe/Berlin", reminders: [600, 86400], location: "Room 1"))
        let request = try loop.only()
        #expect(request.line == "POST /calendar/events.json")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.formLines == [
            "calendar_event[calendar_id]=3", "calendar_event[summary]=Launch", "calendar_event[starts_at]=2026-10-05",
            "calendar_event[ends_at]=2026-10-05", "calendar_event[all_day]=0", "calendar_event[starts_at_time]=09:30:00",
            "calendar_event[ends_at_time]=10:00:00", "calendar_event[set_time_zone]=1",
            "calendar_event[starts_at_time_zone_name]=Europe/Berlin", "calendar_event[ends_at_time_zone_name]=Europe/Berlin",
            "timed_reminder_durations[]=600", "timed_reminder_durations[]=86400",
            "calendar_event[description]=", "calendar_event[location]=Room 1", "calendar_event[url]=", "calendar_event[entry_id]=",
        ])
        #expect(saved.id == 900)
        #expect(saved.recording?.title == "Launch")
        #expect(loop.operations == ["CalendarEvents.CreateCalendarEvent"])
    }

    @Test func anOlderHEYsRedirectAnswersTheIdOnly() async throws {
        let loop = try Loopback(Answers.redirect("/calendar/events/901"))
        let saved = try await loop.client.calendarEvents.create(CalendarEventDetails(calendarId: 3, title: "x", startsOn: "2026-10-05", allDay: true))
        #expect(saved == CalendarEventSaved(id: 901, recording: nil))
    }

    @Test func anAllDayUpdateCarriesItsDatesAndNoClockTimes() async throws {
        let loop = try Loopback(.json(200, #"{"id": 900, "type": "Calendar::Event"}"#))
        _ = try await loop.client.calendarEvents.update(eventId: 900, CalendarEventDetails(
            title: "Offsite", startsOn: "2026-10-05", endsOn: "2026-10-07", allDay: true, startTime: "09:00", reminders: [3600]))
        let request = try loop.only()
        #expect(request.line == "PATCH /calendar/events/900.json")
        #expect(request.formValues("calendar_event[all_day]") == ["1"])
        #expect(request.formValues("calendar_event[starts_at]") == ["2026-10-05"])
        #expect(request.formValues("calendar_event[ends_at]") == ["2026-10-07"])
        #expect(request.formValues("calendar_event[starts_at_time]").isEmpty)
        #expect(request.formValues("calendar_event[ends_at_time]").isEmpty)
        #expect(request.formValues("calendar_event[calendar_id]").isEmpty)
        #expect(request.formValues("all_day_reminder_durations[]") == ["3600"])
        #expect(request.formValues("calendar_event[set_time_zone]") == ["0"])
        #expect(loop.operations == ["CalendarEvents.UpdateCalendarEvent"])
        #expect(loop.operationInfos.first?.resourceId == 900)
    }

    @Test func guestsHighlightCountdownAndRecurrenceGoAsHEYReadsThem() async throws {
        let loop = try Loopback(.json(200, #"{"id": 900, "type": "Calendar::Event"}"#), .json(200, #"{"id": 900, "type": "Calendar::Event"}"#))
        _ = try await loop.client.calendarEvents.update(eventId: 900, CalendarEventDetails(
            title: "Standup", startsOn: "2026-10-05", startTime: "09:00", timeZone: "UTC", endTimeZone: "Asia/Tokyo",
            entryId: 55, attendees: ["a@example.com", "b@example.com"], highlighted: false,
            countdown: CalendarCountdown(value: 3, unit: .weeks), recurrence: CalendarRecurrence(frequency: .everyWeekday, end: .after(10))))
        _ = try await loop.client.calendarEvents.update(eventId: 900, CalendarEventDetails(
            title: "Standup", startsOn: "2026-10-05", allDay: true, attendees: [], recurrence: CalendarRecurrence(frequency: .everyYear, end: .on("2030-01-01"))))
        let first = loop.requests[0]
        #expect(first.formValues("calendar_event[ends_at_time_zone_name]") == ["Asia/Tokyo"])
        #expect(first.formValues("calendar_event[entry_id]") == ["55"])
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
        #expect(second.formValues("calendar_event[highlighted]").isEmpty)
        #expect(second.formValues("countdown_interval_duration_value").isEmpty)
        #expect(second.formValues("calendar_recurrence_schedule[recurs_until_date]") == ["2030-01-01"])
    }

    @Test func anOccurrenceUpdateKeepsTheSeriesRepeating() async throws {
        let loop = try Loopback(.json(200, #"{"id": 0, "parent_id": 900, "type": "Calendar::Event"}"#))
        _ = try await loop.client.calendarEvents.updateOccurrence(eventId: 900, occurrence: "2026-10-12", applyToFuture: true,
                                                                  CalendarEventDetails(title: "Moved", startsOn: "2026-10-13", allDay: true))
        let request = try loop.only()
        #expect(request.line == "PATCH /calendar/events/900/occurrences/2026-10-12.json")
        #expect(request.formValues("repeat_frequency") == ["custom"])
        #expect(request.formValues("apply_to_future") == ["1"])
        #expect(loop.operations == ["CalendarEvents.UpdateCalendarEventOccurrence"])
    }

    @Test func badValuesAreRefusedBeforeSending() async throws {
        let loop = try Loopback()
        let events: [CalendarEventDetails] = [
            CalendarEventDetails(title: "x", startsOn: "2026-10-05", allDay: true),
            CalendarEventDetails(calendarId: 3, title: "x", startsOn: "10/05/2026", allDay: true),
            CalendarEventDetails(calendarId: 3, title: "x", startsOn: "2026-10-05"),
            CalendarEventDetails(calendarId: 3, title: "x", startsOn: "2026-10-05", startTime: "9:30"),
            CalendarEventDetails(calendarId: 3, title: "x", startsOn: "2026-10-05", startTime: "24:00"),
            CalendarEventDetails(calendarId: 3, title: "x", startsOn: "2026-10-05", allDay: true, countdown: CalendarCountdown(value: 31, unit: .days)),
            CalendarEventDetails(calendarId: 3, title: "x", startsOn: "2026-10-05", allDay: true, recurrence: CalendarRecurrence(frequency: .everyDay, end: .after(0))),
        ]
        for event in events {
            _ = await expectError("usage") { try await loop.client.calendarEvents.create(event) }
        }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aSuccessWithoutTheEventIsAnAPIError() async throws {
        let loop = try Loopback(.text(200, "<html></html>", contentType: "text/html"))
        let error = await expectError("api_error") {
            try await loop.client.calendarEvents.create(CalendarEventDetails(calendarId: 3, title: "x", startsOn: "2026-10-05", allDay: true))
        }
        #expect(error?.httpStatus == 200)
    }
}
