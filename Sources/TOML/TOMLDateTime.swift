/// A calendar date (TOML local date), e.g. `1979-05-27`.
public struct TOMLDate: Sendable, Hashable, CustomStringConvertible {
    /// The year, 0...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31 (valid for the month and year).
    public let day: Int

    /// Creates a date; the parser only creates valid dates.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Whether `year` is a leap year in the proleptic Gregorian calendar.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month (1...12) of a year.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A time of day (TOML local time), e.g. `07:32:00.5`.
public struct TOMLTime: Sendable, Hashable, CustomStringConvertible {
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int
    /// The second, 0...60 (60 for a leap second).
    public let second: Int
    /// The fraction of the second in nanoseconds, 0...999_999_999 (extra digits are truncated).
    public let nanosecond: Int

    /// Creates a time of day; the parser only creates valid times.
    public init(hour: Int, minute: Int, second: Int, nanosecond: Int = 0) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
    }

    /// `HH:MM:SS` with a fraction (trailing zeros dropped) when there is one.
    public var description: String {
        var text = "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
        if nanosecond > 0 {
            var digits = pad(nanosecond, 9)
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}

/// A date and time, with a UTC offset (TOML offset date-time) or without (local date-time).
public struct TOMLDateTime: Sendable, Hashable, CustomStringConvertible {
    /// The date part.
    public let date: TOMLDate
    /// The time part.
    public let time: TOMLTime
    /// The UTC offset in minutes (`Z` is 0), or nil for a local date-time.
    public let offsetMinutes: Int?

    /// Creates a date-time; the parser only creates valid ones.
    public init(date: TOMLDate, time: TOMLTime, offsetMinutes: Int? = nil) {
        self.date = date
        self.time = time
        self.offsetMinutes = offsetMinutes
    }

    /// The year.
    public var year: Int { date.year }
    /// The month, 1...12.
    public var month: Int { date.month }
    /// The day of the month.
    public var day: Int { date.day }
    /// The hour, 0...23.
    public var hour: Int { time.hour }
    /// The minute, 0...59.
    public var minute: Int { time.minute }
    /// The second, 0...60.
    public var second: Int { time.second }
    /// The fraction of the second in nanoseconds.
    public var nanosecond: Int { time.nanosecond }

    /// RFC 3339: `YYYY-MM-DDTHH:MM:SS[.fraction]` followed by `Z` or `±HH:MM` when there is an offset.
    public var description: String {
        var text = "\(date)T\(time)"
        if let offset = offsetMinutes {
            if offset == 0 {
                text += "Z"
            } else {
                let magnitude = abs(offset)
                text += (offset < 0 ? "-" : "+") + "\(pad(magnitude / 60, 2)):\(pad(magnitude % 60, 2))"
            }
        }
        return text
    }
}

/// Zero-pads a non-negative number to `width` digits.
private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
