// Copied by hey-generator from Templates/Extensions/CalendarEventSchedule.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: calendar_events
/// The unit of an event's ``Countdown``.
public enum CountdownUnit: Sendable, Equatable, CaseIterable {
    /// Days.
    case days
    /// Weeks.
    case weeks
    /// Months.
    case months

    /// The unit in seconds, as HEY's form takes it: 86400, 604800 or 2629746.
    public var seconds: Int {
        switch self {
        case .days: 86400
        case .weeks: 604_800
        case .months: 2_629_746
        }
    }
}

// needs services: calendar_events
/// A countdown shown ahead of an event: `value` units before it. A `value` of 0 (the default)
/// is no countdown, and HEY removes one the event had, since it has no "leave alone".
public struct Countdown: Sendable, Equatable {
    /// How many units ahead: 0 for none, else 1–30 (HEY's form offers those).
    public var value: Int
    /// The unit.
    public var unit: CountdownUnit

    /// Creates a countdown (none by default).
    public init(value: Int = 0, unit: CountdownUnit = .days) {
        self.value = value
        self.unit = unit
    }

    /// The form fields: none for no countdown.
    func fields(for operation: String) throws -> [(String, String)] {
        if value == 0 { return [] }
        guard (1...30).contains(value) else {
            throw HeyError.usage(message: "\(operation): a countdown is 1–30 units (0 for none), not \(value); nothing was sent")
        }
        return [("countdown_interval_duration_value", String(value)), ("countdown_interval_duration_unit", String(unit.seconds))]
    }
}

// needs services: calendar_events
/// How often an event repeats.
public enum RepeatFrequency: String, Sendable, Equatable, CaseIterable {
    /// Every day.
    case everyDay = "every_day"
    /// Monday to Friday.
    case everyWeekday = "every_weekday"
    /// Every week.
    case everyWeek = "every_week"
    /// Every other week.
    case everyOtherWeek = "every_other_week"
    /// The same day every month.
    case everyDayOfMonth = "every_day_of_month"
    /// Every year.
    case everyYear = "every_year"
    /// Keep the schedule the event has.
    case custom = "custom"
}

// needs services: calendar_events
/// Until when an event repeats.
public enum RepeatUntil: String, Sendable, Equatable, CaseIterable {
    /// For ever.
    case forever = "forever"
    /// Until ``Repeat/untilDate``.
    case date = "date"
    /// ``Repeat/count`` times.
    case count = "count"
}

// needs services: calendar_events
/// How an event repeats, and until when.
public struct Repeat: Sendable, Equatable {
    /// How often.
    public var frequency: RepeatFrequency
    /// Until when; nil: as ``untilDate`` or ``count`` says when one is given, else HEY's
    /// schedule is left to `frequency` alone.
    public var until: RepeatUntil?
    /// The last day, `YYYY-MM-DD`, with ``RepeatUntil/date``.
    public var untilDate: String?
    /// How many times, with ``RepeatUntil/count``.
    public var count: Int?

    /// Creates a schedule (by default: keep the event's own).
    public init(frequency: RepeatFrequency = .custom, until: RepeatUntil? = nil, untilDate: String? = nil, count: Int? = nil) {
        self.frequency = frequency
        self.until = until
        self.untilDate = untilDate
        self.count = count
    }

    /// The form fields, after checking that `until` has what it needs and nothing it does not.
    func fields(for operation: String) throws -> [(String, String)] {
        var fields = [("repeat_frequency", frequency.rawValue)]
        let key = "calendar_recurrence_schedule"
        switch try end(for: operation) {
        case nil:
            break
        case .forever:
            fields.append(("\(key)[recurs_until_type]", "forever"))
        case .date:
            let day = untilDate ?? ""
            try Checks.day(day, for: operation)
            fields += [("\(key)[recurs_until_type]", "date"), ("\(key)[recurs_until_date]", day)]
        case .count:
            let times = count ?? 0
            guard times > 0 else {
                throw HeyError.usage(message: "\(operation): an event repeats a positive number of times, not \(times); nothing was sent")
            }
            fields += [("\(key)[recurs_until_type]", "count"), ("\(key)[recurs_count]", String(times))]
        }
        return fields
    }

    /// `until`, or what `untilDate`/`count` imply when it is nil; a usage error when they disagree.
    private func end(for operation: String) throws -> RepeatUntil? {
        func refuse(_ reason: String) -> HeyError {
            HeyError.usage(message: "\(operation): \(reason); nothing was sent")
        }
        switch until {
        case nil:
            if untilDate != nil, count != nil { throw refuse("a repeat ends on a date or after a count, not both") }
            return untilDate != nil ? .date : count != nil ? .count : nil
        case .forever:
            if untilDate != nil || count != nil { throw refuse("a repeat that goes on for ever takes no untilDate or count") }
        case .date:
            if untilDate == nil { throw refuse("a repeat until a date needs untilDate (YYYY-MM-DD)") }
            if count != nil { throw refuse("a repeat until a date takes no count") }
        case .count:
            if count == nil { throw refuse("a repeat a number of times needs count") }
            if untilDate != nil { throw refuse("a repeat a number of times takes no untilDate") }
        }
        return until
    }
}
