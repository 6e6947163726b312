/// One thing the generator has to say about its input, located by file and JSON pointer (or line
/// and column when the file is not even JSON).
///
/// - An **error** stops the run: nothing is written.
/// - A **warning** is a decision the generator made on input that is unusual but usable: which of
///   two disagreeing files it believed, a construct it rendered in a simpler form, a convenience
///   it left out. `--strict` (``GeneratorOptions/warningsAreErrors``) turns every warning into
///   an error.
/// - A **note** is something it ignored on purpose (an extension it does not know).
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How much a diagnostic matters.
    public enum Severity: String, Sendable {
        case note
        case warning
        case error
    }

    /// Whether it stops the run.
    public let severity: Severity
    /// The file, as given to the loader (`spec/openapi.json`).
    public let file: String
    /// The JSON pointer of the offending value (`#/paths/~1boxes~1{boxId}/get/parameters/0`),
    /// `line:col` for a syntax error, or empty when the whole file is at fault.
    public let location: String
    /// What is wrong (and, for a warning, what the generator did about it), in one line.
    public let message: String

    /// Creates a diagnostic; an error unless `severity` says otherwise.
    public init(_ severity: Severity = .error, file: String, location: String, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
    }

    /// The same diagnostic as an error (what `--strict` makes of a warning).
    public var asError: Diagnostic {
        Diagnostic(.error, file: file, location: location, message: severity == .error ? message : "\(message) (an error under --strict)")
    }

    /// `spec/openapi.json#/paths/~1boxes/get: message`, or `file:3:7: message`, with
    /// `warning: ` or `note: ` before the message when it is not an error.
    public var description: String {
        let text = severity == .error ? message : "\(severity.rawValue): \(message)"
        if location.isEmpty { return file.isEmpty ? text : "\(file): \(text)" }
        return location.hasPrefix("#") ? "\(file)\(location): \(text)" : "\(file):\(location): \(text)"
    }
}

/// A spec that could not be used, with every problem found.
public struct SpecError: Error, Sendable, CustomStringConvertible {
    /// The errors, in the order they were found.
    public let problems: [Diagnostic]

    /// Creates an error from problems (never empty).
    public init(_ problems: [Diagnostic]) { self.problems = problems }

    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return (["spec has \(count):"] + problems.map { "  " + $0.description }).joined(separator: "\n")
    }
}

/// Collects diagnostics while a document is read, so one run reports all of them.
final class DiagnosticCollector {
    let file: String
    /// Whether vocabulary the generator does not know (an `x-hey-*` extension, a schema keyword)
    /// is worth saying anything about: true in the generator's reading, false in the diff tool's
    /// lenient one (``SpecReading``).
    let reportsUnknownVocabulary: Bool
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, reading: SpecReading = .reportingUnknownVocabulary) {
        self.file = file
        self.reportsUnknownVocabulary = reading == .reportingUnknownVocabulary
    }

    /// The errors among the diagnostics.
    var problems: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Records an error.
    func report(_ pointer: String, _ message: String) {
        diagnostics.append(Diagnostic(.error, file: file, location: pointer, message: message))
    }

    /// Records a warning: usable input the generator made a decision about.
    func warn(_ pointer: String, _ message: String) {
        diagnostics.append(Diagnostic(.warning, file: file, location: pointer, message: message))
    }

    /// Records a note: something ignored on purpose, unless the reading is lenient (the diff
    /// tool has nothing to say about vocabulary).
    func note(_ pointer: String, _ message: String) {
        if reportsUnknownVocabulary { diagnostics.append(Diagnostic(.note, file: file, location: pointer, message: message)) }
    }

    /// Records a warning about vocabulary the generator does not know, unless the reading is
    /// lenient.
    func reportUnknown(_ pointer: String, _ message: String) {
        if reportsUnknownVocabulary { warn(pointer, message) }
    }
}
