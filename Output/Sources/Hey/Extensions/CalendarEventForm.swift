// Copied by hey-generator from Templates/Extensions/CalendarEventForm.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: calendar_events
/// HEY's event form (`calendar_event[…]` and friends), built from the parameter types after
/// checking every value: a bad one is a `usage` error and nothing is sent.
extension CreateCalendarEventParams {
    /// The fields of a new event: all of them, HEY's defaults for what is not given.
    func createEventFields(for operation: String) throws -> [(String, String)] {
        let when = CalendarEventForm.When(calendarId: calendarId, title: title, startsAt: startsAt, endsAt: endsAt, allDay: allDay,
                                          startTime: startTime, endTime: endTime)
        return try when.fields(whole: true, for: operation)
            + CalendarEventForm.rest(allDay: allDay, startTimeZone: startTimeZone, endTimeZone: endTimeZone, reminders: reminders,
                                     content: content, attendees: attendees, highlighted: highlighted, countdown: countdown,
                                     repeat: self.repeat, for: operation)
    }
}

// needs services: calendar_events
extension UpdateCalendarEventParams {
    /// The fields of a whole-event rewrite: what is given of the title and dates, and every
    /// field HEY clears when left out.
    func updateEventFields(for operation: String) throws -> [(String, String)] {
        let when = CalendarEventForm.When(calendarId: calendarId, title: title, startsAt: startsAt, endsAt: endsAt, allDay: allDay,
                                          startTime: startTime, endTime: endTime)
        return try when.fields(whole: true, for: operation)
            + CalendarEventForm.rest(allDay: allDay, startTimeZone: startTimeZone, endTimeZone: endTimeZone, reminders: reminders,
                                     content: content, attendees: attendees, highlighted: highlighted, countdown: countdown,
                                     repeat: self.repeat, for: operation)
    }
}

// needs services: calendar_events
extension CalendarEventUpdate {
    /// The fields of a title-and-dates change: only what is set (an all-day one carries its days).
    func eventUpdateFields(for operation: String) throws -> [(String, String)] {
        let when = CalendarEventForm.When(calendarId: nil, title: title, startsAt: startsAt, endsAt: endsAt, allDay: allDay,
                                          startTime: startTime, endTime: endTime)
        let fields = try when.fields(whole: false, for: operation)
        guard !fields.isEmpty else {
            throw HeyError.usage(message: "\(operation) was given nothing to change; nothing was sent")
        }
        return fields
    }
}

// needs services: calendar_events
/// The pieces of HEY's event form.
enum CalendarEventForm {
    /// The calendar, title, days and clock times of a write.
    struct When {
        let calendarId: Int?
        let title: String?
        let startsAt: String?
        let endsAt: String?
        let allDay: Bool?
        let startTime: String?
        let endTime: String?

        /// The fields, checked. A `whole` write sends the last day and end time even when only
        /// the first are given (HEY would clear them) and needs a start time for a timed event;
        /// otherwise only what is set goes, but an all-day change still carries its days.
        func fields(whole: Bool, for operation: String) throws -> [(String, String)] {
            var fields: [(String, String)] = []
            if let calendarId {
                try Checks.id(calendarId, named: "calendarId", for: operation)
                fields.append(("calendar_event[calendar_id]", String(calendarId)))
            }
            if let title {
                try Checks.text(title, named: "title", for: operation)
                fields.append(("calendar_event[summary]", title))
            }
            if let startsAt { try Checks.day(startsAt, for: operation) }
            if let endsAt { try Checks.day(endsAt, for: operation) }
            if allDay == true, startsAt == nil {
                throw HeyError.usage(message: "\(operation): an all-day event needs its first day (startsAt); nothing was sent")
            }
            if let startsAt { fields.append(("calendar_event[starts_at]", startsAt)) }
            if let last = endsAt ?? (whole || allDay == true ? startsAt : nil) { fields.append(("calendar_event[ends_at]", last)) }
            if let allDay { fields.append(("calendar_event[all_day]", allDay ? "1" : "0")) }
            guard allDay != true else { return fields }
            if whole, allDay == false, startTime == nil {
                throw HeyError.usage(message: "\(operation): a timed event needs a start time (HH:MM); nothing was sent")
            }
            if let startTime { fields.append(("calendar_event[starts_at_time]", try CalendarEventForm.clock(startTime, for: operation))) }
            if let end = endTime ?? (whole ? startTime : nil) {
                fields.append(("calendar_event[ends_at_time]", try CalendarEventForm.clock(end, for: operation)))
            }
            return fields
        }
    }

    /// Every field a whole-event write sends after the dates: zones, reminders, content,
    /// guests, circle, countdown and schedule.
    static func rest(allDay: Bool?, startTimeZone: String?, endTimeZone: String?, reminders: [Duration], content: EventContent,
                     attendees: [String]?, highlighted: Bool?, countdown: Countdown, repeat schedule: Repeat?,
                     for operation: String) throws -> [(String, String)] {
        var fields: [(String, String)] = []
        let start = startTimeZone.flatMap { $0.isEmpty ? nil : $0 }
        let end = endTimeZone.flatMap { $0.isEmpty ? nil : $0 }
        if let zone = start ?? end {
            fields += [("calendar_event[set_time_zone]", "1"), ("calendar_event[starts_at_time_zone_name]", zone),
                       ("calendar_event[ends_at_time_zone_name]", end ?? zone)]
        } else {
            fields.append(("calendar_event[set_time_zone]", "0"))
        }
        let reminderKey = allDay == true ? "all_day_reminder_durations[]" : "timed_reminder_durations[]"
        for reminder in reminders { fields.append((reminderKey, String(try seconds(reminder, for: operation)))) }
        if let entryId = content.entryId { try Checks.id(entryId, named: "entryId", for: operation) }
        fields += [("calendar_event[description]", content.notes), ("calendar_event[location]", content.location),
                   ("calendar_event[url]", content.link ?? ""), ("calendar_event[entry_id]", content.entryId.map(String.init) ?? "")]
        if let attendees {
            let addresses = attendees.filter { !$0.isEmpty }
            for address in addresses.isEmpty ? [""] : addresses {
                fields.append(("calendar_event[attendance_email_addresses][]", address))
            }
        }
        if let highlighted {
            fields += [("calendar_event[highlighted]", highlighted ? "1" : "0"), ("calendar_event[highlight_id]", "")]
        }
        fields += try countdown.fields(for: operation)
        if let schedule { fields += try schedule.fields(for: operation) }
        return fields
    }

    /// A reminder as HEY's whole seconds before the event.
    static func seconds(_ reminder: Duration, for operation: String) throws -> Int64 {
        let (seconds, attoseconds) = reminder.components
        guard seconds >= 0, attoseconds == 0 else {
            throw HeyError.usage(message: "\(operation): a reminder is whole seconds before the event, not \(reminder); nothing was sent")
        }
        return seconds
    }

    /// `HH:MM` as HEY's `HH:MM:00`.
    static func clock(_ time: String, for operation: String) throws -> String {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else {
            throw HeyError.usage(message: "\(operation): \"\(time)\" is not a time of day as HH:MM; nothing was sent")
        }
        return time + ":00"
    }
}
