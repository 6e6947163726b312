import Foundation

/// How figures are written: fixed decimals, digit grouping and ratio phrases, independent of
/// the machine's locale so `bench/latest.txt` reads the same everywhere.
enum Format {
    /// `0.214` → `0.21 s`, `35.21` → `35.2 s`, `0.0061` → `6.1 ms`.
    static func seconds(_ value: Double) -> String {
        if value < 0.01 { return fixed(value * 1000, value * 1000 < 10 ? 2 : 1) + " ms" }
        if value < 10 { return fixed(value, 2) + " s" }
        return fixed(value, 1) + " s"
    }

    /// Milliseconds with two significant decimals: `0.00061` s → `0.61 ms`.
    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return fixed(ms, ms < 10 ? 2 : 1) + " ms"
    }

    /// Bytes as MB (2^20 bytes): `27_262_976` → `26 MB`; below 10 MB one decimal.
    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return fixed(value, value < 10 ? 1 : 0) + " MB"
    }

    /// Bytes as MB with one decimal, for memory samples that should compare closely.
    static func megabytes1(_ bytes: Int) -> String {
        fixed(Double(bytes) / 1_048_576, 1) + " MB"
    }

    /// `62000` → `62,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// A rate per second, grouped: `1834.2` → `1,834/s`.
    static func rate(_ perSecond: Double) -> String {
        count(Int(perSecond.rounded())) + "/s"
    }

    /// A ratio with two decimals below 10 and one above: `1.0312` → `1.03x`.
    static func ratio(_ value: Double) -> String {
        fixed(value, value < 10 ? 2 : 1) + "x"
    }

    /// `ours` against a baseline where smaller is better: `7.1x faster than <name>'s 1.5 s`
    /// or `1.3x slower than …`.
    static func speed(_ ours: Double, versus theirs: Double, _ name: String) -> String {
        guard ours > 0, theirs > 0 else { return "no comparison with \(name)" }
        return ours <= theirs
            ? "\(ratio(theirs / ours)) faster than \(name)"
            : "\(ratio(ours / theirs)) slower than \(name)"
    }

    /// `value` with `decimals` digits after the point.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
