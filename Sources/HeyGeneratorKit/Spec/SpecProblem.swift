/// One thing wrong with a spec, located by file and JSON pointer (or line and column when the
/// file is not even JSON).
public struct SpecProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file, as given to the loader (`spec/openapi.json`).
    public let file: String
    /// The JSON pointer of the offending value (`#/paths/~1boxes~1{boxId}/get/parameters/0`),
    /// `line:col` for a syntax error, or empty when the whole file is at fault.
    public let location: String
    /// What is wrong, in one line.
    public let message: String

    /// Creates a problem.
    public init(file: String, location: String, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `spec/openapi.json#/paths/~1boxes/get: message`, or `file:3:7: message`.
    public var description: String {
        if location.isEmpty { return "\(file): \(message)" }
        return location.hasPrefix("#") ? "\(file)\(location): \(message)" : "\(file):\(location): \(message)"
    }
}

/// A spec that could not be used, with every problem found.
public struct SpecError: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order they were found.
    public let problems: [SpecProblem]

    /// Creates an error from problems (never empty).
    public init(_ problems: [SpecProblem]) { self.problems = problems }

    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return (["spec has \(count):"] + problems.map { "  " + $0.description }).joined(separator: "\n")
    }
}

/// Collects problems while a document is read, so one run reports all of them.
final class ProblemCollector {
    let file: String
    /// Whether vocabulary the generator does not know (an `x-hey-*` extension, a schema keyword)
    /// is a problem. The generator reads strictly; the diff tool reads any HEY-like document.
    let strict: Bool
    private(set) var problems: [SpecProblem] = []

    init(file: String, strict: Bool = true) {
        self.file = file
        self.strict = strict
    }

    func report(_ pointer: String, _ message: String) {
        problems.append(SpecProblem(file: file, location: pointer, message: message))
    }

    /// Reports vocabulary the generator does not know, in strict mode only.
    func reportUnknown(_ pointer: String, _ message: String) {
        if strict { report(pointer, message) }
    }
}
