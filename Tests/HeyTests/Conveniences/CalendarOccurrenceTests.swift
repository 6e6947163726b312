import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct CalendarOccurrenceTests {
    @Test func anOccurrenceIdIsReadAndWrittenAsHEYsOccurrenceId() throws {
        let occurrence = try OccurrenceId.parse("821_2026-10-14")
        #expect(occurrence.eventId == 821)
        #expect(occurrence.date == "2026-10-14")
        #expect(occurrence.description == "821_2026-10-14")
        #expect(try OccurrenceId.parse(occurrence.description) == occurrence)
        #expect(try OccurrenceId(eventId: 821, date: "2026-10-14") == occurrence)
        #expect(Set([occurrence, try OccurrenceId(eventId: 821, date: "2026-10-14")]).count == 1)
    }

    @Test func aMalformedOccurrenceIsAUsageError() async throws {
        for source in ["821-2026-10-14", "821_2026-10-14_1", "_2026-10-14", "0_2026-10-14", "-3_2026-10-14", "+3_2026-10-14",
                       "821_2026-13-01", "821_now", "821_", "", "x_2026-10-14", "99999999999999999999_2026-10-14"] {
            _ = await expectError("usage") { try OccurrenceId.parse(source) }
        }
        _ = await expectError("usage") { try OccurrenceId(eventId: 0, date: "2026-10-14") }
        _ = await expectError("usage") { try OccurrenceId(eventId: 821, date: "2026-10-32") }
        _ = await expectError("usage") { try OccurrenceId(eventId: 821, date: "14/10/2026") }
    }

    @Test func aScopeIsReadByItsWireName() async throws {
        #expect(OccurrenceScope.allCases == [.thisOnly, .thisAndFollowing])
        #expect(OccurrenceScope.thisOnly.rawValue == "this_event")
        #expect(try OccurrenceScope.parse("this_event") == .thisOnly)
        #expect(try OccurrenceScope.parse("this_and_following") == .thisAndFollowing)
        let error = await expectError("usage") { try OccurrenceScope.parse("following") }
        #expect(error?.message.contains("this_event, this_and_following") == true)
    }

    @Test func eventsAreDeletedWholeOrOneDayWithTheFlagAlwaysSent() async throws {
        let loop = try Loopback(.status(204), .status(204), .status(204))
        try await loop.client.calendarEvents.deleteCalendarEvent(eventId: 6)
        try await loop.client.calendarEvents.deleteOccurrenceScoped(occurrence: try OccurrenceId(eventId: 6, date: "2026-10-05"), scope: .thisOnly)
        try await loop.client.calendarEvents.deleteOccurrenceScoped(occurrence: try OccurrenceId.parse("6_2026-10-12"), scope: .thisAndFollowing)
        #expect(loop.requests.map(\.method) == ["DELETE", "DELETE", "DELETE"])
        #expect(loop.requests.map(\.target) == ["/calendar/events/6.json", "/calendar/events/6/occurrences/2026-10-05.json?apply_to_future=false",
                                                "/calendar/events/6/occurrences/2026-10-12.json?apply_to_future=true"])
        #expect(loop.operations == ["CalendarEvents.DeleteCalendarEvent", "CalendarEvents.DeleteCalendarEventOccurrence",
                                    "CalendarEvents.DeleteCalendarEventOccurrence"])
        _ = await expectError("usage") { try await loop.client.calendarEvents.deleteCalendarEvent(eventId: 0) }
        #expect(loop.server.requestCount == 3)
    }

    @Test func aDayThatIsNotAnOccurrenceIsNotFound() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("not_found") {
            try await loop.client.calendarEvents.deleteOccurrenceScoped(occurrence: try OccurrenceId(eventId: 6, date: "2026-10-06"), scope: .thisOnly)
        }
        #expect(loop.server.requestCount == 1)
    }
}

@Suite struct CalendarScheduleTests {
    @Test func countdownUnitsAreHEYsSeconds() {
        #expect(CountdownUnit.allCases.map(\.seconds) == [86400, 604_800, 2_629_746])
        #expect(Countdown() == Countdown(value: 0, unit: .days))
        #expect(Repeat() == Repeat(frequency: .custom, until: nil, untilDate: nil, count: nil))
        #expect(RepeatFrequency.allCases.map(\.rawValue) == ["every_day", "every_weekday", "every_week", "every_other_week",
                                                            "every_day_of_month", "every_year", "custom"])
        #expect(RepeatUntil.allCases.map(\.rawValue) == ["forever", "date", "count"])
    }

    @Test func aRepeatSendsItsEndOnlyWhenItHasOne() throws {
        #expect(try Repeat().fields(for: "Op").map { "\($0)=\($1)" } == ["repeat_frequency=custom"])
        #expect(try Repeat(frequency: .everyDay, count: 3).fields(for: "Op").map { "\($0)=\($1)" } == [
            "repeat_frequency=every_day", "calendar_recurrence_schedule[recurs_until_type]=count", "calendar_recurrence_schedule[recurs_count]=3",
        ])
    }

    @Test func aRepeatWhoseEndDisagreesWithItselfIsRefused() async throws {
        let loop = try Loopback()
        let repeats = [
            Repeat(frequency: .everyDay, until: .date),
            Repeat(frequency: .everyDay, until: .date, untilDate: "2030-02-30"),
            Repeat(frequency: .everyDay, until: .date, untilDate: "2030-01-01", count: 2),
            Repeat(frequency: .everyDay, until: .count),
            Repeat(frequency: .everyDay, until: .count, count: 0),
            Repeat(frequency: .everyDay, until: .count, untilDate: "2030-01-01", count: 2),
            Repeat(frequency: .everyDay, until: .forever, count: 2),
            Repeat(frequency: .everyDay, untilDate: "2030-01-01", count: 2),
        ]
        for schedule in repeats {
            let error = await expectError("usage") {
                try await loop.client.calendarEvents.create(params: CreateCalendarEventParams(
                    calendarId: 3, title: "x", startsAt: "2026-10-05", allDay: true, repeat: schedule))
            }
            #expect(error?.message.hasPrefix("CreateCalendarEvent: ") == true)
        }
        #expect(loop.server.requestCount == 0)
    }
}
