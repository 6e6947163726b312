import Foundation
import Testing
@testable import HeyGeneratorKit

/// Small specs rendered with the real templates and compared, file by file, with a complete
/// expected tree. The verbatim copies of Templates/Runtime, Extensions and Dispatch are left out
/// of the trees: they are the templates themselves, and the drift check covers them.
///
/// To accept a change on purpose: `UPDATE_GOLDEN=1 swift test --filter GoldenTests`, then
/// review and commit `Tests/HeyGeneratorKitTests/Golden/<case>/expected`.
@Suite struct GoldenTests {
    static let cases = ["crud", "paging-polymorphism", "names-keywords"]

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
        let verbatim = TemplateSet.verbatimFolders.map { $0.destination + "/" }
        let files = try Generator.render(options).files.filter { file in !verbatim.contains { file.path.hasPrefix($0) } }
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            _ = try OutputWriter(root: expected).write(files)
            return
        }
        let report = try DriftReport.compare(files, with: expected)
        #expect(report.isClean, Comment(rawValue: report.describe(folder: "Golden/\(name)/expected", fix: "UPDATE_GOLDEN=1 swift test --filter GoldenTests")))
        #expect(!files.isEmpty)
    }
}
