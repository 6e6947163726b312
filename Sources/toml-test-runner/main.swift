// toml-test-runner [--decoder PATH] [SUITE_DIR]
//
// Runs every TOML 1.0.0 file of the toml-test suite through a decoder executable (default: the
// `toml-test-decoder` next to this executable). Prints `FAIL <file>: <why>` per failure and
// `N passed, N failed`; exits 1 on any failure. Without the suite it prints one line and exits 0.
import Foundation

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("toml-test-runner: \(message)\n".utf8))
    exit(code)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var decoderPath: String?
var suitePath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--decoder" {
        guard let value = arguments.popFirst() else { fail("--decoder needs a path", code: 2) }
        decoderPath = value
    } else if argument.hasPrefix("-") {
        fail("unknown option \(argument); usage: toml-test-runner [--decoder PATH] [SUITE_DIR]", code: 2)
    } else if suitePath == nil {
        suitePath = argument
    } else {
        fail("unexpected argument \(argument); usage: toml-test-runner [--decoder PATH] [SUITE_DIR]", code: 2)
    }
}

let suiteURL: URL = {
    if let suitePath { return URL(fileURLWithPath: suitePath).standardizedFileURL }
    if let shared = ProcessInfo.processInfo.environment["HEY_SHARED_DIR"], !shared.isEmpty {
        return URL(fileURLWithPath: shared).appendingPathComponent("suites/toml-test").standardizedFileURL
    }
    return URL(fileURLWithPath: "../shared/suites/toml-test").standardizedFileURL
}()

var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: suiteURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
    say("toml-test suite not run: \(suiteURL.path) not found (set HEY_SHARED_DIR)")
    exit(0)
}

let decoderURL: URL = {
    if let decoderPath { return URL(fileURLWithPath: decoderPath).standardizedFileURL }
    let ownPath = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return ownPath.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("toml-test-decoder")
}()
guard FileManager.default.isExecutableFile(atPath: decoderURL.path) else {
    fail("decoder \(decoderURL.path) is not an executable file (build it: swift build --product toml-test-decoder)", code: 1)
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("toml-test-runner-\(ProcessInfo.processInfo.processIdentifier)")
do {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
} catch {
    fail("cannot create \(scratch.path): \(error)", code: 1)
}
defer { try? FileManager.default.removeItem(at: scratch) }

let runner = SuiteRunner(
    suiteDirectory: suiteURL,
    decoder: DecoderProcess(executable: decoderURL, scratchDirectory: scratch, timeout: 20),
    parallelism: 2
)
let files: [String]
do {
    files = try runner.listedFiles()
} catch {
    try? FileManager.default.removeItem(at: scratch)
    fail("\(error)", code: 1)
}
let results = runner.run(files: files)
var failed = 0
for (file, result) in zip(files, results) {
    if let reason = result {
        failed += 1
        say("FAIL \(file): \(reason)")
    }
}
try? FileManager.default.removeItem(at: scratch)
say("\(files.count - failed) passed, \(failed) failed")
exit(failed == 0 && !files.isEmpty ? 0 : 1)
