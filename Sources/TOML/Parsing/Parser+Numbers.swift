extension Parser {
    /// Whether a byte can be part of a number, boolean or date token: `A-Za-z0-9_+-.:`.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        Byte.isLetter(byte) || Byte.isDigit(byte) || byte == Byte.underscore || byte == Byte.plus
            || byte == Byte.minus || byte == Byte.dot || byte == Byte.colon
    }

    /// Parses a bare value: integer, float, boolean, `inf`/`nan`, or (via `Parser+DateTimes`) a
    /// date or time.
    mutating func parseBareValue() throws(TOMLError) -> TOMLValue {
        let start = index
        if looksLikeDate(at: start) { return try parseDateOrDateTime() }
        if looksLikeTime(at: start) { return .localTime(try parseTime(kind: "local time", valueStart: start)) }
        while index < count && Parser.isTokenByte(bytes[index]) { index += 1 }
        guard index > start else {
            throw error("expected a value, found \(describeCharacter(at: start))", at: start)
        }
        if let value = plainInteger(from: start, to: index) { return .integer(value) }
        let token = Array(bytes[start..<index])
        let text = String(decoding: token, as: UTF8.self)
        switch text {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "inf", "+inf": return .float(.infinity)
        case "-inf": return .float(-.infinity)
        case "nan", "+nan", "-nan": return .float(.nan)
        default: break
        }
        let shown = "\"" + text + "\""
        let signedWord = token.count > 1 && (token[0] == Byte.plus || token[0] == Byte.minus) && Byte.isLetter(token[1])
        if Byte.isLetter(token[0]) || signedWord {
            throw error("invalid value \(shown) (strings must be quoted)", at: start)
        }
        if text.contains(":") || token.dropFirst().enumerated().contains(where: { offset, byte in
            byte == Byte.minus && Byte.isDigit(token[offset])
        }) {
            throw error("invalid date or time \(shown)", at: start)
        }
        return try parseNumber(token, text: shown, at: start)
    }

    /// The fast path for the common case: an optionally signed decimal integer of at most 18
    /// digits without underscores or leading zeros (so it cannot overflow). Nil otherwise.
    private func plainInteger(from start: Int, to end: Int) -> Int64? {
        var cursor = start
        let negative = bytes[cursor] == Byte.minus
        if negative || bytes[cursor] == Byte.plus { cursor += 1 }
        let digitCount = end - cursor
        guard digitCount >= 1 && digitCount <= 18 else { return nil }
        if digitCount > 1 && bytes[cursor] == UInt8(ascii: "0") { return nil }
        var value: Int64 = 0
        while cursor < end {
            let byte = bytes[cursor]
            guard Byte.isDigit(byte) else { return nil }
            value = value &* 10 &+ Int64(byte &- 0x30)
            cursor += 1
        }
        return negative ? -value : value
    }

    /// Parses an integer or float token that is not inf/nan.
    private mutating func parseNumber(_ token: [UInt8], text: String, at start: Int) throws(TOMLError) -> TOMLValue {
        var body = token[...]
        let sign = body.first
        let hasSign = sign == Byte.plus || sign == Byte.minus
        if hasSign { body = body.dropFirst() }
        if body.count >= 2 && body.first == UInt8(ascii: "0"),
           let radix = Self.radix(forPrefix: body[body.startIndex + 1]) {
            if hasSign {
                throw error("invalid integer \(text): a sign is not allowed on hexadecimal, octal or binary integers", at: start)
            }
            return .integer(try parseRadixInteger(body.dropFirst(2), radix: radix, text: text, at: start))
        }
        if body.contains(where: { $0 == Byte.dot || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            return .float(try parseFloat(token, body: body, text: text, at: start))
        }
        try checkDigits(body, kind: "integer", text: text, at: start, isDigit: Byte.isDigit)
        if body.count > 1 && body.first == UInt8(ascii: "0") {
            throw error("invalid integer \(text): leading zeros are not allowed", at: start)
        }
        var magnitude: UInt64 = 0
        for byte in body where byte != Byte.underscore {
            let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
            if overflow1 || overflow2 { throw outOfRange(text, at: start) }
            magnitude = sum
        }
        if sign == Byte.minus {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw outOfRange(text, at: start) }
            return .integer(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
        }
        guard magnitude <= UInt64(Int64.max) else { throw outOfRange(text, at: start) }
        return .integer(Int64(magnitude))
    }

    private static func radix(forPrefix byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "x"): return 16
        case UInt8(ascii: "o"): return 8
        case UInt8(ascii: "b"): return 2
        default: return nil
        }
    }

    private mutating func outOfRange(_ text: String, at start: Int) -> TOMLError {
        error("integer \(text) is out of range for a 64-bit signed integer", at: start)
    }

    /// Parses the digits after `0x`, `0o` or `0b`.
    private mutating func parseRadixInteger(_ digits: ArraySlice<UInt8>, radix: UInt64, text: String, at start: Int) throws(TOMLError) -> Int64 {
        let name = radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary"
        let isDigit: (UInt8) -> Bool = { byte in
            switch radix {
            case 16: return Byte.isHexDigit(byte)
            case 8: return byte >= 0x30 && byte <= 0x37
            default: return byte == 0x30 || byte == 0x31
            }
        }
        try checkDigits(digits, kind: "\(name) integer", text: text, at: start, isDigit: isDigit)
        var value: UInt64 = 0
        for byte in digits where byte != Byte.underscore {
            let (times, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(Byte.hexValue(byte)))
            if overflow1 || overflow2 || sum > UInt64(Int64.max) { throw outOfRange(text, at: start) }
            value = sum
        }
        return Int64(value)
    }

    /// Checks a run of digits where single underscores may stand between digits.
    private mutating func checkDigits(_ digits: ArraySlice<UInt8>, kind: String, text: String, at start: Int, isDigit: (UInt8) -> Bool) throws(TOMLError) {
        guard !digits.isEmpty else {
            throw error("invalid \(kind) \(text): expected digits", at: start)
        }
        var previousWasDigit = false
        for byte in digits {
            if byte == Byte.underscore {
                guard previousWasDigit else {
                    throw error("invalid \(kind) \(text): underscores must be between digits", at: start)
                }
                previousWasDigit = false
            } else if isDigit(byte) {
                previousWasDigit = true
            } else {
                throw error("invalid \(kind) \(text)", at: start)
            }
        }
        guard previousWasDigit else {
            throw error("invalid \(kind) \(text): underscores must be between digits", at: start)
        }
    }

    /// Parses a decimal float: integer part, optional fraction, optional exponent.
    private mutating func parseFloat(_ token: [UInt8], body: ArraySlice<UInt8>, text: String, at start: Int) throws(TOMLError) -> Double {
        let isExponentMark: (UInt8) -> Bool = { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let integerEnd = body.firstIndex(where: { $0 == Byte.dot || isExponentMark($0) }) ?? body.endIndex
        let integerPart = body[body.startIndex..<integerEnd]
        guard !integerPart.isEmpty else {
            throw error("invalid float \(text): expected digits before the decimal point", at: start)
        }
        try checkDigits(integerPart, kind: "float", text: text, at: start, isDigit: Byte.isDigit)
        if integerPart.count > 1 && integerPart.first == UInt8(ascii: "0") {
            throw error("invalid float \(text): leading zeros are not allowed", at: start)
        }
        var rest = body[integerEnd...]
        if rest.first == Byte.dot {
            rest = rest.dropFirst()
            let fractionEnd = rest.firstIndex(where: isExponentMark) ?? rest.endIndex
            let fraction = rest[rest.startIndex..<fractionEnd]
            guard !fraction.isEmpty else {
                throw error("invalid float \(text): expected digits after the decimal point", at: start)
            }
            try checkDigits(fraction, kind: "float", text: text, at: start, isDigit: Byte.isDigit)
            rest = rest[fractionEnd...]
        }
        if let mark = rest.first, isExponentMark(mark) {
            rest = rest.dropFirst()
            if rest.first == Byte.plus || rest.first == Byte.minus { rest = rest.dropFirst() }
            guard !rest.isEmpty else {
                throw error("invalid float \(text): expected digits in the exponent", at: start)
            }
            try checkDigits(rest, kind: "float", text: text, at: start, isDigit: Byte.isDigit)
        } else if !rest.isEmpty {
            throw error("invalid float \(text)", at: start)
        }
        let cleaned = String(decoding: token.filter { $0 != Byte.underscore }, as: UTF8.self)
        guard let value = Double(cleaned) else {
            throw error("invalid float \(text)", at: start)
        }
        guard value.isFinite else {
            throw error("float \(text) is out of range for a 64-bit float", at: start)
        }
        return value
    }
}
