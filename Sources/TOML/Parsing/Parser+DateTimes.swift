extension Parser {
    /// Whether `YYYY-` starts at `offset`.
    func looksLikeDate(at offset: Int) -> Bool {
        guard offset + 4 < count else { return false }
        for step in 0..<4 where !Byte.isDigit(bytes[offset + step]) { return false }
        return bytes[offset + 4] == Byte.minus
    }

    /// Whether `HH:` starts at `offset`.
    func looksLikeTime(at offset: Int) -> Bool {
        guard offset + 2 < count else { return false }
        return Byte.isDigit(bytes[offset]) && Byte.isDigit(bytes[offset + 1]) && bytes[offset + 2] == Byte.colon
    }

    /// The date/time-like text starting at `offset`, quoted, for error messages.
    func dateText(from offset: Int) -> String {
        var end = offset
        while end < count && (Parser.isTokenByte(bytes[end]) || (bytes[end] == Byte.space && end + 1 < count
            && Byte.isDigit(bytes[end + 1]) && end > offset && Byte.isDigit(bytes[end - 1]))) {
            end += 1
        }
        return "\"" + String(decoding: bytes[offset..<end], as: UTF8.self) + "\""
    }

    /// Reads exactly `width` ASCII digits at the cursor.
    private mutating func readDigits(_ width: Int) -> Int? {
        guard index + width <= count else { return nil }
        var value = 0
        for step in 0..<width {
            let byte = bytes[index + step]
            guard Byte.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        index += width
        return value
    }

    /// Consumes `byte` if it is at the cursor.
    private mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// Parses a local date, local date-time or offset date-time starting with `YYYY-`.
    mutating func parseDateOrDateTime() throws(TOMLError) -> TOMLValue {
        let start = index
        guard let year = readDigits(4), consume(Byte.minus), let month = readDigits(2), consume(Byte.minus),
              let day = readDigits(2) else {
            throw error("invalid date \(dateText(from: start)): expected YYYY-MM-DD", at: start)
        }
        guard (1...12).contains(month) else {
            throw error("invalid date \(dateText(from: start)): month must be 01 to 12", at: start)
        }
        let lastDay = TOMLDate.daysInMonth(month, year: year)
        guard (1...lastDay).contains(day) else {
            throw error("invalid date \(dateText(from: start)): day must be 01 to \(lastDay) for that month", at: start)
        }
        let date = TOMLDate(year: year, month: month, day: day)
        let next = current
        let hasTime: Bool
        if next == UInt8(ascii: "T") || next == UInt8(ascii: "t") {
            hasTime = true
        } else if next == Byte.space, let after = peekByte(index + 1), Byte.isDigit(after) {
            hasTime = true
        } else {
            hasTime = false
        }
        guard hasTime else { return .localDate(date) }
        index += 1
        let time = try parseTime(kind: "date-time", valueStart: start)
        guard let offset = try parseOffset(valueStart: start) else {
            return .localDateTime(TOMLDateTime(date: date, time: time))
        }
        return .offsetDateTime(TOMLDateTime(date: date, time: time, offsetMinutes: offset))
    }

    /// Parses `HH:MM:SS[.fraction]` at the cursor.
    mutating func parseTime(kind: String, valueStart: Int) throws(TOMLError) -> TOMLTime {
        guard let hour = readDigits(2), consume(Byte.colon), let minute = readDigits(2), consume(Byte.colon),
              let second = readDigits(2) else {
            throw error("invalid \(kind) \(dateText(from: valueStart)): expected time as HH:MM:SS", at: valueStart)
        }
        guard hour <= 23 else {
            throw error("invalid \(kind) \(dateText(from: valueStart)): hour must be 00 to 23", at: valueStart)
        }
        guard minute <= 59 else {
            throw error("invalid \(kind) \(dateText(from: valueStart)): minute must be 00 to 59", at: valueStart)
        }
        guard second <= 60 else {
            throw error("invalid \(kind) \(dateText(from: valueStart)): second must be 00 to 60", at: valueStart)
        }
        var nanosecond = 0
        if consume(Byte.dot) {
            var digits = 0
            while let byte = current, Byte.isDigit(byte) {
                if digits < 9 { nanosecond = nanosecond * 10 + Int(byte - 0x30) }
                digits += 1
                index += 1
            }
            guard digits > 0 else {
                throw error("invalid \(kind) \(dateText(from: valueStart)): expected digits after the decimal point", at: valueStart)
            }
            for _ in digits..<max(digits, 9) { nanosecond *= 10 }
        }
        return TOMLTime(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
    }

    /// Parses `Z`, `z` or `±HH:MM` at the cursor; nil when there is no offset.
    private mutating func parseOffset(valueStart: Int) throws(TOMLError) -> Int? {
        if consume(UInt8(ascii: "Z")) || consume(UInt8(ascii: "z")) { return 0 }
        guard let sign = current, sign == Byte.plus || sign == Byte.minus else { return nil }
        index += 1
        guard let hours = readDigits(2), consume(Byte.colon), let minutes = readDigits(2) else {
            throw error("invalid date-time \(dateText(from: valueStart)): UTC offset must be Z or ±HH:MM", at: valueStart)
        }
        guard hours <= 23, minutes <= 59 else {
            throw error("invalid date-time \(dateText(from: valueStart)): UTC offset must be between -23:59 and +23:59", at: valueStart)
        }
        let total = hours * 60 + minutes
        return sign == Byte.minus ? -total : total
    }
}
