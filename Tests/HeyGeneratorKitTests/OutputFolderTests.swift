import Foundation
import Testing
@testable import HeyGeneratorKit

/// What `generate` writes and what `check` reports about a folder.
@Suite struct OutputFolderTests {
    @Test func generatingTwiceTouchesNoFile() throws {
        let output = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let options = TestPaths.realOptions(output: output)
        let first = try Generator.generate(options)
        #expect(first.write.written.count > 300)
        let box = output.appendingPathComponent("Sources/Hey/Generated/Models/Box.swift")
        let before = try FileManager.default.attributesOfItem(atPath: box.path)[.modificationDate] as? Date
        let second = try Generator.generate(options)
        #expect(second.write.written.isEmpty)
        #expect(second.write.removed.isEmpty)
        #expect(second.write.unchanged.count == first.write.written.count)
        let after = try FileManager.default.attributesOfItem(atPath: box.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try Generator.check(options).isClean)
    }

    @Test func theDriftCheckNamesAnEditedADeletedAndAnAddedFile() throws {
        let output = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let options = TestPaths.realOptions(output: output)
        _ = try Generator.generate(options)
        let models = output.appendingPathComponent("Sources/Hey/Generated/Models")
        let edited = models.appendingPathComponent("Box.swift")
        try Data((try String(contentsOf: edited, encoding: .utf8) + "// edited\n").utf8).write(to: edited)
        try FileManager.default.removeItem(at: models.appendingPathComponent("Topic.swift"))
        try Data("struct Extra {}\n".utf8).write(to: models.appendingPathComponent("Extra.swift"))
        let report = try Generator.check(options)
        #expect(report.different.map(\.path) == ["Sources/Hey/Generated/Models/Box.swift"])
        #expect(report.missing == ["Sources/Hey/Generated/Models/Topic.swift"])
        #expect(report.extra == ["Sources/Hey/Generated/Models/Extra.swift"])
        let text = report.describe(folder: "Output", fix: "make generate")
        #expect(text.contains("+// edited") == false)
        #expect(text.contains("-// edited"))
        #expect(text.contains("Run `make generate`"))
        let repaired = try Generator.generate(options)
        #expect(repaired.write.written.sorted() == ["Sources/Hey/Generated/Models/Box.swift", "Sources/Hey/Generated/Models/Topic.swift"])
        #expect(repaired.write.removed == ["Sources/Hey/Generated/Models/Extra.swift"])
        #expect(try Generator.check(options).isClean)
    }

    @Test func anOutputFolderBuildArtifactsAreLeftAlone() throws {
        let output = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let options = TestPaths.realOptions(output: output)
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: output.appendingPathComponent("Package.resolved"))
        _ = try Generator.generate(options)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".build/debug").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Package.resolved").path))
        #expect(try Generator.check(options).isClean)
    }
}
