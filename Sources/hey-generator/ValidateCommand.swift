import Foundation
import HeyGeneratorKit

/// `hey-generator validate [--spec DIR]`: loads a spec folder (`openapi.json` and
/// `behavior-model.json`), runs every check and prints each problem as `file#pointer: message`
/// (or `file:line:col: message` for malformed JSON), then a summary line.
/// Exit status: 0 valid, 1 problems found, 2 usage error.
enum ValidateCommand {
    /// The command's usage line.
    static let usage = "usage: hey-generator validate [--spec DIR] [--strict]   (DIR: a folder with openapi.json and, usually, behavior-model.json; default spec)"

    /// Runs the command with the arguments after `validate`; answers the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var directory = "spec"
        var warningsAreErrors = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--strict":
                warningsAreErrors = true
            case "--spec":
                guard let value = remaining.popFirst(), !value.isEmpty else { return usageError("--spec needs a folder") }
                directory = value
            case "-h", "--help":
                print(usage)
                return 0
            default:
                return usageError("unexpected argument \"\(argument)\"")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return usageError("\(directory) is not a folder")
        }
        let shown = directory.hasSuffix("/") ? directory : directory + "/"
        var diagnostics: [Diagnostic]
        var summary = ""
        do {
            let spec = try SpecLoader.load(URL(fileURLWithPath: directory))
            diagnostics = SpecValidator.validate(spec).diagnostics
            summary = "\(spec.document.operations.count) operations, \(spec.document.schemas.count) schemas"
        } catch let error as SpecError {
            diagnostics = error.problems
        } catch {
            writeError("validate: \(error)")
            return 1
        }
        if warningsAreErrors { diagnostics = diagnostics.map { $0.severity == .warning ? $0.asError : $0 } }
        for diagnostic in diagnostics { print(diagnostic.description) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if errors == 0 {
            print("\(shown) is valid: \(summary)" + (warnings == 0 ? "" : " (\(warnings == 1 ? "1 warning" : "\(warnings) warnings"))"))
            return 0
        }
        print("\(shown) is not valid: \(errors == 1 ? "1 problem" : "\(errors) problems")")
        return 1
    }

    private static func usageError(_ message: String) -> Int32 {
        writeError("validate: \(message)\n\(usage)")
        return 2
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
