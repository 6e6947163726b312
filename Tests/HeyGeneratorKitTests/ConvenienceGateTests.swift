import Foundation
import Testing
@testable import HeyGeneratorKit

/// `// needs` regions in hand-written conveniences: how they are read, what a model must offer
/// for each, and what is left when one is cut.
@Suite struct ConvenienceGateTests {
    static let file = """
        import Foundation

        // needs services: postings
        /// Bulk actions.
        extension PostingsService {
            // needs operations: MarkPostingsSeen
            // needs builds: MarkPostingsRequestContent(posting_ids: integer)
            /// Marks seen.
            public func markPostingsSeen(postingIds: [Int]) async throws {
                try await send()
            }

            // needs operations: SchedulePostingsBubbleUp
            public func schedule() async throws {}

            private func send() async throws {}
        }

        // needs members: Identity.all_users: integer?, User.id: integer
        public enum Helper {}

        """

    /// A model with the given operations (all in the postings service) and schemas, named by
    /// the namer. Each route has its default name unless `routeNames` renames it.
    static func model(operations: [String], names: NamesFile = NamesFile(), schemas: [TypeModel<Built>],
                      routeNames: [String: String] = [:]) -> APIModel {
        let built = BuiltModel(
            apiVersion: "1", libraryVersion: "1", specFile: "openapi.json",
            operations: operations.map {
                OperationModel(operationId: $0, method: "POST", path: "/x", pointer: "#", tag: "Postings", serviceKey: (), methodName: (),
                               resourceType: (), pathParameters: [], routeName: (), route: .sentOnce)
            },
            types: schemas, tagDescriptions: [:])
        var names = names
        names.routeNames = routeNames.mapValues { NameOverride(value: $0, line: 1, column: 1) }
        do {
            return try Namer(names: names, takenTypeNames: []).name(built).model
        } catch {
            Issue.record("the test model does not name: \(error)")
            return APIModel(apiVersion: "1", libraryVersion: "1", specFile: "openapi.json", services: [], types: [],
                            spelling: TypeSpelling(types: [], formats: .defaults))
        }
    }

    static func structure(_ name: String, _ members: [(String, Bool)]) -> TypeModel<Built> {
        TypeModel(schemaName: name, swiftName: (), pointer: "#", kind: .structure(
            members: members.map { MemberModel(wireName: $0.0, swiftName: (), type: .int, required: $0.1, nullable: false) }, enums: [], polymorphism: nil))
    }

    static let fullSchemas = [
        structure("MarkPostingsRequestContent", [("posting_ids", true)]),
        structure("Identity", [("all_users", false)]),
        structure("User", [("id", true)]),
    ]
    static let fullModel = model(operations: ["MarkPostingsSeen", "SchedulePostingsBubbleUp"], schemas: fullSchemas)

    @Test func regionsFollowIndentationAndNest() throws {
        let file = try ConvenienceFile(source: "Extensions/Example.swift", text: Self.file)
        #expect(file.regions.map(\.lines) == [2..<17, 5..<11, 12..<14, 18..<20])
        #expect(file.regions.map(\.parent) == [nil, 0, 0, nil])
        #expect(file.regions.map(\.declaration) == [
            "extension PostingsService", "public func markPostingsSeen(postingIds: [Int]) async throws",
            "public func schedule() async throws {}", "public enum Helper {}",
        ])
        #expect(file.regions[1].needs.services == ["postings"], "an inner region needs what the outer one does")
        #expect(file.regions[1].needs.builds.map(\.description) == ["MarkPostingsRequestContent(posting_ids: integer)"])
    }

    @Test func aModelWithEverythingKeepsTheFileAsWritten() throws {
        let file = try ConvenienceFile(source: "Extensions/Example.swift", text: Self.file)
        let (text, leftOut) = ConvenienceGate(model: Self.fullModel).apply(to: file)
        #expect(text == Self.file)
        #expect(leftOut.isEmpty)
    }

    @Test func aMissingOperationLeavesOutOnlyWhatUsesIt() throws {
        let file = try ConvenienceFile(source: "Extensions/Example.swift", text: Self.file)
        let model = Self.model(operations: ["MarkPostingsSeen"], schemas: Self.fullSchemas)
        let (text, leftOut) = ConvenienceGate(model: model).apply(to: file)
        #expect(!text.contains("schedule()"))
        #expect(text.contains("public func markPostingsSeen"))
        #expect(text.contains("        try await send()\n    }\n\n    private func send() async throws {}\n}\n"),
                "the blank line before the removed region stays; none is left before the closing brace")
        #expect(leftOut.map(\.description) == [
            "Templates/Extensions/Example.swift:13: warning: left out public func schedule() async throws {}: no operation SchedulePostingsBubbleUp",
        ])
    }

    @Test func aRenamedRouteCountsAsMissing() throws {
        let file = try ConvenienceFile(source: "Extensions/Example.swift", text: Self.file)
        let operations = Self.fullModel.operations.map(\.operationId)
        let model = Self.model(operations: operations, schemas: Self.fullSchemas, routeNames: ["SchedulePostingsBubbleUp": "bubbleUp"])
        let (text, leftOut) = ConvenienceGate(model: model).apply(to: file)
        #expect(!text.contains("schedule()"))
        #expect(leftOut.map(\.description) == [
            "Templates/Extensions/Example.swift:13: warning: left out public func schedule() async throws {}: the route of SchedulePostingsBubbleUp is renamed Routes.bubbleUp in [route_names], and conveniences call it Routes.schedulePostingsBubbleUp",
        ])
    }

    @Test func aBuildNeedsEveryRequiredMemberPassed() throws {
        let file = try ConvenienceFile(source: "Extensions/Example.swift", text: Self.file)
        let schemas = [Self.structure("MarkPostingsRequestContent", [("posting_ids", true), ("reason", true)])] + Self.fullSchemas.dropFirst()
        let model = Self.model(operations: ["MarkPostingsSeen", "SchedulePostingsBubbleUp"], schemas: schemas)
        let (_, leftOut) = ConvenienceGate(model: model).apply(to: file)
        #expect(leftOut.map(\.message) == [
            "left out public func markPostingsSeen(postingIds: [Int]) async throws: MarkPostingsRequestContent requires reason, which the convenience does not pass",
        ])
    }

    @Test func aRenamedMemberOrAMissingSchemaIsNamed() throws {
        let file = try ConvenienceFile(source: "Extensions/Example.swift", text: Self.file)
        let model = Self.model(operations: ["MarkPostingsSeen", "SchedulePostingsBubbleUp"], schemas: [
            Self.structure("MarkPostingsRequestContent", [("posting_ids", true)]),
            Self.structure("Identity", [("users", false)]),
        ])
        let (text, leftOut) = ConvenienceGate(model: model).apply(to: file)
        #expect(!text.contains("Helper"))
        #expect(leftOut.map(\.message) == ["left out public enum Helper {}: no schema User; no member Identity.all_users"])
    }

    @Test func aMissingServiceTakesTheWholeExtensionAndWhatItEncloses() throws {
        let file = try ConvenienceFile(source: "Extensions/Example.swift", text: Self.file)
        var model = Self.fullModel
        model.services = []
        let (text, leftOut) = ConvenienceGate(model: model).apply(to: file)
        #expect(text == "import Foundation\n\n// needs members: Identity.all_users: integer?, User.id: integer\npublic enum Helper {}\n")
        #expect(leftOut.map(\.message) == ["left out extension PostingsService: no service postings"])
    }

    @Test func anExtensionWhoseWholeBodyWentGoesWithItsDocComment() {
        let lines = ["import Foundation", "", "/// Doc.", "extension A {", "    // needs operations: X", "    func x() {}", "}", ""]
        let removed = [false, false, false, false, true, true, false, false]
        #expect(ConvenienceGate.tidy(lines, removing: removed) == "import Foundation\n")
    }

    @Test(arguments: [
        ("// needs operation: A", "Templates/Extensions/Bad.swift:1:10: unknown needs key \"operation\" (known: services, operations, types, members, builds, cases)"),
        ("// needs members: Identity", "Templates/Extensions/Bad.swift:1:19: \"Identity\" is not Schema.wire_name: type"),
        ("// needs builds: A(b: integer), C(", "Templates/Extensions/Bad.swift:1:33: \"C(\" is not Schema(member: type, …)"),
        ("// needs types:", "Templates/Extensions/Bad.swift:1:16: \"needs types:\" lists nothing"),
        ("// needs services: Postings", "Templates/Extensions/Bad.swift:1:20: \"Postings\" is not a service key (snake_case, as names.toml names services)"),
        ("// needs operations", "Templates/Extensions/Bad.swift:1:1: expected \"// needs <services|operations|types|members|builds|cases>: …\""),
    ])
    func malformedNeedsNameFileLineAndColumn(line: String, message: String) {
        #expect(throws: GeneratorError.template(message)) {
            try ConvenienceFile(source: "Extensions/Bad.swift", text: line + "\nfunc x() {}\n")
        }
    }

    /// The needs check's cut of a service no tag names (names.toml moves GetBox into
    /// `box_reads`): without any of its operations it holds one made up for it, tagged so that it
    /// lands there; with one of them, only that one.
    @Test func theCutHoldsAServiceMadeOnlyByMovedOperations() throws {
        let folder = try SpecFixtureFiles.minimalVariant()
        defer { SpecFixtureFiles.remove(folder) }
        let names = folder.appendingPathComponent("names.toml")
        try Data("[operation_services]\nGetBox = \"box_reads\"\n\n[type_names]\nError = \"APIError\"\n".utf8).write(to: names)
        let options = GeneratorOptions(spec: folder, names: names, templates: TestPaths.templates,
                                       output: folder.appendingPathComponent("output"), libraryVersion: "0.0.0-test")
        let services = Dictionary(uniqueKeysWithValues: try Generator.render(options).model.services.map {
            ($0.key, NeedsCut.Service(tag: $0.tag, operations: Set($0.operations.map(\.operationId))))
        })
        #expect(services["box_reads"]?.tag == nil)
        for (operations, kept) in [([String](), ["NeedsCheckBoxReadsService"]), (["GetBox"], ["GetBox"])] {
            let needs = ConvenienceNeeds(services: ["box_reads"], operations: operations)
            let rendering = try NeedsCheckPlan.render(NeedsCheckCase(needs: needs, declarations: []), options: options,
                                                      services: services, workFolder: folder.appendingPathComponent("cut"))
            #expect(rendering.model.services.map(\.key) == ["box_reads"])
            #expect(rendering.model.services.first?.operations.map(\.operationId) == kept)
        }
        #expect(throws: NeedsCut.UnknownService.self) {
            try NeedsCut.cut(openAPI: .object(JSONObject()), behavior: nil, to: ConvenienceNeeds(services: ["nothing"]), services: services)
        }
    }

    @Test func needsLinesWithNothingAfterThemAreAnError() {
        #expect(throws: GeneratorError.template("Templates/Extensions/Bad.swift:2:5: \"// needs\" lines must come right before the declaration they cover")) {
            try ConvenienceFile(source: "Extensions/Bad.swift", text: "extension A {\n    // needs operations: X\n}\n")
        }
    }

    @Test func aFileWithNothingLeftIsNotWritten() {
        #expect(Renderer.declaresNothing("import Foundation\n\n// A comment.\n"))
        #expect(!Renderer.declaresNothing("import Foundation\n\npublic enum Kept {}\n"))
    }
}
