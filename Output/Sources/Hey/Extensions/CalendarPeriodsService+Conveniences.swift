// Copied by hey-generator from Templates/Extensions/CalendarPeriodsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: calendar_periods
/// Calendar periods: days and weeks with their recordings, recurring events expanded, limited
/// to the calendars the identity has selected.
extension CalendarPeriodsService {
    // needs operations: GetCalendarDay
    // needs types: CalendarPeriod
    /// Today, as HEY sees it in the identity's time zone (`GET /calendar/days/now.json`).
    public func today() async throws -> CalendarPeriod {
        try await getDay(day: "now")
    }

    // needs operations: ListCalendarDays
    // needs members: CalendarDayListPayload.days
    // needs types: CalendarPeriod
    /// The days HEY shows from `startingOn` (`YYYY-MM-DD`; nil: today). HEY decides how many:
    /// to read on, ask again from the last day answered.
    public func listCalendarDays(startingOn: String? = nil) async throws -> [CalendarPeriod] {
        if let startingOn { try Checks.day(startingOn, for: Routes.listCalendarDays.id) }
        return try await listDays(options: ListCalendarDaysOptions(startsAt: startingOn)).days
    }

    // needs operations: ListCalendarWeeks
    // needs members: CalendarWeekListPayload.weeks
    // needs types: CalendarPeriod
    /// Nine weeks: starting with the week of `startingOn`, or centred on the week of
    /// `centeredOn`, or (neither) centred on this week. `startingOn` wins when both are given.
    public func listCalendarWeeks(startingOn: String? = nil, centeredOn: String? = nil) async throws -> [CalendarPeriod] {
        let operation = Routes.listCalendarWeeks.id
        if let startingOn { try Checks.day(startingOn, for: operation) }
        if let centeredOn { try Checks.day(centeredOn, for: operation) }
        return try await listWeeks(options: ListCalendarWeeksOptions(startsAt: startingOn, centeredAt: centeredOn)).weeks
    }
}
