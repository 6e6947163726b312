import Foundation
import Testing
@testable import HeyGeneratorKit

/// A behaviour flag is one descriptor: this suite defines one the generator does not have
/// (`x-hey-audited`, an entry's `audited`: HEY keeps an audit record of the call; writes are
/// audited unless a file says otherwise) and, binding it beside the standard flags, shows every
/// stage takes it from there — read from both files, decided with the documented precedence,
/// reported by `diff` and written in the route table — with no other code written for it.
@Suite struct BehaviorFlagDescriptorTests {
    static let audited = BehaviorFlag<Bool, Bool>(
        name: "audited",
        openAPI: .init("x-hey-audited") { $2.bool($0, $1) },
        entry: .init("audited") { $2.bool($0, $1) },
        fallback: false,
        decide: { $0.openAPIWins(default: $0.method != "GET") },
        change: .transition("audited") { $0.map(String.init) ?? "unstated" },
        route: { value, _ in .setting("isAudited", to: "true", when: value) })

    static let flags = BehaviorFlags.standard.adding(audited)

    /// The minimal fixture with the flag stated: UpdatePosting (a PUT) says `false` in
    /// openapi.json and `true` in its entry; GetBox (a GET) only in its entry; ListBoxes (a GET)
    /// and RevokeToken (a POST) nowhere.
    static let openAPIEdits = [("\"x-hey-idempotent\": {\"natural\": false}", "\"x-hey-idempotent\": {\"natural\": false},\n        \"x-hey-audited\": false")]
    static let behaviorEdits = [
        ("\"GetBox\": {\n      \"readonly\": true,", "\"GetBox\": {\n      \"readonly\": true,\n      \"audited\": true,"),
        ("\"UpdatePosting\": {\n      \"readonly\": false,", "\"UpdatePosting\": {\n      \"readonly\": false,\n      \"audited\": true,"),
    ]

    /// Runs `body` on the edited fixture, loaded with the flag bound (or without it).
    private func withFixture<Result>(openAPI: [(String, String)] = openAPIEdits, knowingTheFlag: Bool = true,
                                     _ body: (URL) throws -> Result) throws -> Result {
        let folder = try SpecFixtureFiles.minimalVariant(openAPI: openAPI, behavior: Self.behaviorEdits)
        defer { SpecFixtureFiles.remove(folder) }
        return try BehaviorFlags.$current.withValue(knowingTheFlag ? Self.flags : .standard) { try body(folder) }
    }

    @Test func itIsReadFromTheExtensionAndFromTheBehaviorModel() throws {
        let spec = try withFixture { try SpecLoader.load($0) }
        let update = try #require(spec.document.operations.first { $0.operationId == "UpdatePosting" })
        #expect(update.extensions[Self.audited] == false)
        #expect(spec.behavior?.entry(for: "UpdatePosting")?.stated[Self.audited] == true)
        #expect(spec.behavior?.entry(for: "GetBox")?.stated[Self.audited] == true)
        #expect(spec.behavior?.entry(for: "ListBoxes")?.stated[Self.audited] == nil)
        #expect(!spec.diagnostics.contains { $0.message.contains("audited") }, "\(spec.diagnostics)")
        // Unbound, the same files carry an extension and an entry member nobody reads.
        let unknown = try withFixture(knowingTheFlag: false) { try SpecLoader.load($0) }.diagnostics.map(\.message)
        #expect(unknown.contains { $0.hasPrefix("unknown extension \"x-hey-audited\" ignored") }, "\(unknown)")
        #expect(unknown.contains { $0.hasPrefix("unknown entry member \"audited\" ignored") }, "\(unknown)")
    }

    @Test func aValueOfTheWrongKindIsAnErrorAtItsPointer() throws {
        let edits = [("\"x-hey-idempotent\": {\"natural\": false}", "\"x-hey-idempotent\": {\"natural\": false},\n        \"x-hey-audited\": \"yes\"")]
        let error = try #require(throws: SpecError.self) { try withFixture(openAPI: edits) { try SpecLoader.load($0) } }
        #expect(error.problems.map { "\($0.location): \($0.message)" }
                == ["#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put/x-hey-audited: expected a boolean, found string"])
    }

    @Test func openAPIWinsTheEntryFillsItsGapsAndTheMethodDecidesTheRest() throws {
        let validation = try withFixture { SpecValidator.validate(try SpecLoader.load($0)) }
        #expect(validation.behaviors["UpdatePosting"]?[Self.audited] == false, "openapi.json wins")
        #expect(validation.behaviors["GetBox"]?[Self.audited] == true, "the entry fills openapi.json's gap")
        #expect(validation.behaviors["ListBoxes"]?[Self.audited] == false, "neither: a GET is not audited")
        #expect(validation.behaviors["RevokeToken"]?[Self.audited] == true, "neither: a POST is")
        #expect(validation.diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent)\($0.location): \($0.message)" } == [
            "behavior-model.json#/operations/UpdatePosting/audited: audited is true, but x-hey-audited of UpdatePosting is false: openapi.json wins",
        ])
    }

    @Test func diffReportsAChange() throws {
        let old = try withFixture(openAPI: []) { try SpecLoader.load($0, reading: .lenient) }
        let new = try withFixture { try SpecLoader.load($0, reading: .lenient) }
        let report = BehaviorFlags.$current.withValue(Self.flags) { SpecDiff.compare(old: old, new: new) }
        #expect(report.render() == "behaviour: operation UpdatePosting: audited: unstated -> false\nbump: patch")
    }

    @Test func itReachesTheRouteTable() throws {
        let rendering = try withFixture { folder in
            let names = folder.appendingPathComponent("names.toml")
            try Data("[type_names]\nError = \"APIError\"\n".utf8).write(to: names)
            let output = folder.appendingPathComponent("Output")
            return try Generator.render(GeneratorOptions(spec: folder, names: names, templates: TestPaths.templates, output: output,
                                                         libraryVersion: "1.2.3"))
        }
        let routes = try #require(rendering.files.first { $0.path == "Sources/Hey/Generated/Routes.swift" })
        let text = String(decoding: routes.contents, as: UTF8.self)
        let route = { (name: String) in
            text.components(separatedBy: "public static let \(name) = ").dropFirst().first?.components(separatedBy: "\n    ///").first ?? ""
        }
        // The documented failure bodies (not a flag) come after every flag's setting.
        #expect(route("getBox").hasSuffix(".with {\n            $0.isAudited = true; $0.documentedErrors = documentedErrors1;\n        }"),
                "\(route("getBox"))")
        #expect(route("revokeToken").contains("$0.isDestructive = true; $0.auth = .none; $0.requestEncoding = .form; $0.isAudited = true;"),
                "\(route("revokeToken"))")
        #expect(!route("updatePosting").contains("isAudited"), "\(route("updatePosting"))")
        #expect(!route("listBoxes").contains("isAudited"), "\(route("listBoxes"))")
    }
}
