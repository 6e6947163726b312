import Foundation

/// Dates as HEY's calendar wants them.
enum CalendarDate {
    /// Whether `text` is a real `YYYY-MM-DD` day.
    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return false }
        return ISO8601.parse(text + "T00:00:00Z") != nil
    }

    /// Today's date where the caller is (`TimeZone.current`), `YYYY-MM-DD`.
    static func today(in zone: TimeZone = .current, now: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// An instant as RFC 3339 in UTC with milliseconds.
    static func instant(_ date: Date) -> String { ISO8601.format(date) }
}
