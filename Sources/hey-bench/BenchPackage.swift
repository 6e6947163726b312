import Foundation

/// Writing the packages the build figures compile beside Hey.
enum BenchPackage {
    /// Writes `manifest` as `folder`'s Package.swift and `source` as the one file of `target`.
    static func write(to folder: URL, manifest: String, target: String, source: String) throws {
        let sources = folder.appendingPathComponent("Sources/\(target)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(source.utf8).write(to: sources.appendingPathComponent("\(target).swift"))
    }
}
