import Foundation
import HeyGeneratorKit
import Testing

/// `SpecDiff` on pairs of small specs (the minimal fixture and a variant of it), one pair per
/// kind of change: the rendered report, line by line, and the bump.
@Suite struct DiffTests {
    /// The report from the minimal spec with `old` edits to the one with `new` edits.
    private func report(old: [(String, String)] = [], new: [(String, String)] = [],
                        oldBehavior: [(String, String)] = [], newBehavior: [(String, String)] = []) throws -> SpecDiffReport {
        let oldFolder = try SpecFixtureFiles.minimalVariant(openAPI: old, behavior: oldBehavior)
        let newFolder = try SpecFixtureFiles.minimalVariant(openAPI: new, behavior: newBehavior)
        defer {
            SpecFixtureFiles.remove(oldFolder)
            SpecFixtureFiles.remove(newFolder)
        }
        return SpecDiff.compare(old: try SpecLoader.load(oldFolder, reading: .lenient),
                                new: try SpecLoader.load(newFolder, reading: .lenient))
    }

    private func rendered(old: [(String, String)] = [], new: [(String, String)] = [],
                          oldBehavior: [(String, String)] = [], newBehavior: [(String, String)] = []) throws -> [String] {
        try report(old: old, new: new, oldBehavior: oldBehavior, newBehavior: newBehavior).render()
            .split(separator: "\n").map(String.init)
    }

    private static let ping = ("\"paths\": {", "\"paths\": {\n    \"/ping\": {\"get\": {\"operationId\": \"Ping\", \"responses\": {\"204\": {\"description\": \"Up.\"}}}},")
    private static let label = ("\"schemas\": {", "\"schemas\": {\n      \"Label\": {\"type\": \"object\", \"properties\": {\"name\": {\"type\": \"string\"}}},")
    private static let color = (",\n          \"color\": {\"type\": \"string\"}", "")
    private static let colorRequired = ("\"required\": [\"id\", \"name\"]", "\"required\": [\"id\", \"name\", \"color\"]")
    private static let boxKinds = ("[\"imbox\", \"feed\", \"paper_trail\"]", "[\"imbox\", \"feed\"]")

    @Test func identicalSpecsNeedNoBump() throws {
        let report = try report()
        #expect(report.changes.isEmpty)
        #expect(report.bump == .none)
        #expect(report.render() == "bump: none")
    }

    @Test func proseAndUnknownExtensionsAreIgnored() throws {
        let edits = [
            ("\"summary\": \"Get one box.\"", "\"summary\": \"Read a box.\", \"description\": \"New words.\", \"x-go-name\": \"Box\", \"x-hey-open-world\": true"),
            ("\"description\": \"A box of postings.\"", "\"description\": \"Where postings live.\""),
            ("\"description\": \"The box.\"", "\"description\": \"Success.\""),
        ]
        #expect(try rendered(new: edits) == ["bump: none"])
    }

    @Test func operationAddedAndRemoved() throws {
        #expect(try rendered(new: [Self.ping]) == ["additive: operation Ping: added", "bump: patch"])
        #expect(try rendered(old: [Self.ping]) == ["breaking: operation Ping: removed", "bump: minor"])
    }

    @Test func schemaAddedAndRemoved() throws {
        #expect(try rendered(new: [Self.label]) == ["additive: schema Label: added", "bump: patch"])
        #expect(try rendered(old: [Self.label]) == ["breaking: schema Label: removed", "bump: minor"])
    }

    @Test func memberRemovedAndOptionalMemberAdded() throws {
        #expect(try rendered(new: [Self.color]) == ["breaking: schema Box: member color: removed", "bump: minor"])
        #expect(try rendered(old: [Self.color]) == ["additive: schema Box: member color: added", "bump: patch"])
        #expect(try rendered(old: [Self.color], new: [Self.colorRequired]) == ["breaking: schema Box: member color: added, required", "bump: minor"])
    }

    @Test func memberMadeRequiredAndOptional() throws {
        #expect(try rendered(new: [Self.colorRequired]) == ["breaking: schema Box: member color: made required", "bump: minor"])
        #expect(try rendered(old: [Self.colorRequired]) == ["additive: schema Box: member color: made optional", "bump: patch"])
    }

    @Test func parametersAddedAndMadeRequired() throws {
        let page = "{\"name\": \"page\", \"in\": \"query\", \"schema\": {\"type\": \"string\"}}"
        let required = (page, page + ", {\"name\": \"sort\", \"in\": \"query\", \"required\": true, \"schema\": {\"type\": \"string\"}}")
        let optional = (page, page + ", {\"name\": \"sort\", \"in\": \"query\", \"schema\": {\"type\": \"string\"}}")
        let pageRequired = (page, "{\"name\": \"page\", \"in\": \"query\", \"required\": true, \"schema\": {\"type\": \"string\"}}")
        #expect(try rendered(new: [required]) == ["breaking: operation ListBoxes: query parameter sort: added, required", "bump: minor"])
        #expect(try rendered(new: [optional]) == ["additive: operation ListBoxes: query parameter sort: added", "bump: patch"])
        #expect(try rendered(new: [pageRequired]) == ["breaking: operation ListBoxes: query parameter page: made required", "bump: minor"])
        #expect(try rendered(old: [optional]) == ["breaking: operation ListBoxes: query parameter sort: removed", "bump: minor"])
    }

    @Test func typeAndFormatChanges() throws {
        let boxIdFormat = ("\"format\": \"int64\"}}\n        ],\n        \"responses\"", "\"format\": \"int32\"}}\n        ],\n        \"responses\"")
        let memberType = ("\"id\": {\"type\": \"integer\", \"format\": \"int64\"}", "\"id\": {\"type\": \"string\"}")
        #expect(try rendered(new: [boxIdFormat, memberType]) == [
            "breaking: operation GetBox: path parameter boxId: type integer/int64 -> integer/int32",
            "breaking: schema Box: member id: type integer/int64 -> string",
            "bump: minor",
        ])
    }

    @Test func pathAndMethodChanges() throws {
        let path = ("\"/boxes/{boxId}\": {", "\"/mailboxes/{boxId}\": {")
        let method = ("\"put\": {", "\"patch\": {")
        #expect(try rendered(new: [path, method]) == [
            "breaking: operation GetBox: path: /boxes/{boxId} -> /mailboxes/{boxId}",
            "breaking: operation UpdatePosting: method: PUT -> PATCH",
            "bump: minor",
        ])
    }

    @Test func enumValueRemovedAndAdded() throws {
        #expect(try rendered(new: [Self.boxKinds]) == ["breaking: schema Box: member kind: enum value \"paper_trail\" removed", "bump: minor"])
        #expect(try rendered(old: [Self.boxKinds]) == ["additive: schema Box: member kind: enum value \"paper_trail\" added", "bump: patch"])
    }

    @Test func responseAndRequestBodyTypeChanges() throws {
        let response = ("{\"$ref\": \"#/components/schemas/Box\"}}}},\n          \"404\"", "{\"$ref\": \"#/components/schemas/Posting\"}}}},\n          \"404\"")
        let request = ("{\"$ref\": \"#/components/schemas/PostingUpdate\"}", "{\"$ref\": \"#/components/schemas/Box\"}")
        let emptyResponse = ("\"204\": {\"description\": \"Changed.\"}", "\"204\": {\"description\": \"Changed.\", \"content\": {\"application/json\": {\"schema\": {\"$ref\": \"#/components/schemas/Box\"}}}}")
        #expect(try rendered(new: [response, request, emptyResponse]) == [
            "breaking: operation GetBox: response 200: type Box -> Posting",
            "breaking: operation UpdatePosting: request body: type PostingUpdate -> Box",
            "breaking: operation UpdatePosting: response 204: type none -> Box",
            "bump: minor",
        ])
    }

    @Test func behaviorChangesArePatches() throws {
        let edits = [
            ("\"maxAttempts\": 2", "\"maxAttempts\": 4"),
            ("\"x-hey-pagination\": {\"style\": \"link\", \"totalCountHeader\": \"X-Total-Count\"}", "\"x-hey-pagination\": {\"style\": \"link\"}"),
            (",\n        \"x-hey-idempotent\": {\"natural\": false}", ""),
            ("\"x-hey-auth\": \"none\"", "\"x-hey-auth\": \"required\""),
            ("\"summary\": \"Get one box.\",", "\"summary\": \"Get one box.\", \"x-hey-empty-on\": {\"statusCodes\": [404]},"),
        ]
        #expect(try rendered(new: edits, newBehavior: [("\"idempotent\": false", "\"idempotent\": true")]) == [
            "behaviour: operation GetBox: empty on: none -> 404",
            "behaviour: operation ListBoxes: pagination: link X-Total-Count -> link",
            "behaviour: operation RevokeToken: auth: none -> required",
            "behaviour: operation UpdatePosting: retry: 2 attempts, 1000 ms exponential, on 429,503 -> 4 attempts, 1000 ms exponential, on 429,503",
            "behaviour: operation UpdatePosting: idempotency: not idempotent -> unstated",
            "behaviour: operation UpdatePosting: behaviour idempotent: false -> true",
            "bump: patch",
        ])
    }

    @Test func sensitivityAndPolymorphismChanges() throws {
        let edits = [
            ("\"token\": {\"type\": \"string\", \"x-hey-sensitive\": {\"category\": \"credential\"}}", "\"token\": {\"type\": \"string\"}"),
            ("\"bundle\": [\"bundle_size\"]", "\"bundle\": [\"bundle_size\"], \"thread\": []"),
        ]
        #expect(try rendered(new: edits) == [
            "additive: schema Posting: variant \"thread\": added",
            "breaking: schema RevokeTokenRequest: member token: no longer sensitive",
            "bump: minor",
        ])
    }

    @Test func reportIsSortedByOperationThenSchema() throws {
        let edits = [Self.label, Self.ping, Self.color, ("\"put\": {", "\"patch\": {")]
        let report = try report(new: edits)
        #expect(report.render().split(separator: "\n").map(String.init) == [
            "additive: operation Ping: added",
            "breaking: operation UpdatePosting: method: PUT -> PATCH",
            "breaking: schema Box: member color: removed",
            "additive: schema Label: added",
            "bump: minor",
        ])
        #expect(report.changes.map(\.line).first == "operation Ping: added")
    }

    /// Unknown extensions, Go keys and composition (`allOf`) in a bare `openapi.json` without a
    /// behaviour model: read leniently, ignored by the comparison.
    @Test func bareOpenAPIFilesOfHEYLikeDocuments() throws {
        let text = try SpecFixtureFiles.minimalText("openapi.json")
        let older = try SpecFixtureFiles.folder(openAPI: text, behavior: nil)
        let newer = try SpecFixtureFiles.folder(openAPI: try SpecFixtureFiles.edited(text, [
            ("\"x-hey-destructive\": true,", "\"x-hey-destructive\": true, \"x-hey-untrusted-content\": true, \"x-go-type\": \"Revoke\","),
            ("\"color\": {\"type\": \"string\"}", "\"color\": {\"type\": \"string\", \"x-omitzero\": true, \"x-custom-keyword\": 1}"),
            ("\"openapi\": \"3.1.0\",", "\"openapi\": \"3.1.0\",\n  \"x-hey-generated\": \"today\","),
            ("\"schemas\": {", "\"schemas\": {\n      \"Extra\": {\"allOf\": [{\"$ref\": \"#/components/schemas/Box\"}]},"),
        ]), behavior: nil)
        defer {
            SpecFixtureFiles.remove(older)
            SpecFixtureFiles.remove(newer)
        }
        let report = SpecDiff.compare(
            old: try SpecLoader.load(older.appendingPathComponent("openapi.json"), reading: .lenient),
            new: try SpecLoader.load(newer.appendingPathComponent("openapi.json"), reading: .lenient))
        #expect(report.render() == "additive: schema Extra: added\nbump: patch")
    }
}
