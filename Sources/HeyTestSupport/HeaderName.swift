/// Header names compared as HTTP compares them: ASCII letters without case. A byte comparison,
/// far cheaper than Foundation's locale-aware one on a server that reads every header.
enum HeaderName {
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        return zip(lhs.utf8, rhs.utf8).allSatisfy { left, right in
            left == right || (left ^ right == 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(left | 0x20))
        }
    }
}
