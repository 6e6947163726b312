import Foundation

/// The document and behaviour model an input is paired with: the test suite's minimal spec
/// (`FUZZ_SPEC_DIR` overrides the folder).
private let pair: (document: SpecDocument, behavior: BehaviorDocument) = {
    let folder = ProcessInfo.processInfo.environment["FUZZ_SPEC_DIR"] ?? "Tests/HeyGeneratorKitTests/Fixtures/Specs/minimal"
    guard let spec = try? SpecLoader.load(URL(fileURLWithPath: folder)), let behavior = spec.behavior else {
        fatalError("SpecFuzz: cannot load the spec in \(folder) (run from the repository root or set FUZZ_SPEC_DIR)")
    }
    return (spec.document, behavior)
}()

/// libFuzzer entry: any bytes go through the spec's JSON parser; a document that parses is read
/// both as `openapi.json` and as `behavior-model.json`, and each one read without problems is
/// validated against the other half of the fixed pair, as the generator does. Each step must
/// answer or report problems, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let root = try? JSONParser.parse(bytes) else { return 0 }
    let documentProblems = DiagnosticCollector(file: "openapi.json")
    let document = SpecDecoder(root: root, problems: documentProblems).decode()
    if documentProblems.problems.isEmpty {
        _ = SpecValidator.validate(LoadedSpec(document: document, behavior: pair.behavior,
                                              openAPIPath: "openapi.json", behaviorPath: "behavior-model.json"))
    }
    let behaviorProblems = DiagnosticCollector(file: "behavior-model.json")
    let behavior = BehaviorDocumentDecoder(problems: behaviorProblems).decode(root)
    if behaviorProblems.problems.isEmpty {
        _ = SpecValidator.validate(LoadedSpec(document: pair.document, behavior: behavior,
                                              openAPIPath: "openapi.json", behaviorPath: "behavior-model.json"))
    }
    return 0
}
