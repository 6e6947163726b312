// Copied by hey-generator from Templates/Extensions/CalendarPeriodsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: calendar_periods
/// Calendar periods: days, weeks and years with their recordings, recurring events expanded,
/// limited to the calendars the identity has selected.
extension CalendarPeriodsService {
    // needs operations: GetCalendarDay
    // needs types: CalendarPeriod
    /// The day `date` (`YYYY-MM-DD`) with its recordings (`GET /calendar/days/{date}.json`).
    ///
    /// - Throws: `usage` for a date not in the form `YYYY-MM-DD` (``today()`` reads today);
    ///   nothing is sent.
    public func day(date: String) async throws -> CalendarPeriod {
        try Checks.day(date, for: Routes.getCalendarDay.id)
        return try await getDay(day: date)
    }

    // needs operations: GetCalendarDay
    // needs types: CalendarPeriod
    /// Today, as HEY sees it in the identity's time zone (`GET /calendar/days/now.json`).
    public func today() async throws -> CalendarPeriod {
        try await getDay(day: "now")
    }

    // needs operations: ListCalendarDays
    // needs members: CalendarDayListPayload.days: [CalendarPeriod]
    // needs types: CalendarPeriod
    /// The days HEY shows from `startsAt` (`YYYY-MM-DD`; nil: today), `GET /calendar/days.json`.
    /// HEY decides how many: to read on, ask again from the last day answered.
    public func days(startsAt: String? = nil) async throws -> [CalendarPeriod] {
        if let startsAt { try Checks.day(startsAt, for: Routes.listCalendarDays.id) }
        return try await listDays(options: ListCalendarDaysOptions(startsAt: startsAt)).days
    }

    // needs operations: GetCalendarWeek
    // needs types: CalendarPeriod
    /// The week holding `date` (`YYYY-MM-DD`), `GET /calendar/weeks/{date}.json`.
    public func week(date: String) async throws -> CalendarPeriod {
        try Checks.day(date, for: Routes.getCalendarWeek.id)
        return try await getWeek(week: date)
    }

    // needs operations: ListCalendarWeeks
    // needs members: CalendarWeekListPayload.weeks: [CalendarPeriod]
    // needs types: CalendarPeriod
    /// Nine weeks (`GET /calendar/weeks.json`): starting with the week of `startsAt`, or centred
    /// on the week of `centeredAt`, or (neither) centred on this week. `startsAt` wins when both
    /// are given.
    public func weeks(startsAt: String? = nil, centeredAt: String? = nil) async throws -> [CalendarPeriod] {
        let operation = Routes.listCalendarWeeks.id
        if let startsAt { try Checks.day(startsAt, for: operation) }
        if let centeredAt { try Checks.day(centeredAt, for: operation) }
        return try await listWeeks(options: ListCalendarWeeksOptions(startsAt: startsAt, centeredAt: centeredAt)).weeks
    }

    // needs operations: GetCalendarYear
    // needs types: CalendarYear
    /// The year holding `date` (`YYYY-MM-DD`), `GET /calendar/years/{date}.json`: its days and
    /// the events spanning them, not every recording.
    public func year(date: String) async throws -> CalendarYear {
        try Checks.day(date, for: Routes.getCalendarYear.id)
        return try await getYear(year: date)
    }
}
