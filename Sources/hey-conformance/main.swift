// hey-conformance [--model OPENAPI.json] [FOLDER]: runs every fixture under FOLDER (default
// conformance/tests) through the Hey package against a loopback server, reading request bodies
// as the model (default spec/openapi.json) describes them; one line per case, then
// `N passed, N failed`. Exit status 1 when any case failed.
import Foundation
import HeyConformance

let usage = "usage: hey-conformance [--model OPENAPI.json] [FOLDER]   (defaults: spec/openapi.json, conformance/tests)\n"
var arguments = Array(CommandLine.arguments.dropFirst())
var model = "spec/openapi.json"
if arguments.first == "--model" {
    guard arguments.count >= 2 else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(1)
    }
    model = arguments[1]
    arguments.removeFirst(2)
}
if arguments.count > 1 || arguments.first.map({ $0.hasPrefix("-") }) == true {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(arguments.contains("--help") || arguments.contains("-h") ? 0 : 1)
}
let folder = URL(fileURLWithPath: arguments.first ?? "conformance/tests")
let runner = ConformanceRunner(model: URL(fileURLWithPath: model), concurrency: 4)
let summary = await runner.run(folder: folder) { line in
    print(line)
}
print(summary.closingLine)
exit(summary.exitStatus)
