// Copied by hey-generator from Templates/Extensions/IdentityService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A day of the week; the raw value is HEY's number for it, 0 for Sunday up to 6 for Saturday.
public enum Weekday: Int, Sendable, Equatable, CaseIterable {
    /// Sunday (0).
    case sunday = 0
    /// Monday (1).
    case monday = 1
    /// Tuesday (2).
    case tuesday = 2
    /// Wednesday (3).
    case wednesday = 3
    /// Thursday (4).
    case thursday = 4
    /// Friday (5).
    case friday = 5
    /// Saturday (6).
    case saturday = 6

    /// The day as HEY names it when setting it (`monday`).
    public var wire: String {
        switch self {
        case .sunday: "sunday"
        case .monday: "monday"
        case .tuesday: "tuesday"
        case .wednesday: "wednesday"
        case .thursday: "thursday"
        case .friday: "friday"
        case .saturday: "saturday"
        }
    }

    /// HEY's number for the day, 0 for Sunday up to 6 for Saturday.
    public var index: Int { rawValue }

    /// The day HEY numbers `index` (0 is Sunday); nil outside 0…6.
    public static func fromIndex(_ index: Int) -> Weekday? {
        Weekday(rawValue: index)
    }
}

/// How the identity's clock shows times.
public enum TimeFormat: String, Sendable, Equatable, CaseIterable {
    /// With AM and PM (`twelve_hour`).
    case twelveHour = "twelve_hour"
    /// From 00:00 to 23:59 (`twenty_four_hour`).
    case twentyFourHour = "twenty_four_hour"

    /// The format as HEY spells it (`twenty_four_hour`).
    public var wire: String { rawValue }

    /// The format HEY spells `source`.
    ///
    /// - Throws: `usage` when `source` is not `twelve_hour` or `twenty_four_hour`.
    public static func parse(_ source: String) throws -> TimeFormat {
        guard let format = TimeFormat(rawValue: source) else {
            throw HeyError.usage(message: "\"\(source)\" is not a time format",
                                 hint: "HEY's formats are " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return format
    }
}

// needs services: identity
/// The identity's preferences.
extension IdentityService {
    // needs operations: UpdateFirstWeekDay
    // needs builds: UpdateFirstWeekDayRequestContent(identity_preference: FirstWeekDayParams), FirstWeekDayParams(first_week_day: string)
    // needs members: FirstWeekDayPreference.first_week_day: integer(int32)
    /// Starts the calendar's weeks on `day` (`PUT /calendar/identity/first_week_day.json`) and
    /// answers the day HEY stored.
    ///
    /// - Throws: `api_error` when HEY answers a number outside 0…6.
    public func setFirstWeekDay(_ day: Weekday) async throws -> Weekday {
        let body = UpdateFirstWeekDayRequestContent(identityPreference: FirstWeekDayParams(firstWeekDay: day.wire))
        let stored = try await updateFirstWeekDay(body: body).firstWeekDay
        guard let answer = Weekday.fromIndex(Int(stored)) else {
            throw HeyError.unusableAnswer("\(Routes.updateFirstWeekDay.id): HEY answered first_week_day \(stored), not a day 0…6",
                                          status: nil)
        }
        return answer
    }

    // needs operations: UpdateTimeFormat
    // needs builds: UpdateTimeFormatRequestContent(twenty_four_hour_time_format: boolean)
    // needs members: TimeFormatPreference.time_format: string
    /// Shows times with a 24-hour clock or with AM/PM (`PUT /identity/time_format.json`) and
    /// answers the format HEY stored.
    ///
    /// - Throws: `api_error` when HEY answers a format other than `twelve_hour` or
    ///   `twenty_four_hour`.
    public func setTimeFormat(_ format: TimeFormat) async throws -> TimeFormat {
        let body = UpdateTimeFormatRequestContent(twentyFourHourTimeFormat: format == .twentyFourHour)
        let stored = try await updateTimeFormat(body: body).timeFormat
        guard let answer = TimeFormat(rawValue: stored) else {
            throw HeyError.unusableAnswer("\(Routes.updateTimeFormat.id): HEY answered time_format \"\(stored)\", not twelve_hour or twenty_four_hour",
                                          status: nil)
        }
        return answer
    }
}
