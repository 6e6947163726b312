import Foundation

// needs services: calendar_events
/// What an event says besides its dates. HEY's form **replaces** these on every whole-event
/// write: one left empty is cleared.
public struct EventContent: Sendable, Equatable {
    /// The notes, as HTML (HEY answers them as plain text, so a read cannot be echoed back
    /// without losing formatting). Sent as `calendar_event[description]`.
    public var notes: String
    /// Where (HEY keeps 3900 characters).
    public var location: String
    /// A link (`calendar_event[url]`; validated by HEY, at most 2500 characters); nil: none.
    public var link: String?
    /// An email attached to the event; nil: none.
    public var entryId: Int?

    /// Creates the content (empty by default).
    public init(notes: String = "", location: String = "", link: String? = nil, entryId: Int? = nil) {
        self.notes = notes
        self.location = location
        self.link = link
        self.entryId = entryId
    }
}

// needs services: calendar_events
/// A new event, for ``CalendarEventsService/create(params:)``.
public struct CreateCalendarEventParams: Sendable, Equatable {
    /// The calendar it goes in.
    public var calendarId: Int
    /// The title (HEY's `summary`).
    public var title: String
    /// The first day, `YYYY-MM-DD`.
    public var startsAt: String
    /// The last day, `YYYY-MM-DD`; nil: the first day.
    public var endsAt: String?
    /// Whether it lasts all day (no clock times are sent then).
    public var allDay: Bool
    /// When it starts, `HH:MM` (required unless all day).
    public var startTime: String?
    /// When it ends, `HH:MM`; nil: the start time.
    public var endTime: String?
    /// The IANA zone of its times (`Europe/Berlin`); nil: ``endTimeZone``, or UTC without either.
    public var startTimeZone: String?
    /// The zone of the end time; nil: ``startTimeZone``.
    public var endTimeZone: String?
    /// Reminders, as time before the event, in whole seconds (any value, not only HEY's presets).
    public var reminders: [Duration]
    /// The notes, location, link and attached email.
    public var content: EventContent
    /// The guests' addresses (sending a list makes the caller the organizer and sends
    /// invitations); nil: none.
    public var attendees: [String]?
    /// Circled on the calendar, or not; nil: HEY's default.
    public var highlighted: Bool?
    /// A countdown to the event (none by default).
    public var countdown: Countdown
    /// How it repeats; nil: it does not.
    public var `repeat`: Repeat?

    /// Creates a new event's values.
    public init(calendarId: Int, title: String, startsAt: String, endsAt: String? = nil, allDay: Bool = false,
                startTime: String? = nil, endTime: String? = nil, startTimeZone: String? = nil, endTimeZone: String? = nil,
                reminders: [Duration] = [], content: EventContent = EventContent(), attendees: [String]? = nil,
                highlighted: Bool? = nil, countdown: Countdown = Countdown(), repeat: Repeat? = nil) {
        self.calendarId = calendarId
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.allDay = allDay
        self.startTime = startTime
        self.endTime = endTime
        self.startTimeZone = startTimeZone
        self.endTimeZone = endTimeZone
        self.reminders = reminders
        self.content = content
        self.attendees = attendees
        self.highlighted = highlighted
        self.countdown = countdown
        self.repeat = `repeat`
    }
}

// needs services: calendar_events
/// An event rewritten whole, for ``CalendarEventsService/updateEvent(eventId:params:)`` and
/// ``CalendarEventsService/updateOccurrence(occurrence:scope:params:)``.
///
/// A nil date, time or title is left out of the form; but HEY's form replaces the rest: the
/// content, reminders, countdown and time zones are sent every time (empty when not given) and
/// HEY clears what comes empty. So start from everything the event should be.
public struct UpdateCalendarEventParams: Sendable, Equatable {
    /// Moves the event to this calendar (one the identity owns or shares; the personal
    /// calendar answers 404); nil: it stays.
    public var calendarId: Int?
    /// The title (HEY's `summary`); nil: left out.
    public var title: String?
    /// The first day, `YYYY-MM-DD`; nil: left out (required with ``allDay`` true).
    public var startsAt: String?
    /// The last day, `YYYY-MM-DD`; nil: the first day when that is given.
    public var endsAt: String?
    /// Whether it lasts all day (then no clock times are sent); nil: left out.
    public var allDay: Bool?
    /// When it starts, `HH:MM` (required when ``allDay`` is false).
    public var startTime: String?
    /// When it ends, `HH:MM`; nil: the start time.
    public var endTime: String?
    /// The IANA zone of its times; nil: ``endTimeZone``, or UTC without either (HEY clears a
    /// zone that is not sent again).
    public var startTimeZone: String?
    /// The zone of the end time; nil: ``startTimeZone``.
    public var endTimeZone: String?
    /// Reminders, in whole seconds before the event: the whole list (empty removes them all).
    public var reminders: [Duration]
    /// The notes, location, link and attached email, all sent (empty clears them).
    public var content: EventContent
    /// The guests' addresses: nil leaves the guest list alone, an empty list clears it.
    public var attendees: [String]?
    /// Circled on the calendar, or not; nil leaves it as it is.
    public var highlighted: Bool?
    /// The countdown; none (value 0, the default) removes the event's.
    public var countdown: Countdown
    /// How it repeats; nil leaves the schedule as it is.
    public var `repeat`: Repeat?

    /// Creates an event's new values.
    public init(calendarId: Int? = nil, title: String? = nil, startsAt: String? = nil, endsAt: String? = nil,
                allDay: Bool? = nil, startTime: String? = nil, endTime: String? = nil, startTimeZone: String? = nil,
                endTimeZone: String? = nil, reminders: [Duration] = [], content: EventContent = EventContent(),
                attendees: [String]? = nil, highlighted: Bool? = nil, countdown: Countdown = Countdown(), repeat: Repeat? = nil) {
        self.calendarId = calendarId
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.allDay = allDay
        self.startTime = startTime
        self.endTime = endTime
        self.startTimeZone = startTimeZone
        self.endTimeZone = endTimeZone
        self.reminders = reminders
        self.content = content
        self.attendees = attendees
        self.highlighted = highlighted
        self.countdown = countdown
        self.repeat = `repeat`
    }
}

// needs services: calendar_events
/// A change to an event's title and dates only, for
/// ``CalendarEventsService/update(eventId:update:)``: only what is set is sent.
///
/// HEY's form replaces rather than patches, so HEY clears what this leaves out (notes,
/// location, link, attached email, reminders, countdown, time zones); to keep them, send the
/// whole event with ``CalendarEventsService/updateEvent(eventId:params:)``.
public struct CalendarEventUpdate: Sendable, Equatable {
    /// The title (HEY's `summary`).
    public var title: String?
    /// The first day, `YYYY-MM-DD` (required with ``allDay`` true).
    public var startsAt: String?
    /// The last day, `YYYY-MM-DD` (with ``allDay`` true, nil: the first day).
    public var endsAt: String?
    /// Whether it lasts all day (then the clock times are not sent).
    public var allDay: Bool?
    /// When it starts, `HH:MM`.
    public var startTime: String?
    /// When it ends, `HH:MM`.
    public var endTime: String?

    /// Creates a change (nothing set by default).
    public init(title: String? = nil, startsAt: String? = nil, endsAt: String? = nil, allDay: Bool? = nil,
                startTime: String? = nil, endTime: String? = nil) {
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.allDay = allDay
        self.startTime = startTime
        self.endTime = endTime
    }
}
