import Testing
import TOML

/// Hostile input is rejected (or accepted) quickly, never with a crash, hang or stack overflow.
@Suite(.timeLimit(.minutes(3)))
struct RobustnessTests {
    /// Generous enough for a debug build on a busy, shared 2-core machine (each case takes a few
    /// seconds there); a quadratic parser would take hours on these inputs.
    private static let budget = Duration.seconds(60)

    private func measure(_ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return clock.now - start
    }

    @Test func tenThousandNestedArraysHitTheDepthLimit() {
        let document = "a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let elapsed = measure {
            let error = #expect(throws: TOMLError.self) { try TOML.parse(document) }
            #expect(error?.description == "1:132: arrays and tables are nested deeper than 128 levels")
        }
        #expect(elapsed < Self.budget)
    }

    @Test func tenThousandNestedInlineTablesHitTheDepthLimit() {
        let document = "a = " + String(repeating: "{b = ", count: 10_000) + "1" + String(repeating: "}", count: 10_000) + "\n"
        let error = #expect(throws: TOMLError.self) { try TOML.parse(document) }
        #expect(error?.message == "arrays and tables are nested deeper than 128 levels")
    }

    @Test func tenThousandPartDottedKeysAndHeadersAreRejected() {
        let key = Array(repeating: "k", count: 10_000).joined(separator: ".")
        let dotted = #expect(throws: TOMLError.self) { try TOML.parse("\(key) = 1\n") }
        #expect(dotted?.message == "dotted key has more than 128 parts")
        let header = #expect(throws: TOMLError.self) { try TOML.parse("[\(key)]\n") }
        #expect(header?.message == "dotted key has more than 128 parts")
        let arrayHeader = #expect(throws: TOMLError.self) { try TOML.parse("[[\(key)]]\n") }
        #expect(arrayHeader?.message == "dotted key has more than 128 parts")
    }

    @Test func nestingJustBelowTheLimitIsAccepted() throws {
        let depth = TOML.maximumNestingDepth - 1
        let document = "a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        var value = try #require(try TOML.parse(document)["a"])
        var levels = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            levels += 1
        }
        #expect(levels == depth - 1)
    }

    @Test func tenMegabyteStringLineIsLinear() throws {
        let payload = String(repeating: "abcdéfghi", count: 1_000_000)  // 10 MB of UTF-8
        let document = "a = \"\(payload)\" b\n"
        let elapsed = measure {
            let error = #expect(throws: TOMLError.self) { try TOML.parse(document) }
            // the column counts scalars: 9 per repeat, plus `a = "` and `" `
            #expect(error?.description == "1:\(5 + 9_000_000 + 2 + 1): expected end of line after value, found 'b'")
        }
        #expect(elapsed < Self.budget)
    }

    @Test func tenMegabyteCommentAndLiteralLines() throws {
        let comment = "# " + String(repeating: "x", count: 10_000_000) + "\nok = 1\n"
        let literal = "s = '" + String(repeating: "y", count: 10_000_000) + "'\n"
        let elapsed = try measure {
            let commented = try TOML.parse(comment)
            #expect(commented["ok"] == .integer(1))
            let long = try TOML.parse(literal)
            #expect(long["s"]?.stringValue?.utf8.count == 10_000_000)
        }
        #expect(elapsed < Self.budget)
    }

    @Test func tenMegabyteArrayAndInlineTableLines() throws {
        let array = "a = [" + String(repeating: "1,", count: 2_000_000) + "]\n"  // 4 MB
        var inline = "t = {"
        for index in 0..<300_000 { inline += "key\(index) = \(index), " }  // ~6 MB
        inline += "last = 0}\n"
        let elapsed = try measure {
            let arrays = try TOML.parse(array)
            #expect(arrays["a"]?.arrayValue?.count == 2_000_000)
            let inlines = try TOML.parse(inline)
            let table = try #require(inlines["t"]?.tableValue)
            #expect(table.entries.count == 300_001)
            #expect(table.entry("last")?.keyPosition.line == 1)
        }
        #expect(elapsed < Self.budget)
    }

    static let invalidUTF8: [[UInt8]] = [
        [0xFF],
        [0x61, 0x20, 0x3D, 0x20, 0x22, 0xC0, 0xAF, 0x22],        // overlong "/"
        [0x61, 0x20, 0x3D, 0x20, 0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate U+D800
        [0x61, 0x20, 0x3D, 0x20, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
        [0x23, 0x20, 0xE2, 0x82],                                // truncated at end of file
        [0xFE, 0xFF, 0x00, 0x61],                                // UTF-16 byte order mark
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsRejected(_ bytes: [UInt8]) {
        let error = #expect(throws: TOMLError.self) { try TOML.parse(bytes: bytes) }
        #expect(error?.message.hasPrefix("invalid UTF-8") == true)
    }

    static let nulDocuments: [String] = [
        "\u{0}", "a = \u{0}\n", "a = \"\u{0}\"\n", "a = '\u{0}'\n", "# \u{0}\n", "a = \"\"\"\u{0}\"\"\"\n",
        "[a\u{0}]\n", "a\u{0} = 1\n", "a = 1\u{0}\n", "a = [1,\u{0}]\n",
    ]

    @Test(arguments: nulDocuments)
    func nulBytesAreRejected(_ document: String) {
        let error = #expect(throws: TOMLError.self) { try TOML.parse(document) }
        #expect(error?.message.contains("U+0000") == true)
    }

    /// Every prefix of a document, and the document with each byte replaced by a troublesome one,
    /// either parses or throws a `TOMLError`.
    @Test func truncatedAndCorruptedDocumentsNeverCrash() {
        let seed = Array("""
        # seed\r
        title = "TOML \\u00e9 \\U0001F600"
        [owner]
        dob = 1979-05-27T07:32:00-08:00
        times = [07:32:00, 1979-05-27, 1979-05-27 07:32:00.5]
        [database]
        ports = [ 8000, 0x1F, 0o7, 0b1, +1_000, -3.5e-2, inf, nan ]
        data = [ ["gamma", 'delta'], [1, 2] ]
        temp = { cpu = 79.5, case.x = 72.0 }
        ml = \"\"\"
        line \\
          continued\"\"\"
        lit = '''
        raw'''
        [[products]]
        name = "Hammer"
        "quoted key".x = true
        """.utf8)
        let replacements: [UInt8] = [0x00, 0x0A, 0x0D, 0x22, 0x27, 0x5B, 0x5D, 0x7B, 0x7D, 0x5C, 0x3D, 0x2E, 0x2C, 0x23, 0xFF, 0xC3]
        var outcomes = (parsed: 0, rejected: 0)
        func attempt(_ bytes: [UInt8]) {
            do {
                _ = try TOML.parse(bytes: bytes)
                outcomes.parsed += 1
            } catch {
                outcomes.rejected += 1
            }
        }
        for end in 0...seed.count { attempt(Array(seed[..<end])) }
        for index in seed.indices {
            for replacement in replacements {
                var corrupted = seed
                corrupted[index] = replacement
                attempt(corrupted)
            }
        }
        #expect(outcomes.parsed + outcomes.rejected == seed.count + 1 + seed.count * replacements.count)
        #expect(outcomes.parsed > 0 && outcomes.rejected > 0)
    }

    @Test func randomBytesNeverCrash() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array("ab=\"'[]{}.,#\\\n\r\t 0129e+-_:TZxo".utf8)
        var rejected = 0
        for _ in 0..<3_000 {
            let length = Int(next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            do { _ = try TOML.parse(bytes: bytes) } catch { rejected += 1 }
        }
        #expect(rejected > 0)
    }
}
