import Foundation
import HeyGeneratorKit

/// The spec fixtures of the validator and diff tests: the small valid spec in
/// `Fixtures/Specs/minimal/`, variants of it made by exact text replacements and written to a
/// temporary folder.
enum SpecFixtureFiles {
    /// A replacement whose text is not in the fixture exactly once: the test is wrong, not the code.
    struct FixtureEditError: Error, CustomStringConvertible {
        let text: String
        let count: Int
        var description: String { "expected the fixture to contain \(text.debugDescription) once, found it \(count) times" }
    }

    /// `/…/Tests/HeyGeneratorKitTests`.
    static var testsFolder: URL {
        TestPaths.repository.appendingPathComponent("Tests/HeyGeneratorKitTests")
    }

    /// The text of `Fixtures/Specs/minimal/<file>`.
    static func minimalText(_ file: String) throws -> String {
        try String(contentsOf: testsFolder.appendingPathComponent("Fixtures/Specs/minimal/\(file)"), encoding: .utf8)
    }

    /// `text` with each `(old, new)` applied; each `old` must occur exactly once.
    static func edited(_ text: String, _ edits: [(String, String)]) throws -> String {
        try edits.reduce(text) { current, edit in
            let count = current.components(separatedBy: edit.0).count - 1
            guard count == 1 else { throw FixtureEditError(text: edit.0, count: count) }
            return current.replacingOccurrences(of: edit.0, with: edit.1)
        }
    }

    /// A fresh folder holding the minimal spec with `openAPI` edits applied to `openapi.json`
    /// and `behavior` edits to `behavior-model.json`. The caller removes it.
    static func minimalVariant(openAPI: [(String, String)] = [], behavior: [(String, String)] = []) throws -> URL {
        try folder(openAPI: edited(minimalText("openapi.json"), openAPI),
                   behavior: edited(minimalText("behavior-model.json"), behavior))
    }

    /// A fresh folder with `openapi.json` and, when given, `behavior-model.json`.
    static func folder(openAPI: String, behavior: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(openAPI.utf8).write(to: folder.appendingPathComponent("openapi.json"))
        if let behavior {
            try Data(behavior.utf8).write(to: folder.appendingPathComponent("behavior-model.json"))
        }
        return folder
    }

    /// Removes a folder made by `folder(openAPI:behavior:)`.
    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}
