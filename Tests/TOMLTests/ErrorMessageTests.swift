import Testing
import TOML

/// Every kind of mistake is reported as one line naming the exact line, column and problem.
struct ErrorMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let document: String
        let expected: String
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        // keys and tables defined twice
        Case(document: "[t]\nx = 1\n[t]\n", expected: "3:2: table [t] is defined twice (first at 1:1)"),
        Case(document: "[owner]\nname = \"a\"\n  name = \"b\"\n", expected: "3:3: duplicate key \"name\" (first defined at 2:1)"),
        Case(document: "a.b = 1\na.b = 2\n", expected: "2:3: duplicate key \"a.b\" (first defined at 1:3)"),
        Case(document: "[fruit]\napple.color = \"red\"\n[fruit.apple]\n", expected: "3:8: cannot define table [fruit.apple]: it was already created by dotted keys at 2:1"),
        Case(document: "[a.b]\nz = 1\n[a]\nb.y = 2\n", expected: "4:1: cannot add to table \"b\" with dotted keys: it is defined by a table header at 1:1"),
        Case(document: "p = {x = 1}\np.y = 2\n", expected: "2:1: key \"p\" is an inline table (defined at 1:1); inline tables cannot be extended"),
        Case(document: "p = {x = 1}\n[p.q]\n", expected: "2:2: key \"p\" is an inline table (defined at 1:1); inline tables cannot be extended"),
        Case(document: "x = [1]\n[[x]]\n", expected: "2:3: cannot append to static array \"x\" (defined at 1:1) with [[x]]"),
        Case(document: "[[x]]\n[x]\n", expected: "2:2: cannot define table [x]: key \"x\" is already an array of tables (defined at 1:3)"),
        Case(document: "a = true\na.b = 1\n", expected: "2:1: key \"a\" is already a boolean (defined at 1:1), not a table"),
        // strings
        Case(document: "x = 1\n\n\n\nname = \"abc\n", expected: "5:8: unterminated basic string"),
        Case(document: "a = 1\nb = \"x\\qy\"\n", expected: "2:7: invalid escape sequence \\q"),
        Case(document: "s = \"\"\"abc\n", expected: "1:5: unterminated multi-line basic string"),
        Case(document: "s = 'abc\n", expected: "1:5: unterminated literal string"),
        Case(document: "s = \"\\uD800\"\n", expected: "1:6: invalid unicode escape \\uD800: surrogate code points are not allowed"),
        Case(document: "s = \"\\U00110000\"\n", expected: "1:6: invalid unicode escape \\U00110000: code point is above U+10FFFF"),
        Case(document: "s = \"\\u12G4\"\n", expected: "1:6: invalid unicode escape \\u12: expected 4 hexadecimal digits, found 'G'"),
        Case(document: "s = \"a\u{1}b\"\n", expected: "1:7: control character U+0001 must be escaped in a basic string"),
        Case(document: "s = '''a''''''\n", expected: "1:9: a multi-line literal string cannot contain three consecutive ' characters"),
        Case(document: "s = \"\"\"a\\  b\"\"\"\n", expected: "1:9: invalid escape sequence: backslash followed by space"),
        // numbers
        Case(document: "n = 012\n", expected: "1:5: invalid integer \"012\": leading zeros are not allowed"),
        Case(document: "n = 1__000\n", expected: "1:5: invalid integer \"1__000\": underscores must be between digits"),
        Case(document: "n = 9223372036854775808\n", expected: "1:5: integer \"9223372036854775808\" is out of range for a 64-bit signed integer"),
        Case(document: "n = -0xff\n", expected: "1:5: invalid integer \"-0xff\": a sign is not allowed on hexadecimal, octal or binary integers"),
        Case(document: "n = 0o78\n", expected: "1:5: invalid octal integer \"0o78\""),
        Case(document: "f = 1.\n", expected: "1:5: invalid float \"1.\": expected digits after the decimal point"),
        Case(document: "f = 1e_5\n", expected: "1:5: invalid float \"1e_5\": underscores must be between digits"),
        Case(document: "f = 1e999\n", expected: "1:5: float \"1e999\" is out of range for a 64-bit float"),
        Case(document: "b = True\n", expected: "1:5: invalid value \"True\" (strings must be quoted)"),
        // dates and times
        Case(document: "d = 2023-02-29\n", expected: "1:5: invalid date \"2023-02-29\": day must be 01 to 28 for that month"),
        Case(document: "d = 2024-13-01\n", expected: "1:5: invalid date \"2024-13-01\": month must be 01 to 12"),
        Case(document: "t = 24:00:00\n", expected: "1:5: invalid local time \"24:00:00\": hour must be 00 to 23"),
        Case(document: "t = 1979-05-27T07:32Z\n", expected: "1:5: invalid date-time \"1979-05-27T07:32Z\": expected time as HH:MM:SS"),
        Case(document: "t = 1979-05-27T07:32:00+24:00\n", expected: "1:5: invalid date-time \"1979-05-27T07:32:00+24:00\": UTC offset must be between -23:59 and +23:59"),
        // structure
        Case(document: "a = [1, 2\n", expected: "1:5: unterminated array (missing ']')"),
        Case(document: "a = [1 2]\n", expected: "1:8: expected ',' or ']' after array element, found '2'"),
        Case(document: "t = {a = 1,}\n", expected: "1:11: trailing comma is not allowed in an inline table"),
        Case(document: "t = {a = 1,\n b = 2}\n", expected: "1:12: inline table must be on one line: found newline before '}'"),
        Case(document: "key =\n", expected: "1:6: missing value for key \"key\""),
        Case(document: "first name = 1\n", expected: "1:7: expected '=' after key \"first\", found 'n' (keys with spaces must be quoted)"),
        Case(document: "a = 1 b = 2\n", expected: "1:7: expected end of line after value, found 'b'"),
        Case(document: "[a]x = 1\n", expected: "1:4: expected end of line after table header, found 'x'"),
        Case(document: "[a\n", expected: "1:3: expected ']' to close the table header, found newline"),
        Case(document: "[[a] ]\n", expected: "1:5: expected ']]' to close the array of tables header, found space"),
        Case(document: "[[a]\n", expected: "1:5: expected ']]' to close the array of tables header, found newline"),
        Case(document: "= 1\n", expected: "1:1: expected a key, found '='"),
        Case(document: "\"\"\"k\"\"\" = 1\n", expected: "1:1: multi-line strings cannot be used as keys"),
        // characters and encoding
        Case(document: "# ok\n# bad \u{7F}\n", expected: "2:7: control character U+007F is not allowed in a comment"),
        Case(document: "a = 1\r\nb = 2\rc = 3\n", expected: "2:6: bare carriage return (CR without LF) is not allowed"),
        Case(document: "a = \"éé\" x\n", expected: "1:10: expected end of line after value, found 'x'"),
        Case(document: "a = 1\r\n\r\nb = @\r\n", expected: "3:5: expected a value, found '@'"),
        Case(document: "a = \u{3000}1\n", expected: "1:5: expected a value, found character U+3000"),
    ]

    @Test(arguments: cases)
    func reportsLineColumnAndProblem(_ example: Case) {
        let error = #expect(throws: TOMLError.self) { try TOML.parse(example.document) }
        #expect(error?.description == example.expected)
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() {
        let bytes: [UInt8] = Array("a = 1\nb = \"x".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        let error = #expect(throws: TOMLError.self) { try TOML.parse(bytes: bytes) }
        #expect(error?.description == "2:7: invalid UTF-8: malformed sequence starting with byte 0xC3")
    }

    @Test func errorExposesLineColumnAndMessageSeparately() {
        let error = #expect(throws: TOMLError.self) { try TOML.parse("a = 1\na = 2\n") }
        #expect(error?.line == 2)
        #expect(error?.column == 1)
        #expect(error?.message == "duplicate key \"a\" (first defined at 1:1)")
        #expect(error?.position == TOMLPosition(line: 2, column: 1))
    }

    @Test func keysWithSpecialCharactersAreQuotedOnOneLine() {
        let error = #expect(throws: TOMLError.self) { try TOML.parse("\"a\\nb\" = 1\n\"a\\nb\" = 2\n") }
        #expect(error?.description == "2:1: duplicate key \"a\\nb\" (first defined at 1:1)")
    }
}
