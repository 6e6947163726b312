import Foundation

/// A spec folder read from disk: the OpenAPI document and its behaviour model.
public struct LoadedSpec: Sendable {
    public var document: SpecDocument
    /// Absent when the spec is a bare `openapi.json` (the diff tool accepts those).
    public var behavior: BehaviorDocument?
    /// Display paths of the two files, for messages.
    public var openAPIPath: String
    public var behaviorPath: String?
    /// The warnings and notes reading the files gave (never errors: those are thrown).
    public var diagnostics: [Diagnostic] = []
    /// Whether `openapi.json` carries HEY's own extensions (`x-hey-*`).
    public var carriesHeyExtensions = false
}

/// How a spec is read: whether what the generator does not know is worth saying. (Whether a
/// warning stops the run is another matter: ``GeneratorOptions/warningsAreErrors``.)
public enum SpecReading: Sendable {
    /// The generator's reading: an extension or schema keyword it does not know is a note or a
    /// warning at its pointer, and a folder without `behavior-model.json` a warning.
    case reportingUnknownVocabulary
    /// The diff tool's reading of any HEY-like document: unknown vocabulary and a missing
    /// behaviour model pass in silence; only what cannot be read is reported.
    case lenient
}

/// Loads `openapi.json` and `behavior-model.json` and reads them into typed values, reporting
/// malformed JSON with line and column and structural problems with JSON pointers.
public enum SpecLoader {
    /// Loads a spec folder (both files) or a single `openapi.json`.
    ///
    /// - Parameters:
    ///   - location: A folder holding `openapi.json` and `behavior-model.json`, or an OpenAPI file.
    ///   - reading: Whether vocabulary the generator does not know is worth a warning or a note
    ///     (the diff tool, which reads any HEY-like document, passes ``SpecReading/lenient``).
    ///
    /// A folder without `behavior-model.json` whose document carries HEY's `x-hey-*` extensions
    /// loads with a warning (none when read leniently): every operation's behaviour then comes
    /// from `openapi.json` and the defaults (see `BehaviorResolver`). Another service's document
    /// has no behaviour model to miss.
    public static func load(_ location: URL, reading: SpecReading = .reportingUnknownVocabulary) throws -> LoadedSpec {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isDirectory) else {
            throw SpecError([Diagnostic(file: location.path, location: "", message: "no such file or folder")])
        }
        let openAPIURL = isDirectory.boolValue ? location.appendingPathComponent("openapi.json") : location
        let behaviorURL = isDirectory.boolValue ? location.appendingPathComponent("behavior-model.json") : nil
        let openAPIPath = displayPath(openAPIURL)
        let openAPIRoot = try parseFile(openAPIURL, display: openAPIPath)
        let collector = DiagnosticCollector(file: openAPIPath, reading: reading)
        let document = SpecDecoder(root: openAPIRoot, problems: collector).decode()
        var diagnostics = collector.diagnostics
        let reportsUnknownVocabulary = reading == .reportingUnknownVocabulary
        let carriesHeyExtensions = ExtensionCensus.carriesHeyExtensions(openAPIRoot)
        if reportsUnknownVocabulary { diagnostics += ExtensionCensus.notes(for: openAPIRoot, file: openAPIPath) }

        var behavior: BehaviorDocument?
        var behaviorPath: String?
        if let behaviorURL {
            let path = displayPath(behaviorURL)
            if FileManager.default.fileExists(atPath: behaviorURL.path) {
                behaviorPath = path
                let root = try parseFile(behaviorURL, display: path)
                let behaviorDiagnostics = DiagnosticCollector(file: path, reading: reading)
                behavior = BehaviorDocumentDecoder(problems: behaviorDiagnostics).decode(root)
                diagnostics += behaviorDiagnostics.diagnostics
            } else if reportsUnknownVocabulary, carriesHeyExtensions {
                diagnostics.append(Diagnostic(.warning, file: path, location: "", message:
                    "not found: every operation's behaviour comes from openapi.json's x-hey-* extensions and the HTTP method's defaults"))
            }
        }
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw SpecError(errors) }
        return LoadedSpec(document: document, behavior: behavior, openAPIPath: openAPIPath, behaviorPath: behaviorPath,
                          diagnostics: diagnostics, carriesHeyExtensions: carriesHeyExtensions)
    }

    /// Reads and parses one JSON file.
    static func parseFile(_ url: URL, display: String) throws -> JSONNode {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SpecError([Diagnostic(file: display, location: "", message: "cannot read the file (\(error.localizedDescription))")])
        }
        do {
            return try JSONParser.parse([UInt8](data))
        } catch {
            throw SpecError([Diagnostic(file: display, location: "\(error.line):\(error.column)", message: error.message)])
        }
    }

    /// A path relative to the current directory when the file is under it, else absolute.
    public static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
