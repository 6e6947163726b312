import Foundation
import Testing
@testable import HeyGeneratorKit

/// `Templates/declared-types.toml` is the list of type names no model may take; these tests keep
/// it equal to what the hand-written Swift beside the templates declares, folder by folder.
@Suite struct DeclaredTypeNamesTests {
    /// The top-level type names the Swift files of `folder` declare, as read from their text
    /// (a declaration starts in the first column: `public struct Page<Element>`).
    static func scanned(_ folder: String) throws -> Set<String> {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "internal", "private", "fileprivate", "final", "indirect", "package", "nonisolated"]
        let root = TestPaths.templates.appendingPathComponent(folder)
        var names: Set<String> = []
        for relative in try TemplateSet.files(under: root, endingWith: ".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            for line in text.split(separator: "\n") where line.first.map({ ("a"..."z").contains($0) }) == true {
                let words = line.split(whereSeparator: { " :<{=(".contains($0) })
                guard let kindIndex = words.firstIndex(where: { kinds.contains($0) }), kindIndex + 1 < words.count,
                      words[..<kindIndex].allSatisfy({ modifiers.contains($0) }) else { continue }
                names.insert(String(words[kindIndex + 1]))
            }
        }
        return names
    }

    @Test(arguments: ["Runtime", "Extensions", "Dispatch"])
    func theListIsWhatTheFolderDeclares(folder: String) throws {
        let url = TestPaths.templates.appendingPathComponent(DeclaredTypeNames.fileName)
        let listed = Set(try DeclaredTypeNames.parse([UInt8](try Data(contentsOf: url)), file: "Templates/declared-types.toml")[folder] ?? [])
        let declared = try Self.scanned(folder)
        #expect(declared.subtracting(listed).sorted() == [], "declared in Templates/\(folder) but not listed in Templates/declared-types.toml")
        #expect(listed.subtracting(declared).sorted() == [], "listed in Templates/declared-types.toml but not declared in Templates/\(folder)")
    }

    @Test func aSchemaNamedLikeAListedTypeIsRenamedWithAWarning() throws {
        let names = try DeclaredTypeNames.load(templates: TestPaths.templates)
        #expect(names.contains("Page") && names.contains("HeyClient") && names.contains("CalendarEventForm"))
        let built = BuiltModel(apiVersion: "1", libraryVersion: "1", specFile: "openapi.json", operations: [],
                               types: [TypeModel(schemaName: "Page", swiftName: (), pointer: "#/components/schemas/Page", kind: .alias(.string))],
                               tagDescriptions: [:])
        let (model, warnings) = try Namer(names: NamesFile(), takenTypeNames: names).name(built)
        #expect(model.types.map(\.swiftName) == ["PageModel"])
        #expect(warnings.map(\.description) == [
            "openapi.json#/components/schemas/Page: warning: schema Page collides with the runtime's own type Page: its type is PageModel (set another in [type_names])",
        ])
    }

    @Test func aListThatIsNotArraysOfStringsIsRefusedAtItsLine() {
        #expect {
            try DeclaredTypeNames.parse(Array("Runtime = [\"Page\"]\nExtensions = \"Form\"\n".utf8), file: "declared-types.toml")
        } throws: { error in
            "\(error)" == "declared-types.toml:2:14: Extensions must be an array of type names, found string"
        }
    }
}
