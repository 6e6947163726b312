import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct HabitsAndJournalTests {
    @Test func createHabitLeavesEmptyFieldsOut() async throws {
        let loop = try Loopback(Answers.recording(3, "Calendar::Habit", status: 201))
        let habit = try await loop.client.habits.createHabit(name: "Run", icon: "", days: [1, 3, 5])
        let request = try loop.only()
        #expect(request.line == "POST /calendar/habits.json")
        #expect(try request.json() == .object(["calendar_habit": .object(["name": .string("Run"), "days": .array([.number(1), .number(3), .number(5)])])]))
        #expect(habit.variant == .calendarHabit)
    }

    @Test func habitChecksHappenBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.habits.createHabit(name: "Run", days: [7]) }
        _ = await expectError("usage") { try await loop.client.habits.createHabit(name: " ") }
        _ = await expectError("usage") { try await loop.client.habits.updateHabit(habitId: 3) }
        _ = await expectError("usage") { try await loop.client.habits.completeHabit(habitId: 3, on: "2026-13-01") }
        #expect(loop.server.requestCount == 0)
    }

    @Test func updateAndCompleteAHabit() async throws {
        let loop = try Loopback(Answers.recording(3, "Calendar::Habit"), Answers.recording(3, "Calendar::Habit"), Answers.recording(3, "Calendar::Habit"))
        _ = try await loop.client.habits.updateHabit(habitId: 3, color: "blue")
        _ = try await loop.client.habits.completeHabit(habitId: 3, on: "2026-10-05")
        _ = try await loop.client.habits.uncompleteHabit(habitId: 3, on: "2026-10-05")
        #expect(loop.requests.map(\.line) == ["PATCH /calendar/habits/3.json", "POST /calendar/days/2026-10-05/habits/3/completions.json",
                                              "DELETE /calendar/days/2026-10-05/habits/3/completions.json"])
        #expect(try loop.requests[0].json() == .object(["calendar_habit": .object(["color": .string("blue")])]))
    }

    @Test func aDayWithoutAJournalEntryReadsAsNil() async throws {
        let loop = try Loopback(.status(204), .json(200, #"{"id": 4, "type": "Calendar::JournalEntry", "content": "plain", "content_html": "<p>rich</p>"}"#),
                                .json(200, #"{"id": 4, "type": "Calendar::JournalEntry", "content": "plain"}"#))
        #expect(try await loop.client.journal.getJournalEntry(day: "2026-10-05") == nil)
        #expect(try await loop.client.journal.getJournalContent(day: "2026-10-06") == "<p>rich</p>")
        #expect(try await loop.client.journal.getJournalContent(day: "2026-10-07") == "plain")
        #expect(loop.requests.map(\.line) == ["GET /calendar/days/2026-10-05/journal_entry.json", "GET /calendar/days/2026-10-06/journal_entry.json",
                                              "GET /calendar/days/2026-10-07/journal_entry.json"])
    }

    @Test func writingEmptyContentDeletesTheEntry() async throws {
        let loop = try Loopback(.json(200, #"{"id": 4, "type": "Calendar::JournalEntry"}"#), .status(204))
        let written = try await loop.client.journal.updateJournalEntry(day: "2026-10-05", content: "Dear diary")
        let deleted = try await loop.client.journal.updateJournalEntry(day: "2026-10-05", content: "")
        #expect(written?.id == 4)
        #expect(deleted == nil)
        #expect(loop.requests.map(\.line) == ["PATCH /calendar/days/2026-10-05/journal_entry.json", "PATCH /calendar/days/2026-10-05/journal_entry.json"])
        #expect(try loop.requests[0].json() == .object(["calendar_journal_entry": .object(["content": .string("Dear diary")])]))
        #expect(try loop.requests[1].json() == .object(["calendar_journal_entry": .object(["content": .string("")])]))
    }
}

@Suite struct TodosAndPeriodsTests {
    @Test func aTodoIsDatedWithABareDay() async throws {
        let loop = try Loopback(Answers.recording(5, "Calendar::Todo"), Answers.recording(6, "Calendar::Todo"))
        _ = try await loop.client.calendarTodos.createCalendarTodo(title: "Pay rent", startsOn: "2026-11-01")
        _ = try await loop.client.calendarTodos.createCalendarTodo(title: "Today")
        #expect(loop.requests.map(\.line) == ["POST /calendar/todos.json", "POST /calendar/todos.json"])
        #expect(try loop.requests[0].json() == .object(["calendar_todo": .object(["title": .string("Pay rent"), "starts_at": .string("2026-11-01")])]))
        let today = try loop.requests[1].json().at("calendar_todo.starts_at")?.stringValue ?? ""
        #expect(CalendarDate.isDay(today))
    }

    @Test func aTodoUpdateSendsOnlyWhatChangesAndNeedsSomething() async throws {
        let loop = try Loopback(Answers.recording(5, "Calendar::Todo"))
        _ = await expectError("usage") { try await loop.client.calendarTodos.updateCalendarTodo(todoId: 5) }
        #expect(loop.server.requestCount == 0)
        _ = try await loop.client.calendarTodos.updateCalendarTodo(todoId: 5, focused: false)
        let request = try loop.only()
        #expect(request.line == "PATCH /calendar/todos/5.json")
        #expect(try request.json() == .object(["calendar_todo": .object(["focused": .bool(false)])]))
    }

    @Test func periodsAreReadAsLists() async throws {
        let period = #"{"kind": "day", "starts_at": "2026-10-05T00:00:00Z", "ends_at": "2026-10-06T00:00:00Z", "recordings": {}}"#
        let loop = try Loopback(.json(200, period), .json(200, #"{"days": [\#(period), \#(period)]}"#), .json(200, #"{"weeks": [\#(period)]}"#))
        _ = try await loop.client.calendarPeriods.today()
        let days = try await loop.client.calendarPeriods.listCalendarDays(startingOn: "2026-10-05")
        let weeks = try await loop.client.calendarPeriods.listCalendarWeeks(centeredOn: "2026-10-05")
        #expect(loop.requests.map(\.target) == ["/calendar/days/now.json", "/calendar/days.json?starts_at=2026-10-05",
                                                "/calendar/weeks.json?centered_at=2026-10-05"])
        #expect(days.count == 2)
        #expect(weeks.count == 1)
    }
}

@Suite struct TimeTracksConvenienceTests {
    @Test func startAndStopAsTheSeedDoes() async throws {
        let loop = try Loopback(Answers.recording(77, "Calendar::TimeTrack", status: 201), Answers.recording(77, "Calendar::TimeTrack"), .status(404))
        let track = try await loop.client.timeTracks.startTracking()
        try await loop.client.timeTracks.stop(timeTrackId: track.id)
        let ongoing = try await loop.client.timeTracks.getOngoing()
        #expect(ongoing == nil)
        #expect(loop.requests.map(\.line) == ["POST /calendar/ongoing_time_track.json", "PUT /calendar/time_tracks/77.json",
                                              "GET /calendar/ongoing_time_track.json"])
        #expect(loop.requests[0].body.isEmpty)
        let stop = try loop.requests[1].json()
        #expect(stop.objectValue?.keys.sorted() == ["calendar_time_track"])
        #expect(stop["calendar_time_track"]?.objectValue?.keys.sorted() == ["ends_at"])
        let endsAt = stop.at("calendar_time_track.ends_at")?.stringValue ?? ""
        #expect(endsAt.hasSuffix("Z"))
        #expect(ISO8601.parse(endsAt) != nil)
        #expect(loop.operations == ["TimeTracks.StartTimeTrack", "TimeTracks.StopTimeTrack", "TimeTracks.GetOngoingTimeTrack"])
    }

    @Test func aRunningTrackIsAConflict() async throws {
        let loop = try Loopback(.json(409, #"{"error": "A time track is already running"}"#))
        let error = await expectError("conflict") { try await loop.client.timeTracks.startTracking() }
        #expect(error?.hint == "A time track is already running")
        #expect(error?.httpStatus == 409)
    }

    @Test func aFinishedTrackIsSentFlat() async throws {
        let loop = try Loopback(Answers.recording(78, "Calendar::TimeTrack"))
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        _ = try await loop.client.timeTracks.createTimeTrack(startsAt: start, endsAt: start.addingTimeInterval(3600), notes: "Review", categoryTitle: "")
        let request = try loop.only()
        #expect(request.line == "POST /calendar/time_tracks.json")
        #expect(try request.json() == .object([
            "starts_at": .string(ISO8601.format(start)), "ends_at": .string(ISO8601.format(start.addingTimeInterval(3600))),
            "notes": .string("Review"),
        ]))
        _ = await expectError("usage") { try await loop.client.timeTracks.createTimeTrack(startsAt: start, endsAt: start.addingTimeInterval(-1)) }
        #expect(loop.server.requestCount == 1)
    }

    @Test func anUpdateSendsWhatIsGivenUnderItsWrapper() async throws {
        let loop = try Loopback(Answers.recording(77, "Calendar::TimeTrack"), .json(200, #"{"time_tracks": [], "categories": []}"#))
        _ = try await loop.client.timeTracks.updateTimeTrack(timeTrackId: 77, notes: "n", categoryTitle: "Client A")
        _ = try await loop.client.timeTracks.listTimeTracks(categoryId: 4)
        #expect(loop.requests.map(\.target) == ["/calendar/time_tracks/77.json", "/calendar/time_tracks.json?category_id=4"])
        #expect(try loop.requests[0].json() == .object(["calendar_time_track": .object(["notes": .string("n"), "category_title": .string("Client A")])]))
        #expect(loop.operations.first == "TimeTracks.UpdateTimeTrack")
    }

    @Test func theExportIsCSVFromThePathAsWritten() async throws {
        let loop = try Loopback(.text(200, "Start,End\n", contentType: "text/csv"))
        let csv = try await loop.client.timeTracks.exportCSV()
        let request = try loop.only()
        #expect(request.line == "GET /calendar/time_tracks/exports")
        #expect(request.header("Accept") == "text/csv")
        #expect(String(decoding: csv, as: UTF8.self) == "Start,End\n")
    }
}

@Suite struct StickiesAndPreferencesTests {
    @Test func theStickyLimitIsHeldTo100AndLeftOutWhenNotPositive() async throws {
        let loop = try Loopback(.json(200, "[]"), .json(200, "[]"), .json(200, "[]"))
        _ = try await loop.client.stickies.listStickies(limit: 500)
        _ = try await loop.client.stickies.listStickies(limit: 0)
        _ = try await loop.client.stickies.listStickies(limit: 5)
        #expect(loop.requests.map(\.target) == ["/stickies.json?limit=100", "/stickies.json", "/stickies.json?limit=5"])
    }

    @Test func stickiesAreWrittenAndMoved() async throws {
        let loop = try Loopback(.json(200, #"{"id": 1}"#), .json(200, #"{"id": 1}"#), .status(204))
        _ = try await loop.client.stickies.createSticky(body: "Call mum", size: .large)
        _ = try await loop.client.stickies.updateSticky(stickyId: 1, size: .small)
        try await loop.client.stickies.moveSticky(stickyId: 1, position: 0)
        #expect(loop.requests.map(\.line) == ["POST /stickies.json", "PATCH /stickies/1.json", "POST /stickies/moves.json"])
        #expect(try loop.requests[0].json() == .object(["sticky": .object(["body": .string("Call mum"), "size": .string("large")])]))
        #expect(try loop.requests[1].json() == .object(["sticky": .object(["size": .string("small")])]))
        #expect(try loop.requests[2].json() == .object(["id": .number(1), "position": .number(0)]))
    }

    @Test func aPositionBeyond32BitsIsRefused() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.stickies.moveSticky(stickyId: 1, position: Int(Int32.max) + 1) }
        _ = await expectError("usage") { try await loop.client.stickies.moveSticky(stickyId: 1, position: -1) }
        _ = await expectError("usage") { try await loop.client.stickies.updateSticky(stickyId: 1, body: "") }
        #expect(loop.server.requestCount == 0)
    }

    @Test func preferencesAreSentAsHEYNamesThem() async throws {
        let loop = try Loopback(.json(200, #"{"time_format": "24h"}"#), .json(200, #"{"first_week_day": 1}"#))
        try await loop.client.identity.updateTimeFormat(twentyFourHour: true)
        try await loop.client.identity.updateFirstWeekDay(.monday)
        #expect(loop.requests.map(\.line) == ["PUT /identity/time_format.json", "PUT /calendar/identity/first_week_day.json"])
        #expect(try loop.requests[0].json() == .object(["twenty_four_hour_time_format": .bool(true)]))
        #expect(try loop.requests[1].json() == .object(["identity_preference": .object(["first_week_day": .string("monday")])]))
    }
}
