import Foundation
import HeyGeneratorKit

/// `hey-generator diff OLD NEW [--intended FILE]`: compares two HEY-like specs (each a spec
/// folder or an `openapi.json`) and prints one line per change and the version bump.
/// With `--intended FILE` it instead checks the changes against the ```` ```differences ````
/// block of a markdown file, printing every change not listed and every listed change that
/// did not occur. Exit status: 0 report printed or all differences intended, 1 a spec or the
/// markdown file cannot be read or the differences do not match, 2 usage error.
enum DiffCommand {
    /// The command's usage line.
    static let usage = "usage: hey-generator diff OLD NEW [--intended FILE]   (OLD, NEW: a spec folder or an openapi.json)"

    /// Runs the command with the arguments after `diff`; answers the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var locations: [String] = []
        var intendedFile: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--intended":
                guard let value = remaining.popFirst(), !value.isEmpty else { return usageError("--intended needs a markdown file") }
                intendedFile = value
            case "-h", "--help":
                print(usage)
                return 0
            default:
                if argument.hasPrefix("-") { return usageError("unknown option \"\(argument)\"") }
                locations.append(argument)
            }
        }
        guard locations.count == 2 else { return usageError("expected OLD and NEW, found \(locations.count) path(s)") }
        guard let old = load(locations[0]), let new = load(locations[1]) else { return 1 }
        let report = SpecDiff.compare(old: old, new: new)
        guard let intendedFile else {
            print(report.render())
            return 0
        }
        return checkIntended(report, against: intendedFile)
    }

    /// Prints each mismatch between `report` and the block in `file`, then a summary line.
    private static func checkIntended(_ report: SpecDiffReport, against file: String) -> Int32 {
        let intended: IntendedDifferences
        do {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            intended = try IntendedDifferences.parse(text, file: file)
        } catch let error as IntendedDifferencesError {
            writeError("diff: \(error)")
            return 1
        } catch {
            writeError("diff: cannot read \(file) (\(error.localizedDescription))")
            return 1
        }
        let check = intended.check(report)
        for change in check.unexpected { print("not intended: \(change)") }
        for entry in check.missing { print("intended but absent: \(entry.text) (\(file):\(entry.line))") }
        if check.matches {
            print("the differences match the \(intended.entries.count) intended differences of \(file)")
            return 0
        }
        print("the differences do not match \(file): \(check.unexpected.count) not intended, \(check.missing.count) intended but absent")
        return 1
    }

    /// Loads a spec leniently (unknown vocabulary allowed, behaviour model optional), printing
    /// its problems when it cannot be read.
    private static func load(_ location: String) -> LoadedSpec? {
        do {
            return try SpecLoader.load(URL(fileURLWithPath: location), reading: .lenient)
        } catch let error as SpecError {
            writeError(error.problems.map { "diff: \($0)" }.joined(separator: "\n"))
        } catch {
            writeError("diff: cannot load \(location) (\(error))")
        }
        return nil
    }

    private static func usageError(_ message: String) -> Int32 {
        writeError("diff: \(message)\n\(usage)")
        return 2
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
