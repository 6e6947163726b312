import Foundation
import HeyGeneratorKit

/// `hey-generator validate [--spec DIR]`: loads a spec folder (`openapi.json` and
/// `behavior-model.json`), runs every check and prints each problem as `file#pointer: message`
/// (or `file:line:col: message` for malformed JSON), then a summary line.
/// Exit status: 0 valid, 1 problems found, 2 usage error.
enum ValidateCommand {
    /// The command's usage line.
    static let usage = "usage: hey-generator validate [--spec DIR]   (DIR: a folder with openapi.json and behavior-model.json; default spec)"

    /// Runs the command with the arguments after `validate`; answers the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var directory = "spec"
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
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
        let problems: [SpecProblem]
        var summary = ""
        do {
            let spec = try SpecLoader.load(URL(fileURLWithPath: directory), requireBehavior: true, strict: true)
            problems = SpecValidator.validate(spec)
            summary = "\(spec.document.operations.count) operations, \(spec.document.schemas.count) schemas"
        } catch let error as SpecError {
            problems = error.problems
        } catch {
            writeError("validate: \(error)")
            return 1
        }
        for problem in problems { print(problem.description) }
        if problems.isEmpty {
            print("\(shown) is valid: \(summary)")
            return 0
        }
        print("\(shown) is not valid: \(problems.count == 1 ? "1 problem" : "\(problems.count) problems")")
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
