import Foundation

/// The baseline's date handling: a `JSONDecoder` whose `.custom` strategy parses ISO 8601 the
/// way the SDK's runtime does (`Templates/Runtime/ISO8601.swift`, copied here because the
/// runtime's parser is internal), so the decoding ratio measures the generated types and the
/// SDK's call path, not two different date parsers.
enum PlainDates {
    /// A decoder with the same date strategy as the SDK's.
    static func sameStrategyDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date-time")
            }
            return date
        }
        return decoder
    }

    /// A decoder with Foundation's `.iso8601` strategy (the reference line).
    static func iso8601Decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`, as the runtime's `ISO8601.parse`.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            var scanner = Scanner(bytes: bytes)
            guard let year = scanner.number(4), scanner.skip(45),       // -
                  let month = scanner.number(2), scanner.skip(45),
                  let day = scanner.number(2),
                  scanner.skip(84) || scanner.skip(116) || scanner.skip(32),  // T t space
                  let hour = scanner.number(2), scanner.skip(58),       // :
                  let minute = scanner.number(2), scanner.skip(58),
                  let second = scanner.number(2),
                  (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
                  hour < 24, minute < 60, second < 61
            else { return nil }
            var fraction = 0.0
            if scanner.skip(46) || scanner.skip(44) {                   // . ,
                var scale = 0.1
                var sawDigit = false
                while let digit = scanner.digit() {
                    fraction += Double(digit) * scale
                    scale /= 10
                    sawDigit = true
                }
                guard sawDigit else { return nil }
            }
            var offset = 0
            if scanner.skip(90) || scanner.skip(122) || scanner.atEnd {  // Z z
                offset = 0
            } else if let sign = scanner.sign() {
                guard let hours = scanner.number(2) else { return nil }
                _ = scanner.skip(58)
                guard let minutes = scanner.number(2), hours < 24, minutes < 60 else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
            }
            guard scanner.atEnd else { return nil }
            let seconds = daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: Double(seconds) + fraction)
        }
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, (48...57).contains(bytes[index]) else { return nil }
            defer { index += 1 }
            return Int(bytes[index] - 48)
        }

        mutating func number(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int? {
            if skip(43) { return 1 }   // +
            if skip(45) { return -1 }  // -
            return nil
        }
    }
}
