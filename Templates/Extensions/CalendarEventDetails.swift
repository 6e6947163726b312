import Foundation

// needs services: calendar_events
/// Everything a calendar event write sends, for ``CalendarEventsService/create(_:)`` and the
/// updates. HEY's event form **replaces** rather than patches: notes, location, link, attached
/// email, reminders, countdown and time zones are cleared unless sent again, so an update starts
/// from everything the event should be.
public struct CalendarEventDetails: Sendable, Hashable {
    /// The calendar it belongs to: required to create; on an update, moves the event to that
    /// calendar (one the identity owns or shares; the personal calendar answers 404).
    public var calendarId: Int?
    /// The title (HEY's `summary`).
    public var title: String
    /// The first day, `YYYY-MM-DD`.
    public var startsOn: String
    /// The last day, `YYYY-MM-DD`; nil: the first day.
    public var endsOn: String?
    /// Whether it lasts all day (no clock times are sent then).
    public var allDay: Bool
    /// When it starts, `HH:MM` (required unless all day).
    public var startTime: String?
    /// When it ends, `HH:MM`; nil: the start time.
    public var endTime: String?
    /// The IANA zone its times are in (`Europe/Berlin`); nil: UTC.
    public var timeZone: String?
    /// The zone of the end time when it differs from ``timeZone``.
    public var endTimeZone: String?
    /// Reminders, in seconds before the event (any value, not only HEY's presets).
    public var reminders: [Int]
    /// The notes, as HTML (HEY returns them as plain text, so a read cannot be echoed back
    /// without losing formatting).
    public var description: String
    /// Where (HEY keeps 3900 characters).
    public var location: String
    /// A link (validated by HEY; at most 2500 characters).
    public var url: String
    /// An email attached to the event.
    public var entryId: Int?
    /// The guests' addresses: nil leaves the guest list alone, an empty list clears it. Sending
    /// a list makes the caller the organizer and sends invitations.
    public var attendees: [String]?
    /// Circled on the calendar, or not; nil leaves it as it is.
    public var highlighted: Bool?
    /// A countdown to the event; nil removes it (HEY has no "leave alone").
    public var countdown: CalendarCountdown?
    /// How it repeats; nil leaves the schedule as it is.
    public var recurrence: CalendarRecurrence?

    /// Creates the details of an event.
    public init(calendarId: Int? = nil, title: String, startsOn: String, endsOn: String? = nil, allDay: Bool = false,
                startTime: String? = nil, endTime: String? = nil, timeZone: String? = nil, endTimeZone: String? = nil,
                reminders: [Int] = [], description: String = "", location: String = "", url: String = "",
                entryId: Int? = nil, attendees: [String]? = nil, highlighted: Bool? = nil,
                countdown: CalendarCountdown? = nil, recurrence: CalendarRecurrence? = nil) {
        self.calendarId = calendarId
        self.title = title
        self.startsOn = startsOn
        self.endsOn = endsOn
        self.allDay = allDay
        self.startTime = startTime
        self.endTime = endTime
        self.timeZone = timeZone
        self.endTimeZone = endTimeZone
        self.reminders = reminders
        self.description = description
        self.location = location
        self.url = url
        self.entryId = entryId
        self.attendees = attendees
        self.highlighted = highlighted
        self.countdown = countdown
        self.recurrence = recurrence
    }

    /// The form fields, in order, after checking every value (a bad one is a `usage` error).
    func fields(for operation: String) throws -> [(String, String)] {
        try Checks.day(startsOn, for: operation)
        if let endsOn { try Checks.day(endsOn, for: operation) }
        var fields: [(String, String)] = []
        if let calendarId { fields.append(("calendar_event[calendar_id]", String(calendarId))) }
        fields += [("calendar_event[summary]", title), ("calendar_event[starts_at]", startsOn),
                   ("calendar_event[ends_at]", endsOn ?? startsOn), ("calendar_event[all_day]", allDay ? "1" : "0")]
        if !allDay {
            guard let startTime else {
                throw HeyError.usage(message: "\(operation): a timed event needs a start time (HH:MM); nothing was sent")
            }
            fields.append(("calendar_event[starts_at_time]", try Self.clock(startTime, for: operation)))
            fields.append(("calendar_event[ends_at_time]", try Self.clock(endTime ?? startTime, for: operation)))
        }
        if let zone = timeZone ?? endTimeZone, !zone.isEmpty {
            fields += [("calendar_event[set_time_zone]", "1"), ("calendar_event[starts_at_time_zone_name]", zone),
                       ("calendar_event[ends_at_time_zone_name]", endTimeZone.flatMap { $0.isEmpty ? nil : $0 } ?? zone)]
        } else {
            fields.append(("calendar_event[set_time_zone]", "0"))
        }
        let reminderKey = allDay ? "all_day_reminder_durations[]" : "timed_reminder_durations[]"
        for seconds in reminders {
            guard seconds >= 0 else {
                throw HeyError.usage(message: "\(operation): a reminder is seconds before the event, not \(seconds); nothing was sent")
            }
            fields.append((reminderKey, String(seconds)))
        }
        fields += [("calendar_event[description]", description), ("calendar_event[location]", location),
                   ("calendar_event[url]", url), ("calendar_event[entry_id]", entryId.map(String.init) ?? "")]
        if let attendees {
            let addresses = attendees.filter { !$0.isEmpty }
            for address in addresses.isEmpty ? [""] : addresses {
                fields.append(("calendar_event[attendance_email_addresses][]", address))
            }
        }
        if let highlighted {
            fields += [("calendar_event[highlighted]", highlighted ? "1" : "0"), ("calendar_event[highlight_id]", "")]
        }
        if let countdown { fields += try countdown.fields(for: operation) }
        if let recurrence { fields += try recurrence.fields(for: operation) }
        return fields
    }

    /// `HH:MM` as HEY's `HH:MM:00`.
    private static func clock(_ time: String, for operation: String) throws -> String {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else {
            throw HeyError.usage(message: "\(operation): \"\(time)\" is not a time of day as HH:MM; nothing was sent")
        }
        return time + ":00"
    }
}

// needs services: calendar_events
/// A countdown shown before an event: `value` units ahead (HEY's form offers 1–30).
public struct CalendarCountdown: Sendable, Hashable {
    /// The unit of a countdown.
    public enum Unit: Int, Sendable, Hashable, CaseIterable {
        /// Days (86400 s).
        case days = 86400
        /// Weeks (604800 s).
        case weeks = 604_800
        /// Months (2629746 s).
        case months = 2_629_746
    }

    /// How many units ahead, 1–30.
    public var value: Int
    /// The unit.
    public var unit: Unit

    /// Creates a countdown.
    public init(value: Int, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    func fields(for operation: String) throws -> [(String, String)] {
        guard (1...30).contains(value) else {
            throw HeyError.usage(message: "\(operation): a countdown is 1–30 units, not \(value); nothing was sent")
        }
        return [("countdown_interval_duration_value", String(value)), ("countdown_interval_duration_unit", String(unit.rawValue))]
    }
}

// needs services: calendar_events
/// How an event repeats, and until when.
public struct CalendarRecurrence: Sendable, Hashable {
    /// How often.
    public enum Frequency: String, Sendable, Hashable, CaseIterable {
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
        case custom
    }

    /// Until when.
    public enum End: Sendable, Hashable {
        /// For ever.
        case forever
        /// Until a day, `YYYY-MM-DD`.
        case on(String)
        /// This many times.
        case after(Int)
    }

    /// How often.
    public var frequency: Frequency
    /// Until when.
    public var end: End

    /// Creates a schedule.
    public init(frequency: Frequency, end: End = .forever) {
        self.frequency = frequency
        self.end = end
    }

    func fields(for operation: String) throws -> [(String, String)] {
        var fields = [("repeat_frequency", frequency.rawValue)]
        switch end {
        case .forever:
            fields.append(("calendar_recurrence_schedule[recurs_until_type]", "forever"))
        case .on(let day):
            try Checks.day(day, for: operation)
            fields += [("calendar_recurrence_schedule[recurs_until_type]", "date"), ("calendar_recurrence_schedule[recurs_until_date]", day)]
        case .after(let count):
            guard count > 0 else {
                throw HeyError.usage(message: "\(operation): an event repeats a positive number of times, not \(count); nothing was sent")
            }
            fields += [("calendar_recurrence_schedule[recurs_until_type]", "count"), ("calendar_recurrence_schedule[recurs_count]", String(count))]
        }
        return fields
    }
}
