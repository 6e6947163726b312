import Testing
import TOML

/// Where keys, values and tables were written, and the order they come back in.
struct PositionAndOrderTests {
    private func at(_ line: Int, _ column: Int) -> TOMLPosition { TOMLPosition(line: line, column: column) }

    @Test func simpleKeysAndValues() throws {
        let table = try TOML.parse("title = \"x\"\n  port\t=  8080 # comment\n")
        let title = try #require(table.entry("title"))
        #expect(title.keyPosition == at(1, 1))
        #expect(title.valuePosition == at(1, 9))
        let port = try #require(table.entry("port"))
        #expect(port.keyPosition == at(2, 3))
        #expect(port.valuePosition == at(2, 11))
        #expect(table.position == at(1, 1))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let table = try TOML.parse("\"ключ\" = \"значение\"\nb = 1\n\"日本\".\"語\" = 2\n")
        #expect(table.entry("ключ")?.valuePosition == at(1, 10))
        let nested = try #require(table["日本"]?.tableValue)
        #expect(nested.entry("語")?.keyPosition == at(3, 6))
        #expect(nested.entry("語")?.valuePosition == at(3, 12))
    }

    @Test func byteOrderMarkIsNotAColumn() throws {
        let table = try TOML.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a = 1\n".utf8))
        #expect(table.entry("a")?.keyPosition == at(1, 1))
        #expect(table.entry("a")?.valuePosition == at(1, 5))
    }

    @Test func crlfCountsAsOneLineBreak() throws {
        let table = try TOML.parse("a = 1\r\n\r\nb = \"\"\"\r\nx\r\ny\"\"\"\r\nc = 3\r\n")
        #expect(table.entry("b")?.keyPosition == at(3, 1))
        #expect(table["b"] == .string("x\ny"))
        #expect(table.entry("c")?.keyPosition == at(6, 1))
    }

    @Test func dottedKeysRecordEachSegment() throws {
        let table = try TOML.parse("server.http.port = 80\n")
        let server = try #require(table.entry("server"))
        #expect(server.keyPosition == at(1, 1))
        #expect(server.valuePosition == at(1, 1))
        let http = try #require(server.value.tableValue?.entry("http"))
        #expect(http.keyPosition == at(1, 8))
        let port = try #require(http.value.tableValue?.entry("port"))
        #expect(port.keyPosition == at(1, 13))
        #expect(port.valuePosition == at(1, 20))
    }

    @Test func headerTablesArePositionedAtTheirHeader() throws {
        let table = try TOML.parse("a = 1\n\n  [server . http]\nport = 80\n[server]\nname = \"s\"\n")
        let server = try #require(table.entry("server"))
        #expect(server.keyPosition == at(5, 2))  // the header that defined it
        #expect(server.valuePosition == at(5, 1))
        #expect(server.value.tableValue?.position == at(5, 1))
        let http = try #require(server.value.tableValue?.entry("http"))
        #expect(http.keyPosition == at(3, 13))
        #expect(http.valuePosition == at(3, 3))
        #expect(http.value.tableValue?.entry("port")?.keyPosition == at(4, 1))
    }

    @Test func arrayOfTablesElementsArePositionedAtEachHeader() throws {
        let table = try TOML.parse("[[item]]\nname = \"a\"\n\n[[item]]\nname = \"b\"\n")
        let entry = try #require(table.entry("item"))
        #expect(entry.keyPosition == at(1, 3))
        #expect(entry.valuePosition == at(1, 1))
        let items = try #require(entry.value.arrayValue)
        #expect(items.count == 2)
        #expect(items[0].tableValue?.position == at(1, 1))
        #expect(items[1].tableValue?.position == at(4, 1))
        #expect(items[1].tableValue?.entry("name")?.keyPosition == at(5, 1))
    }

    @Test func inlineTablesArePositionedAtTheBrace() throws {
        let table = try TOML.parse("point = { x = 1, y.z = 2 }\n")
        let point = try #require(table["point"]?.tableValue)
        #expect(point.position == at(1, 9))
        #expect(point.entry("x")?.keyPosition == at(1, 11))
        #expect(point.entry("x")?.valuePosition == at(1, 15))
        #expect(point.entry("y")?.value.tableValue?.entry("z")?.keyPosition == at(1, 20))
    }

    @Test func entriesKeepDocumentOrder() throws {
        let table = try TOML.parse("""
        zebra = 1
        apple = 2
        mango.seed = 3
        [beta]
        z = 1
        a = 2
        [alpha.one]
        [alpha]
        y = 0
        [[list]]
        """)
        #expect(table.keys == ["zebra", "apple", "mango", "beta", "alpha", "list"])
        #expect(table["beta"]?.tableValue?.keys == ["z", "a"])
        #expect(table["alpha"]?.tableValue?.keys == ["one", "y"])
    }

    @Test func subscriptAndEntryAgree() throws {
        let table = try TOML.parse("a = 1\nb = 'x'\n")
        #expect(table["a"] == .integer(1))
        #expect(table.entry("b")?.value == .string("x"))
        #expect(table["missing"] == nil)
        #expect(table.entry("missing") == nil)
    }

    @Test func positionDescriptionIsLineColon() {
        #expect(TOMLPosition(line: 3, column: 7).description == "3:7")
        #expect(TOMLError(line: 3, column: 7, message: "duplicate key").description == "3:7: duplicate key")
    }
}
