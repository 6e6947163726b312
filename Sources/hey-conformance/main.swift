// hey-conformance [FOLDER]: runs every fixture under FOLDER (default conformance/tests) through
// the Hey package against a loopback server; one line per case, then `N passed, N failed`.
// Exit status 1 when any case failed.
import Foundation
import HeyConformance

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count > 1 || arguments.first.map({ $0.hasPrefix("-") }) == true {
    FileHandle.standardError.write(Data("usage: hey-conformance [FOLDER]   (default: conformance/tests)\n".utf8))
    exit(arguments.contains("--help") || arguments.contains("-h") ? 0 : 1)
}
let folder = URL(fileURLWithPath: arguments.first ?? "conformance/tests")
let summary = await ConformanceRunner(concurrency: 4).run(folder: folder) { line in
    print(line)
}
print(summary.closingLine)
exit(summary.exitStatus)
