import Foundation
import HeyGeneratorKit

/// `hey-needs-check`: proves that every hand-written convenience declares all it takes from the
/// model. For each distinct set of `// needs` a convenience declares, it cuts the spec down to
/// exactly that set (`NeedsCut`), renders the package from the cut, and type-checks the generated
/// code and the conveniences against the runtime (compiled once, as its own module). A
/// convenience that uses an operation, schema or member it did not declare does not compile.
/// Then, for each declared member type and enum value, it renders the cut once more with that
/// member retyped (or made optional, or required) or that value gone (`NeedsMutation`), and
/// proves the convenience is left out: what it relies on is what the gate checks.
///
/// Prints `PASS`/`FAIL` per case with the declarations it covers and the mutations that leave
/// them out, then `N passed, N failed; N type or value mutations tried`; exits 1 on any failure.
let usage = """
    usage: hey-needs-check [--spec DIR] [--names FILE] [--templates DIR] [--jobs N] [--swiftc PATH] [--fill-types]
    defaults: --spec spec --names names.toml --templates Templates --jobs 2 --swiftc swiftc
    --fill-types  write the model's types into every `// needs members:` and `// needs builds:`
                  item of Templates/Extensions that declares none, then stop (review the diff)
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("hey-needs-check: \(message)\n".utf8))
    exit(2)
}

var values = ["--spec": "spec", "--names": "names.toml", "--templates": "Templates", "--jobs": "2", "--swiftc": "swiftc"]
var arguments = CommandLine.arguments.dropFirst()
var fillTypes = false
while let flag = arguments.popFirst() {
    if flag == "--help" { print(usage); exit(0) }
    if flag == "--fill-types" { fillTypes = true; continue }
    guard values[flag] != nil, let value = arguments.popFirst() else { fail("unknown option or missing value: \(flag)\n\(usage)") }
    values[flag] = value
}
guard let jobs = Int(values["--jobs"] ?? ""), jobs > 0 else { fail("--jobs takes a positive number") }
let templatesURL = URL(fileURLWithPath: values["--templates"] ?? "Templates")
let options = GeneratorOptions(spec: URL(fileURLWithPath: values["--spec"] ?? "spec"), names: URL(fileURLWithPath: values["--names"] ?? ""),
                               templates: templatesURL, output: URL(fileURLWithPath: "/nonexistent"), libraryVersion: "0.0.0",
                               profile: .hey)
let compiler = TypeChecker(swiftc: values["--swiftc"] ?? "swiftc")

if fillTypes {
    do {
        let model = try Generator.render(options).model
        let folder = templatesURL.appendingPathComponent("Extensions")
        var changed = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            let filled = NeedsTypeFiller.fill(text, model: model)
            if filled != text {
                try Data(filled.utf8).write(to: url)
                changed += 1
            }
        }
        print("hey-needs-check: typed the needs of \(changed) file(s) in \(folder.path)")
        exit(0)
    } catch {
        fail("\(error)")
    }
}

let cases: [NeedsCheckCase]
let services: [String: NeedsCut.Service]
let work: URL
do {
    let templates = try TemplateSet(directory: templatesURL)
    cases = NeedsCheckPlan.cases(templates)
    let full = try Generator.render(options).model
    services = Dictionary(full.services.map { ($0.key, NeedsCut.Service(tag: $0.tag, operations: Set($0.operations.map(\.operationId)))) },
                          uniquingKeysWith: { first, _ in first })
    work = FileManager.default.temporaryDirectory.appendingPathComponent("hey-needs-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try compiler.buildRuntime(from: templatesURL.appendingPathComponent("Runtime"), into: work.appendingPathComponent("runtime"))
} catch {
    fail("\(error)")
}
defer { try? FileManager.default.removeItem(at: work) }

let results = Results()
let next = Results.Counter()
DispatchQueue.concurrentPerform(iterations: jobs) { _ in
    while let index = next.take(below: cases.count) {
        let needsCase = cases[index]
        let folder = work.appendingPathComponent("case-\(index)")
        do {
            let rendering = try NeedsCheckPlan.render(needsCase, options: options, services: services, workFolder: folder)
            let leftOut = rendering.diagnostics.filter { diagnostic in
                diagnostic.message.hasPrefix("left out ") && needsCase.declarations.contains { $0.location == "\(diagnostic.file):\(diagnostic.location)" }
            }
            if let first = leftOut.first {
                results.record(index, failure: "its own cut leaves it out: \(first.message)")
                continue
            }
            let root = folder.appendingPathComponent("Hey")
            let sources = try Sources.write(rendering.files, into: root)
            if let errors = try compiler.typecheck(sources, root: root, runtime: work.appendingPathComponent("runtime")) {
                results.record(index, failure: errors)
            } else {
                results.record(index, failure: try unguarded(needsCase, in: folder))
            }
        } catch {
            results.record(index, failure: "\(error)")
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// What a mutation of the case's declared types and cases fails to leave out, or nil when each
/// leaves every declaration of the case out.
@Sendable func unguarded(_ needsCase: NeedsCheckCase, in folder: URL) throws -> String? {
    var failures: [String] = []
    for mutation in NeedsMutation.all(needsCase.needs) {
        let rendering = try NeedsCheckPlan.render(needsCase, options: options, services: services,
                                                  workFolder: folder.appendingPathComponent("mutation"), mutation: mutation)
        let leftOut = Set(rendering.diagnostics.filter { $0.message.hasPrefix("left out ") }.map { "\($0.file):\($0.location)" })
        let kept = needsCase.declarations.filter { !leftOut.contains($0.location) }
        if !kept.isEmpty { failures.append("when \(mutation), the gate keeps \(kept.map(\.location).joined(separator: ", "))") }
    }
    return failures.isEmpty ? nil : failures.joined(separator: "\n")
}

var failed = 0
var mutations = 0
for (index, needsCase) in cases.enumerated() {
    let what = needsCase.needs.isEmpty ? "needs nothing" : describe(needsCase.needs)
    let mutated = NeedsMutation.all(needsCase.needs).count
    mutations += mutated
    let covered = needsCase.declarations.map { "    \($0.location): \($0.declaration)" }.joined(separator: "\n")
    if let failure = results.failure(at: index) {
        failed += 1
        print("FAIL \(what)\n\(covered)\n    " + failure.split(separator: "\n").prefix(12).joined(separator: "\n    "))
    } else {
        let proof = mutated == 0 ? "" : ", left out under each of \(plural(mutated, "mutation"))"
        print("PASS \(what) (\(plural(needsCase.declarations.count, "declaration"))\(proof))")
    }
}
print("\(cases.count - failed) passed, \(failed) failed; \(plural(mutations, "type or value mutation")) tried")
exit(failed == 0 ? 0 : 1)

func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

func describe(_ needs: ConvenienceNeeds) -> String {
    var parts: [String] = []
    if !needs.services.isEmpty { parts.append("services " + needs.services.joined(separator: ", ")) }
    if !needs.operations.isEmpty { parts.append("operations " + needs.operations.joined(separator: ", ")) }
    if !needs.types.isEmpty { parts.append("types " + needs.types.joined(separator: ", ")) }
    if !needs.members.isEmpty { parts.append("members " + needs.members.map(\.description).joined(separator: ", ")) }
    if !needs.builds.isEmpty { parts.append("builds " + needs.builds.map(\.description).joined(separator: ", ")) }
    if !needs.cases.isEmpty { parts.append("cases " + needs.cases.map(\.description).joined(separator: ", ")) }
    return parts.joined(separator: "; ")
}
