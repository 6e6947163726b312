import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct HabitsAndJournalTests {
    @Test func createHabitLeavesEmptyFieldsOut() async throws {
        let loop = try Loopback(Answers.recording(3, "Calendar::Habit", status: 201))
        let habit = try await loop.client.habits.createHabit(params: HabitParams(name: "Run", icon: "", days: [1, 3, 5]))
        let request = try loop.only()
        #expect(request.line == "POST /calendar/habits.json")
        #expect(try request.json() == .object(["calendar_habit": .object(["name": .string("Run"), "days": .array([.number(1), .number(3), .number(5)])])]))
        #expect(habit.variant == .calendarHabit)
        #expect(loop.operations == ["Habits.CreateHabit"])
    }

    @Test func habitChecksHappenBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.habits.createHabit(params: HabitParams(name: "Run", days: [7])) }
        _ = await expectError("usage") { try await loop.client.habits.createHabit(params: HabitParams(name: "Run", days: [-1])) }
        _ = await expectError("usage") { try await loop.client.habits.createHabit(params: HabitParams(name: " ", icon: "star")) }
        _ = await expectError("usage") { try await loop.client.habits.createHabit(params: HabitParams()) }
        _ = await expectError("usage") { try await loop.client.habits.updateHabit(habitId: 3, params: HabitParams()) }
        _ = await expectError("usage") { try await loop.client.habits.updateHabit(habitId: 0, params: HabitParams(name: "Run")) }
        _ = await expectError("usage") { try await loop.client.habits.completeHabit(habitId: 3, on: "2026-13-01") }
        #expect(loop.server.requestCount == 0)
    }

    @Test func updateAndCompleteAHabit() async throws {
        let loop = try Loopback(Answers.recording(3, "Calendar::Habit"), Answers.recording(3, "Calendar::Habit"), Answers.recording(3, "Calendar::Habit"))
        let updated = try await loop.client.habits.updateHabit(habitId: 3, params: HabitParams(color: "blue", days: [0, 6]))
        _ = try await loop.client.habits.completeHabit(habitId: 3, on: "2026-10-05")
        _ = try await loop.client.habits.uncompleteHabit(habitId: 3, on: "2026-10-05")
        #expect(loop.requests.map(\.line) == ["PATCH /calendar/habits/3.json", "POST /calendar/days/2026-10-05/habits/3/completions.json",
                                              "DELETE /calendar/days/2026-10-05/habits/3/completions.json"])
        #expect(try loop.requests[0].json() == .object(["calendar_habit": .object(["color": .string("blue"), "days": .array([.number(0), .number(6)])])]))
        #expect(updated.id == 3)
        #expect(loop.operations == ["Habits.UpdateHabit", "Habits.CompleteHabit", "Habits.UncompleteHabit"])
    }

    @Test func aHabitHEYRefusesIsItsError() async throws {
        let loop = try Loopback(.json(422, #"{"error": "Name can't be blank"}"#))
        let error = await expectError("validation") { try await loop.client.habits.createHabit(params: HabitParams(name: "Run")) }
        #expect(error?.httpStatus == 422)
        #expect(loop.server.requestCount == 1)
    }

    @Test func aDayWithoutAJournalEntryReadsAsNil() async throws {
        let loop = try Loopback(.status(204), .status(204), .json(200, #"{"id": 4, "type": "Calendar::JournalEntry", "content": "plain", "content_html": "<p>rich</p>"}"#),
                                .json(200, #"{"id": 4, "type": "Calendar::JournalEntry", "content": "plain"}"#),
                                .json(200, #"{"id": 4, "type": "Calendar::JournalEntry"}"#))
        #expect(try await loop.client.journal.entry(day: "2026-10-05") == nil)
        #expect(try await loop.client.journal.getContent(day: "2026-10-05") == nil)
        #expect(try await loop.client.journal.getContent(day: "2026-10-06") == "<p>rich</p>")
        #expect(try await loop.client.journal.getContent(day: "2026-10-07") == "plain")
        #expect(try await loop.client.journal.getContent(day: "2026-10-08") == "")
        #expect(loop.requests.map(\.line) == ["GET /calendar/days/2026-10-05/journal_entry.json", "GET /calendar/days/2026-10-05/journal_entry.json",
                                              "GET /calendar/days/2026-10-06/journal_entry.json", "GET /calendar/days/2026-10-07/journal_entry.json",
                                              "GET /calendar/days/2026-10-08/journal_entry.json"])
        #expect(loop.operations == Array(repeating: "Journal.GetJournalEntry", count: 5))
    }

    @Test func writingEmptyContentDeletesTheEntry() async throws {
        let loop = try Loopback(.json(200, #"{"id": 4, "type": "Calendar::JournalEntry"}"#), .status(204))
        let written = try await loop.client.journal.updateContent(day: "2026-10-05", content: "Dear diary")
        let deleted = try await loop.client.journal.updateContent(day: "2026-10-05", content: "")
        #expect(written?.id == 4)
        #expect(deleted == nil)
        #expect(loop.requests.map(\.line) == ["PATCH /calendar/days/2026-10-05/journal_entry.json", "PATCH /calendar/days/2026-10-05/journal_entry.json"])
        #expect(try loop.requests[0].json() == .object(["calendar_journal_entry": .object(["content": .string("Dear diary")])]))
        #expect(try loop.requests[1].json() == .object(["calendar_journal_entry": .object(["content": .string("")])]))
    }

    @Test func journalDaysAreCheckedAndHEYsErrorsPassThrough() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("usage") { try await loop.client.journal.entry(day: "today") }
        _ = await expectError("usage") { try await loop.client.journal.getContent(day: "2026-10-5") }
        _ = await expectError("usage") { try await loop.client.journal.updateContent(day: "", content: "x") }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("not_found") { try await loop.client.journal.getContent(day: "2026-10-05") }
    }
}

@Suite struct TodosAndPeriodsTests {
    @Test func aTodoIsDatedWithABareDayTodayWhereTheCallerIsByDefault() async throws {
        let loop = try Loopback(Answers.recording(5, "Calendar::Todo"), Answers.recording(6, "Calendar::Todo"))
        _ = try await loop.client.calendarTodos.createTodo(title: "Pay rent", startsAt: "2026-11-01")
        let before = CalendarDate.today()
        let todo = try await loop.client.calendarTodos.createTodo(title: "Today")
        let after = CalendarDate.today()
        #expect(loop.requests.map(\.line) == ["POST /calendar/todos.json", "POST /calendar/todos.json"])
        #expect(try loop.requests[0].json() == .object(["calendar_todo": .object(["title": .string("Pay rent"), "starts_at": .string("2026-11-01")])]))
        let today = try loop.requests[1].json().at("calendar_todo.starts_at")?.stringValue ?? ""
        #expect([before, after].contains(today))
        #expect(todo.id == 6)
        #expect(loop.operations == ["CalendarTodos.CreateCalendarTodo", "CalendarTodos.CreateCalendarTodo"])
    }

    @Test func todayIsTheCallersLocalDay() {
        let instant = Date(timeIntervalSince1970: 1_791_000_000) // 2026-10-03T04:00:00Z
        #expect(CalendarDate.today(in: TimeZone(identifier: "UTC")!, now: instant) == "2026-10-03")
        #expect(CalendarDate.today(in: TimeZone(identifier: "America/Los_Angeles")!, now: instant) == "2026-10-02")
    }

    @Test func aTodoUpdateSendsOnlyWhatChangesAndNeedsSomething() async throws {
        let loop = try Loopback(Answers.recording(5, "Calendar::Todo"), Answers.recording(5, "Calendar::Todo"))
        _ = await expectError("usage") { try await loop.client.calendarTodos.updateTodo(todoId: 5, changes: TodoChanges()) }
        _ = await expectError("usage") { try await loop.client.calendarTodos.updateTodo(todoId: 5, changes: TodoChanges(startsAt: "tomorrow")) }
        _ = await expectError("usage") { try await loop.client.calendarTodos.updateTodo(todoId: 5, changes: TodoChanges(title: "")) }
        _ = await expectError("usage") { try await loop.client.calendarTodos.updateTodo(todoId: 0, changes: TodoChanges(focused: true)) }
        _ = await expectError("usage") { try await loop.client.calendarTodos.createTodo(title: " ") }
        _ = await expectError("usage") { try await loop.client.calendarTodos.createTodo(title: "x", startsAt: "2026-1-1") }
        #expect(loop.server.requestCount == 0)
        _ = try await loop.client.calendarTodos.updateTodo(todoId: 5, changes: TodoChanges(focused: false))
        _ = try await loop.client.calendarTodos.updateTodo(todoId: 5, changes: TodoChanges(title: "Pay", startsAt: "2026-11-02"))
        #expect(loop.requests.map(\.line) == ["PATCH /calendar/todos/5.json", "PATCH /calendar/todos/5.json"])
        #expect(try loop.requests[0].json() == .object(["calendar_todo": .object(["focused": .bool(false)])]))
        #expect(try loop.requests[1].json() == .object(["calendar_todo": .object(["title": .string("Pay"), "starts_at": .string("2026-11-02")])]))
    }

    @Test func periodsAreReadByDateAndAsLists() async throws {
        let period = #"{"kind": "day", "starts_at": "2026-10-05T00:00:00Z", "ends_at": "2026-10-06T00:00:00Z", "recordings": {}}"#
        let year = #"{"kind": "year", "starts_at": "2026-01-01", "ends_at": "2026-12-31", "padding_days_count": 4, "days": [], "spanned_events": []}"#
        let loop = try Loopback(.json(200, period), .json(200, period), .json(200, #"{"days": [\#(period), \#(period)]}"#),
                                .json(200, #"{"days": []}"#), .json(200, period), .json(200, #"{"weeks": [\#(period)]}"#),
                                .json(200, #"{"weeks": []}"#), .json(200, year))
        let day = try await loop.client.calendarPeriods.day(date: "2026-10-05")
        _ = try await loop.client.calendarPeriods.today()
        let days = try await loop.client.calendarPeriods.days(startsAt: "2026-10-05")
        _ = try await loop.client.calendarPeriods.days()
        _ = try await loop.client.calendarPeriods.week(date: "2026-10-05")
        let weeks = try await loop.client.calendarPeriods.weeks(centeredAt: "2026-10-05")
        _ = try await loop.client.calendarPeriods.weeks(startsAt: "2026-10-05", centeredAt: "2026-12-01")
        let calendarYear = try await loop.client.calendarPeriods.year(date: "2026-10-05")
        #expect(loop.requests.map(\.target) == [
            "/calendar/days/2026-10-05.json", "/calendar/days/now.json", "/calendar/days.json?starts_at=2026-10-05", "/calendar/days.json",
            "/calendar/weeks/2026-10-05.json", "/calendar/weeks.json?centered_at=2026-10-05",
            "/calendar/weeks.json?starts_at=2026-10-05&centered_at=2026-12-01", "/calendar/years/2026-10-05.json",
        ])
        #expect(day.kind == "day")
        #expect(days.count == 2)
        #expect(weeks.count == 1)
        #expect(calendarYear.paddingDaysCount == 4)
        #expect(loop.operations == ["CalendarPeriods.GetCalendarDay", "CalendarPeriods.GetCalendarDay", "CalendarPeriods.ListCalendarDays",
                                    "CalendarPeriods.ListCalendarDays", "CalendarPeriods.GetCalendarWeek", "CalendarPeriods.ListCalendarWeeks",
                                    "CalendarPeriods.ListCalendarWeeks", "CalendarPeriods.GetCalendarYear"])
    }

    @Test func periodDatesAreCheckedBeforeSending() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("usage") { try await loop.client.calendarPeriods.day(date: "now") }
        _ = await expectError("usage") { try await loop.client.calendarPeriods.week(date: "2026-W41") }
        _ = await expectError("usage") { try await loop.client.calendarPeriods.year(date: "2026") }
        _ = await expectError("usage") { try await loop.client.calendarPeriods.days(startsAt: "2026-10-32") }
        _ = await expectError("usage") { try await loop.client.calendarPeriods.weeks(startsAt: "2026-10-05", centeredAt: "x") }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("not_found") { try await loop.client.calendarPeriods.day(date: "2026-10-05") }
    }
}

@Suite struct StickiesAndPreferencesTests {
}
