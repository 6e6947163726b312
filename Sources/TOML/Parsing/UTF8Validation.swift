/// Checks that bytes are well-formed UTF-8 (no overlong forms, no surrogates, nothing above
/// U+10FFFF, no truncated sequences).
enum UTF8Validation {
    /// The offset of the first byte of the first ill-formed sequence, with a reason, or nil.
    static func firstError(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default:
                return (index, "invalid UTF-8: byte 0x\(hex(lead)) cannot start a character")
            }
            for step in 1..<length {
                guard index + step < count else {
                    return (index, "invalid UTF-8: truncated sequence at end of file")
                }
                let next = bytes[index + step]
                let low: UInt8 = step == 1 ? lowerBound : 0x80
                let high: UInt8 = step == 1 ? upperBound : 0xBF
                guard next >= low && next <= high else {
                    return (index, "invalid UTF-8: malformed sequence starting with byte 0x\(hex(lead))")
                }
            }
            index += length
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
