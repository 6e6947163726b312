import Foundation
import Testing
@testable import HeyGeneratorKit

/// Small specs rendered with the real templates and compared, file by file, with a complete
/// expected tree. The verbatim copies of Templates/Runtime, Extensions and Dispatch are left out
/// of the trees: they are the templates themselves, and the drift check covers them.
///
/// Each case also keeps the warnings and notes of its render in `diagnostics.txt` (file names
/// without their folder; the conveniences left out are not listed), so what a spec degrades,
/// and where, is pinned too.
///
/// To accept a change on purpose: `UPDATE_GOLDEN=1 swift test --filter GoldenTests`, then
/// review and commit `Tests/HeyGeneratorKitTests/Golden/<case>/expected` and `diagnostics.txt`.
@Suite struct GoldenTests {
    /// `generic-petstore` is another service's document, rendered with the generic profile (its
    /// `sdk.toml` names the module and the client).
    static let cases = ["crud", "paging-polymorphism", "names-keywords", "smithy-constructs", "generic-petstore"]

    @Test(arguments: cases)
    func rendersTheExpectedTree(_ name: String) throws {
        let folder = TestPaths.golden.appendingPathComponent(name)
        let expected = folder.appendingPathComponent("expected")
        let options = GeneratorOptions(
            spec: folder.appendingPathComponent("spec"),
            names: folder.appendingPathComponent("names.toml"),
            templates: TestPaths.templates,
            output: expected,
            libraryVersion: "1.2.3"
        )
        let rendering = try Generator.render(options)
        let verbatim = TemplateSet.verbatimFolders.map { rendering.profile.respelled($0.destination) + "/" }
        let files = rendering.files.filter { file in !verbatim.contains { file.path.hasPrefix($0) } }
        // The conveniences are not part of the trees, and neither is what each leaves out.
        let diagnostics = rendering.diagnostics.filter { !$0.file.hasPrefix("Templates/") }.map { diagnostic in
            Diagnostic(diagnostic.severity, file: URL(fileURLWithPath: diagnostic.file).lastPathComponent,
                       location: diagnostic.location, message: diagnostic.message).description + "\n"
        }.joined()
        let diagnosticsFile = folder.appendingPathComponent("diagnostics.txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            _ = try OutputWriter(root: expected).write(files)
            try Data(diagnostics.utf8).write(to: diagnosticsFile)
            return
        }
        let expectedDiagnostics = (try? String(contentsOf: diagnosticsFile, encoding: .utf8)) ?? ""
        #expect(diagnostics == expectedDiagnostics, Comment(rawValue: UnifiedDiff.firstHunk(old: expectedDiagnostics, new: diagnostics, oldName: "a/diagnostics.txt", newName: "b/diagnostics.txt")))
        let report = try DriftReport.compare(files, with: expected)
        #expect(report.isClean, Comment(rawValue: report.describe(folder: "Golden/\(name)/expected", fix: "UPDATE_GOLDEN=1 swift test --filter GoldenTests")))
        #expect(!files.isEmpty)
    }
}
