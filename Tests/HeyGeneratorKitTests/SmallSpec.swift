import Foundation
import Testing
@testable import HeyGeneratorKit

/// A spec of a few schemas and paths, with its own names.toml, in a temporary folder: what the
/// naming tests render. The caller removes it.
struct SmallSpec {
    let folder: URL
    let options: GeneratorOptions

    /// `schemas` are members of `components/schemas`, `paths` members of `paths`; `names` is the
    /// text of names.toml.
    init(schemas: String = "", paths: String = "", names: String = "") throws {
        folder = try TestPaths.temporaryFolder()
        let spec = folder.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: spec, withIntermediateDirectories: true)
        let document = """
            {"openapi": "3.1.0", "info": {"title": "Snippet", "version": "2027-01-01"},
             "paths": {\(paths)},
             "components": {"schemas": {\(schemas)}}}
            """
        try Data(document.utf8).write(to: spec.appendingPathComponent("openapi.json"))
        let namesFile = folder.appendingPathComponent("names.toml")
        try Data(names.utf8).write(to: namesFile)
        options = GeneratorOptions(spec: spec, names: namesFile, templates: TestPaths.templates,
                                   output: folder.appendingPathComponent("out"), libraryVersion: "1.2.3",
                                   profile: .hey)
    }

    /// The rendering, or the error that stopped it.
    func render() throws -> Rendering { try Generator.render(options) }

    /// The error that stopped rendering, described; empty (and recorded as an issue) when none did.
    func failure() -> String {
        do {
            _ = try render()
            Issue.record("rendering succeeded")
            return ""
        } catch {
            return String(describing: error)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
