// Copied by hey-generator from Templates/Extensions/IdentityService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: identity
/// The identity's preferences.
extension IdentityService {
    // needs operations: UpdateTimeFormat
    // needs builds: UpdateTimeFormatRequestContent(twenty_four_hour_time_format)
    // needs types: TimeFormatPreference
    /// Shows times with a 24-hour clock, or with AM/PM (`PUT /identity/time_format.json`).
    @discardableResult
    public func updateTimeFormat(twentyFourHour: Bool) async throws -> TimeFormatPreference {
        try await updateTimeFormat(body: UpdateTimeFormatRequestContent(twentyFourHourTimeFormat: twentyFourHour))
    }

    // needs operations: UpdateFirstWeekDay
    // needs builds: UpdateFirstWeekDayRequestContent(identity_preference), FirstWeekDayParams(first_week_day)
    // needs types: FirstWeekDayPreference
    /// Starts the calendar's weeks on `day` (`PUT /calendar/identity/first_week_day.json`).
    @discardableResult
    public func updateFirstWeekDay(_ day: Weekday) async throws -> FirstWeekDayPreference {
        try await updateFirstWeekDay(body: UpdateFirstWeekDayRequestContent(identityPreference: FirstWeekDayParams(firstWeekDay: day.rawValue)))
    }
}

/// A day of the week, as HEY names it.
public enum Weekday: String, Sendable, Hashable, CaseIterable {
    /// Sunday.
    case sunday
    /// Monday.
    case monday
    /// Tuesday.
    case tuesday
    /// Wednesday.
    case wednesday
    /// Thursday.
    case thursday
    /// Friday.
    case friday
    /// Saturday.
    case saturday
}
