import Testing
import TOML

/// Values of every TOML 1.0 type come back with the right contents.
struct ValueTests {
    private func value(_ source: String) throws -> TOMLValue? {
        try TOML.parse("v = \(source)\n")["v"]
    }

    @Test func basicStringEscapes() throws {
        #expect(try value(#""a\tb\nc\"d\\e\bf\fg\rh""#) == .string("a\tb\nc\"d\\e\u{8}f\u{C}g\rh"))
        #expect(try value(#""\u00e9\U0001F600\u0000""#) == .string("é😀\u{0}"))
        #expect(try value("\"tab\there\"") == .string("tab\there"))
    }

    @Test func literalStringsKeepBackslashes() throws {
        #expect(try value(#"'C:\Users\nodejs'"#) == .string(#"C:\Users\nodejs"#))
        #expect(try value("''") == .string(""))
    }

    @Test func multilineBasicStrings() throws {
        #expect(try value("\"\"\"\nRoses\nViolets\"\"\"") == .string("Roses\nViolets"))
        #expect(try value("\"\"\"The quick \\\n\n    brown \\   \n  fox.\"\"\"") == .string("The quick brown fox."))
        #expect(try value("\"\"\"\"\"quoted\"\"\"\"\"") == .string("\"\"quoted\"\""))
        #expect(try value("\"\"\"a\\\"\"\"\"\"\"") == .string("a\"\"\""))
    }

    @Test func multilineLiteralStrings() throws {
        #expect(try value("'''\nfirst\n  \\second'''") == .string("first\n  \\second"))
        #expect(try value("''''one quote''''") == .string("'one quote'"))
    }

    @Test func integersInEveryBase() throws {
        #expect(try value("+99") == .integer(99))
        #expect(try value("-17") == .integer(-17))
        #expect(try value("1_000_000") == .integer(1_000_000))
        #expect(try value("0xDEAD_beef") == .integer(0xDEADBEEF))
        #expect(try value("0o755") == .integer(0o755))
        #expect(try value("0b1101_0110") == .integer(0b1101_0110))
        #expect(try value("9223372036854775807") == .integer(.max))
        #expect(try value("-9223372036854775808") == .integer(.min))
        #expect(try value("0x7FFFFFFFFFFFFFFF") == .integer(.max))
        #expect(throws: TOMLError.self) { try value("0x8000000000000000") }
        #expect(throws: TOMLError.self) { try value("-9223372036854775809") }
    }

    @Test func floats() throws {
        #expect(try value("3.1415") == .float(3.1415))
        #expect(try value("-0.01") == .float(-0.01))
        #expect(try value("5e+22") == .float(5e22))
        #expect(try value("1E06") == .float(1e6))
        #expect(try value("-2E-2") == .float(-0.02))
        #expect(try value("6.626e-34") == .float(6.626e-34))
        #expect(try value("224_617.445_991_228") == .float(224_617.445_991_228))
        #expect(try value("inf") == .float(.infinity))
        #expect(try value("-inf") == .float(-.infinity))
        #expect(try value("+nan")?.floatValue?.isNaN == true)
        #expect(try value("-0.0")?.floatValue?.sign == .minus)
    }

    @Test func booleans() throws {
        #expect(try value("true") == .boolean(true))
        #expect(try value("false") == .boolean(false))
    }

    @Test func offsetDateTimes() throws {
        let parsed = try #require(try value("1979-05-27T00:32:00.999999-07:00"))
        guard case .offsetDateTime(let dateTime) = parsed else {
            Issue.record("expected an offset date-time, got \(parsed)")
            return
        }
        #expect(dateTime.year == 1979 && dateTime.month == 5 && dateTime.day == 27)
        #expect(dateTime.hour == 0 && dateTime.minute == 32 && dateTime.second == 0)
        #expect(dateTime.nanosecond == 999_999_000)
        #expect(dateTime.offsetMinutes == -420)
        #expect(dateTime.description == "1979-05-27T00:32:00.999999-07:00")
        #expect(try value("1979-05-27 07:32:00z").map(String.init(describing:)) == "offsetDateTime(1979-05-27T07:32:00Z)")
    }

    @Test func localDatesAndTimes() throws {
        #expect(try value("1979-05-27t07:32:00") == .localDateTime(TOMLDateTime(
            date: TOMLDate(year: 1979, month: 5, day: 27), time: TOMLTime(hour: 7, minute: 32, second: 0))))
        #expect(try value("2024-02-29") == .localDate(TOMLDate(year: 2024, month: 2, day: 29)))
        #expect(try value("2000-02-29") == .localDate(TOMLDate(year: 2000, month: 2, day: 29)))
        #expect(try value("00:32:00.1234567891") == .localTime(TOMLTime(hour: 0, minute: 32, second: 0, nanosecond: 123_456_789)))
        #expect(try value("23:59:60") == .localTime(TOMLTime(hour: 23, minute: 59, second: 60)))
        #expect(TOMLTime(hour: 1, minute: 2, second: 3, nanosecond: 500_000_000).description == "01:02:03.5")
        #expect(throws: TOMLError.self) { try value("1900-02-29") }
    }

    @Test func arraysMayMixTypesAndSpanLines() throws {
        let parsed = try value("""
        [
          1, "two", # comment
          [3.0], {four = 4},
        ]
        """)
        #expect(parsed == .array([.integer(1), .string("two"), .array([.float(3)]), .table(TOMLTable(
            entries: [TOMLTable.Entry(key: "four", value: .integer(4), keyPosition: TOMLPosition(line: 3, column: 11),
                                      valuePosition: TOMLPosition(line: 3, column: 18))],
            position: TOMLPosition(line: 3, column: 10)))]))
        #expect(try value("[]") == .array([]))
    }

    @Test func typeNames() throws {
        #expect(TOMLValue.string("").typeName == "string")
        #expect(TOMLValue.integer(0).typeName == "integer")
        #expect(TOMLValue.boolean(true).typeName == "boolean")
        #expect(TOMLValue.array([]).typeName == "array")
        #expect(try TOML.parse("t = {}")["t"]?.typeName == "table")
        #expect(try value("07:00:00")?.typeName == "local time")
        #expect(try value("1979-05-27T07:32:00Z")?.typeName == "offset date-time")
    }

    @Test func quotedAndDottedKeys() throws {
        let table = try TOML.parse("""
        "127.0.0.1" = 1
        'quoted "value"' = 2
        "" = 3
        site."google.com" = true
        3.14159 = "pi"
        """)
        #expect(table["127.0.0.1"] == .integer(1))
        #expect(table["quoted \"value\""] == .integer(2))
        #expect(table[""] == .integer(3))
        #expect(table["site"]?.tableValue?["google.com"] == .boolean(true))
        #expect(table["3"]?.tableValue?["14159"] == .string("pi"))
    }
}
