/// A date, time or date-time as toml-test writes it (`1979-05-27T07:32:00.5-07:00`), split into
/// parts so two spellings of the same moment compare equal.
struct DateTimeText: Equatable {
    var year = 0, month = 0, day = 0
    var hasDate = false
    var hour = 0, minute = 0, second = 0, nanosecond = 0
    var hasTime = false
    /// The UTC offset in minutes, nil when local.
    var offsetMinutes: Int?

    /// Parses RFC 3339-like text; nil if it is not one.
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        func number(_ width: Int) -> Int? {
            guard bytes.count >= width else { return nil }
            var value = 0
            for byte in bytes.prefix(width) {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            bytes = bytes.dropFirst(width)
            return value
        }
        func take(_ character: Character) -> Bool {
            guard let first = bytes.first, Character(Unicode.Scalar(first)) == character else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        if bytes.count >= 5 && bytes[bytes.startIndex + 4] == UInt8(ascii: "-") {
            guard let y = number(4), take("-"), let m = number(2), take("-"), let d = number(2) else { return nil }
            (year, month, day, hasDate) = (y, m, d, true)
            if bytes.isEmpty { return }
            guard take("T") || take("t") || take(" ") else { return nil }
        }
        guard let h = number(2), take(":"), let mi = number(2), take(":"), let s = number(2) else { return nil }
        (hour, minute, second, hasTime) = (h, mi, s, true)
        if take(".") {
            var digits = 0
            while let byte = bytes.first, byte >= 0x30 && byte <= 0x39 {
                if digits < 9 { nanosecond = nanosecond * 10 + Int(byte - 0x30) }
                digits += 1
                bytes = bytes.dropFirst()
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 9) { nanosecond *= 10 }
        }
        if bytes.isEmpty { return }
        guard hasDate else { return nil }
        if take("Z") || take("z") {
            offsetMinutes = 0
        } else {
            let negative = take("-")
            guard negative || take("+"), let oh = number(2), take(":"), let om = number(2) else { return nil }
            offsetMinutes = (negative ? -1 : 1) * (oh * 60 + om)
        }
        guard bytes.isEmpty else { return nil }
    }

    /// Seconds since 1970-01-01T00:00:00Z and the nanoseconds, for offset date-times.
    var instant: (seconds: Int, nanoseconds: Int) {
        let daysSinceEpoch = Self.daysFromCivil(year: year, month: month, day: day)
        let local = daysSinceEpoch * 86_400 + hour * 3_600 + minute * 60 + second
        return (local - (offsetMinutes ?? 0) * 60, nanosecond)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
