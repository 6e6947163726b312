import Foundation
import HeyGeneratorKit
import Testing

/// The ```` ```differences ```` block reader and check, and the reference comparison itself:
/// the project's `spec/` differs from `../shared/reference/hey` by exactly the differences its
/// README lists.
@Suite struct IntendedDifferencesTests {
    private static let markdown = """
        # Notes

        ```json
        {"not": "this block"}
        ```

        ```differences
        operation CreateToken: added

        schema Box: member kind: removed
        ```
        """

    @Test func readsTheDifferencesBlockWithLineNumbers() throws {
        let intended = try IntendedDifferences.parse(Self.markdown, file: "README.md")
        #expect(intended.entries == [
            IntendedDifferences.Entry(text: "operation CreateToken: added", line: 8),
            IntendedDifferences.Entry(text: "schema Box: member kind: removed", line: 10),
        ])
    }

    @Test(arguments: [
        ("# No block here\n", "README.md:1: no ```differences block"),
        ("intro\n```differences\noperation A: added\n", "README.md:2: the ```differences block is not closed"),
        ("```differences\nBox: removed\n```\n", "README.md:2: expected \"operation <id>: <detail>\" or \"schema <name>: <detail>\", found \"Box: removed\""),
        ("```differences\nschema Box removed\n```\n", "README.md:2: expected \"operation <id>: <detail>\" or \"schema <name>: <detail>\", found \"schema Box removed\""),
        ("```differences\nschema Box: added\nschema Box: added\n```\n", "README.md:3: \"schema Box: added\" is already listed on line 2"),
    ])
    func rejectsBlocksItCannotTrust(markdown: String, message: String) {
        #expect(throws: IntendedDifferencesError.self) { try IntendedDifferences.parse(markdown, file: "README.md") }
        do {
            _ = try IntendedDifferences.parse(markdown, file: "README.md")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func reportsUnexpectedAndMissingDifferences() throws {
        let intended = try IntendedDifferences.parse(Self.markdown, file: "README.md")
        let report = SpecDiffReport(changes: [
            SpecChange(impact: .breaking, subject: "schema Box", detail: "member kind: removed"),
            SpecChange(impact: .additive, subject: "schema Label", detail: "added"),
        ])
        let check = intended.check(report)
        #expect(!check.matches)
        #expect(check.unexpected.map(\.description) == ["additive: schema Label: added"])
        #expect(check.missing.map(\.text) == ["operation CreateToken: added"])
    }

    @Test func matchesExactlyTheListedDifferences() throws {
        let intended = try IntendedDifferences.parse(Self.markdown, file: "README.md")
        let report = SpecDiffReport(changes: [
            SpecChange(impact: .breaking, subject: "schema Box", detail: "member kind: removed"),
            SpecChange(impact: .additive, subject: "operation CreateToken", detail: "added"),
        ])
        #expect(intended.check(report).matches)
        #expect(!intended.check(SpecDiffReport(changes: [])).matches)
    }
}
