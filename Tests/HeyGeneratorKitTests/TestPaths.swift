import Foundation
@testable import HeyGeneratorKit

/// Folders the generator tests read.
enum TestPaths {
    /// The repository root (three levels above this file), with symbolic links resolved so a
    /// copy of a folder is a copy of its contents.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().resolvingSymlinksInPath()
    static let templates = repository.appendingPathComponent("Templates").resolvingSymlinksInPath()
    static let spec = repository.appendingPathComponent("spec").resolvingSymlinksInPath()
    static let names = repository.appendingPathComponent("names.toml").resolvingSymlinksInPath()
    static let golden = repository.appendingPathComponent("Tests/HeyGeneratorKitTests/Golden").resolvingSymlinksInPath()

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hey-generator-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Options that render the real spec with the real templates into `output`.
    static func realOptions(output: URL) -> GeneratorOptions {
        GeneratorOptions(spec: spec, names: names, templates: templates, output: output, libraryVersion: "0.0.0-test")
    }
}
