import Foundation
import Mustache

/// `mustache-spec [DIR]`: runs the Mustache spec suite in DIR (default
/// `$HEY_SHARED_DIR/suites/mustache-spec`, else `../shared/suites/mustache-spec`) against the
/// `Mustache` module in spec mode with HTML escaping. Prints one line per failing test, a summary
/// per optional (`~`) module, and `N passed, N failed` for the required modules; exits 1 when a
/// required test fails.

let requiredModules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
/// The name the test's own template gets in its library (not a valid partial name: it has a space).
let mainTemplateName = "spec template"

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--help" || arguments.first == "-h" {
    print("usage: mustache-spec [DIR]  (DIR defaults to $HEY_SHARED_DIR/suites/mustache-spec, else ../shared/suites/mustache-spec)")
    exit(0)
}
guard arguments.count <= 1 else {
    FileHandle.standardError.write(Data("mustache-spec: unexpected arguments \(arguments.dropFirst()); usage: mustache-spec [DIR]\n".utf8))
    exit(2)
}

let directory: String
if let given = arguments.first {
    directory = given
} else if let shared = ProcessInfo.processInfo.environment["HEY_SHARED_DIR"], !shared.isEmpty {
    directory = shared + "/suites/mustache-spec"
} else {
    directory = "../shared/suites/mustache-spec"
}

var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
    print("mustache spec not run: \(directory) not found (set HEY_SHARED_DIR)")
    exit(0)
}

/// Runs one test; returns the failure description, or nil when it passes.
func run(_ test: SpecTest) -> String? {
    var templates = test.partials ?? [:]
    guard templates[mainTemplateName] == nil else { return "partial name \"\(mainTemplateName)\" clashes with the runner's" }
    templates[mainTemplateName] = test.template
    do {
        let library = try TemplateLibrary(templates: templates, configuration: .init(escaping: .html, strict: false))
        let output = try library.render(mainTemplateName, test.data.mustacheValue)
        if output == test.expected { return nil }
        return "expected \(test.expected.quotedForDisplay) got \(output.quotedForDisplay)"
    } catch {
        return "expected \(test.expected.quotedForDisplay) got error: \(String(describing: error).quotedForDisplay)"
    }
}

var passed = 0
var failed = 0
let fileNames: [String]
do {
    fileNames = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
} catch {
    print("FAIL \(directory): cannot list: \(error)")
    print("0 passed, 1 failed")
    exit(1)
}

for module in requiredModules where !fileNames.contains(module + ".json") {
    print("FAIL \(module).json: required spec file missing")
    failed += 1
}

for fileName in fileNames {
    let optional = fileName.hasPrefix("~")
    var filePassed = 0
    var fileFailed = 0
    do {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(fileName))
        let file = try JSONDecoder().decode(SpecFile.self, from: data)
        if file.tests.isEmpty {
            print("FAIL \(fileName): no tests")
            fileFailed += 1
        }
        for entry in file.tests {
            let failure: String?
            switch entry.test {
            case .success(let test): failure = run(test)
            case .failure(let error): failure = "cannot understand test: \(String(describing: error).quotedForDisplay)"
            }
            if let failure {
                print("FAIL \(fileName): \(entry.name): \(failure)")
                fileFailed += 1
            } else {
                filePassed += 1
            }
        }
    } catch {
        print("FAIL \(fileName): cannot read: \(String(describing: error).quotedForDisplay)")
        fileFailed += 1
    }
    if optional {
        print("optional \(fileName.dropLast(".json".count)): \(filePassed) passed, \(fileFailed) failed")
    } else {
        passed += filePassed
        failed += fileFailed
    }
}

print("\(passed) passed, \(failed) failed")
exit(failed > 0 ? 1 : 0)
