import Foundation
import Testing
@testable import HeyGeneratorKit

/// A snippet case's input: a few lines of spec, and what the generator may say about it.
struct Snippet {
    /// Members of `components/schemas`.
    var schemas = ""
    /// Members of `paths`.
    var paths = ""
    /// Members of `components/securitySchemes`; none (and no such member) by default.
    var securitySchemes = ""
    /// The document's own `security` (a JSON array), when it states one.
    var security: String?
    /// Members of `behavior-model.json`'s `operations`; without it there is no behaviour model
    /// (and no warning about its absence): behaviour comes from the `x-hey-*` extensions.
    var behavior: String?
    /// The text of names.toml; empty by default, so HEY's names give no unknown-key warnings.
    var names = ""
    /// Every warning and note the case expects, as `openapi.json#/pointer: warning: message`
    /// (the file without its folder). Any other fails the case.
    var diagnostics: [String] = []
}

/// The one place the snippet tests call into the generator: it runs the pipeline up to the named
/// model (load → validate → build → name), then renders a single file from its
/// context (never the whole package, nor the verbatim templates and conveniences), and compares
/// its declarations with the Swift the case writes inline.
enum SnippetHarness {
    /// The real templates, loaded once.
    static let templates = Result { try TemplateSet(directory: TestPaths.templates) }
    /// The type names no model may take, read once.
    static let declaredTypeNames = Result { try DeclaredTypeNames.load(templates: TestPaths.templates) }

    /// The named model of `snippet` (load → validate → build → name), and every diagnostic of the run.
    static func named(_ snippet: Snippet) throws -> (model: APIModel, diagnostics: [Diagnostic]) {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The loader reads files only: the spec goes to a temporary folder.
        let document = """
            {"openapi": "3.1.0", "info": {"title": "Snippet", "version": "2027-01-01"},
             "paths": {\(snippet.paths)},
             "components": {"schemas": {\(snippet.schemas)}\(snippet.securitySchemes.isEmpty ? "" : ", \"securitySchemes\": {\(snippet.securitySchemes)}")}\(snippet.security.map { ", \"security\": \($0)" } ?? "")}
            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("openapi.json"))
        if let behavior = snippet.behavior {
            let model = #"{"version": "1.0.0", "api_version": "2027-01-01", "operations": {\#(behavior)}}"#
            try Data(model.utf8).write(to: folder.appendingPathComponent("behavior-model.json"))
        }
        // A folder loads both files; the bare openapi.json loads without a behaviour model.
        let spec = try SpecLoader.load(snippet.behavior == nil ? folder.appendingPathComponent("openapi.json") : folder)
        let validation = SpecValidator.validate(spec)
        guard validation.errors.isEmpty else { throw SpecError(validation.errors) }
        let (built, modelDiagnostics) = try ModelBuilder(spec: spec, validation: validation, libraryVersion: "1.2.3").build()
        var diagnostics = validation.diagnostics + modelDiagnostics
        let names = try NamesFile.parse(Array(snippet.names.utf8), file: "names.toml")
        let (model, namingWarnings) = try Namer(names: names, takenTypeNames: try declaredTypeNames.get()).name(built)
        diagnostics += namingWarnings
        return (model, diagnostics)
    }

    /// Renders `file` (relative to `Sources/Hey/Generated/`, or to the package when it starts
    /// with `Sources/`) for `snippet`: its declarations, and every diagnostic of the run.
    static func render(_ snippet: Snippet, file: String) throws -> (swift: String, diagnostics: [String]) {
        let (model, diagnostics) = try named(snippet)
        let templates = try templates.get()
        let path = file.hasPrefix("Sources/") ? file : "Sources/Hey/Generated/" + file
        let renderer = Renderer(templates: templates)
        guard let context = renderer.contexts(model).first(where: { $0.path == path }) else {
            throw SnippetError(message: "nothing is rendered at \(path)")
        }
        let text = try templates.render(context.template, context.context)
        let rendered = String(decoding: RenderedFile(path: path, text: text).contents, as: UTF8.self)
        return (declarations(rendered), diagnostics.map(describe))
    }

    /// What differs between the case and what the generator does: unexpected or missing
    /// diagnostics, then a unified diff of the Swift; nil when nothing does.
    static func mismatch(_ snippet: Snippet, file: String, expected: String) throws -> String? {
        let (swift, diagnostics) = try render(snippet, file: file)
        var problems: [String] = []
        let unexpected = diagnostics.filter { !snippet.diagnostics.contains($0) }
        let missing = snippet.diagnostics.filter { !diagnostics.contains($0) }
        if !unexpected.isEmpty { problems.append((["unexpected diagnostics:"] + unexpected).joined(separator: "\n  ")) }
        if !missing.isEmpty { problems.append((["expected diagnostics that did not appear:"] + missing).joined(separator: "\n  ")) }
        let wanted = expected.hasSuffix("\n") ? expected : expected + "\n"
        if swift != wanted {
            problems.append(UnifiedDiff.firstHunk(old: wanted, new: swift, oldName: "expected", newName: file))
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// The rendered file without its do-not-edit header and doc comments: what a snippet compares.
    static func declarations(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.first?.hasPrefix("// Generated by hey-generator") == true { lines.removeFirst() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n")
    }

    /// `openapi.json#/pointer: warning: message`, the file without its (temporary) folder.
    private static func describe(_ diagnostic: Diagnostic) -> String {
        Diagnostic(diagnostic.severity, file: URL(fileURLWithPath: diagnostic.file).lastPathComponent,
                   location: diagnostic.location, message: diagnostic.message).description
    }
}

/// A snippet that could not be rendered at all.
struct SnippetError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Records an issue, at the caller, when `file` rendered for `snippet` is not `expected` (the
/// declarations, without doc comments or the header) or the run says anything the case does
/// not list.
func expectSnippet(_ snippet: Snippet, renders file: String, _ expected: String,
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
    if let mismatch = try SnippetHarness.mismatch(snippet, file: file, expected: expected) {
        Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
}
