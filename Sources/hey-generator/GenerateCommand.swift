import Foundation
import HeyGeneratorKit

/// `generate` and `check`.
enum GenerateCommand {
    static func run(_ command: String, _ arguments: [String]) -> Int32 {
        let options: GeneratorOptions
        do {
            options = try parse(arguments)
        } catch {
            standardError("hey-generator \(command): \(error)")
            return 2
        }
        do {
            if command == "generate" {
                let summary = try Generator.generate(options)
                for diagnostic in summary.diagnostics { standardError(diagnostic.description) }
                print(summary.line)
                return 0
            }
            let report = try Generator.check(options)
            let folder = SpecLoader.displayPath(options.output)
            if report.isClean {
                print("\(folder)/ is up to date (\(report.matching) files)")
                return 0
            }
            standardError(report.describe(folder: folder, fix: "make generate"))
            return 1
        } catch {
            standardError("\(error)")
            standardError("hey-generator \(command): stopped; \(SpecLoader.displayPath(options.output))/ was not changed")
            return 1
        }
    }

    static func parse(_ arguments: [String]) throws -> GeneratorOptions {
        var values = ["--spec": "spec", "--templates": "Templates", "--output": "Output", "--version-file": "VERSION"]
        let optional: Set<String> = ["--names", "--config", "--profile"]
        var warningsAreErrors = false
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            if flag == "--strict" {
                warningsAreErrors = true
                index += 1
                continue
            }
            guard values[flag] != nil || optional.contains(flag) else { throw GeneratorError.usage("unknown option \(flag)") }
            guard index + 1 < arguments.count else { throw GeneratorError.usage("\(flag) needs a value") }
            values[flag] = arguments[index + 1]
            index += 2
        }
        func url(_ flag: String) -> URL { URL(fileURLWithPath: values[flag] ?? "") }
        let profile = try values["--profile"].map { name in
            guard let selection = ProfileSelection(rawValue: name) else {
                throw GeneratorError.usage("--profile must be one of \(ProfileSelection.allCases.map(\.rawValue).joined(separator: ", ")), not \(name)")
            }
            return selection
        } ?? .automatic
        let versionFile = url("--version-file")
        guard let data = FileManager.default.contents(atPath: versionFile.path),
              let version = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), !version.isEmpty else {
            throw GeneratorError.usage("cannot read the library version from \(versionFile.path)")
        }
        return GeneratorOptions(spec: url("--spec"), names: values["--names"].map { _ in url("--names") }, templates: url("--templates"),
                                output: url("--output"), libraryVersion: version, warningsAreErrors: warningsAreErrors,
                                profile: profile, config: values["--config"].map { _ in url("--config") })
    }
}
