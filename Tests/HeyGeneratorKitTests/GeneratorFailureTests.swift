import Foundation
import Testing
@testable import HeyGeneratorKit

/// A bad spec, a bad names.toml or a bad template stops generation with an error that says
/// where, and leaves the output folder exactly as it was.
@Suite struct GeneratorFailureTests {
    /// A copy of the real inputs in a temporary folder, with an output folder holding one file.
    struct Workspace {
        let root: URL
        var options: GeneratorOptions

        init() throws {
            root = try TestPaths.temporaryFolder()
            // Copies of the real files (never links to them): the tests break these copies.
            let manager = FileManager.default
            try manager.copyItem(at: TestPaths.spec, to: root.appendingPathComponent("spec"))
            try manager.copyItem(at: TestPaths.templates, to: root.appendingPathComponent("Templates"))
            try manager.copyItem(at: TestPaths.names, to: root.appendingPathComponent("names.toml"))
            let output = root.appendingPathComponent("Output")
            try manager.createDirectory(at: output, withIntermediateDirectories: true)
            try Data("sentinel\n".utf8).write(to: output.appendingPathComponent("Keep.swift"))
            options = GeneratorOptions(
                spec: root.appendingPathComponent("spec"), names: root.appendingPathComponent("names.toml"),
                templates: root.appendingPathComponent("Templates"), output: output, libraryVersion: "0.0.0"
            )
        }

        func replace(_ relative: String, _ transform: (String) -> String) throws {
            let url = root.appendingPathComponent(relative)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(transform(text).utf8).write(to: url)
        }

        /// Generates, expecting failure; answers the error's description.
        func failure() throws -> String {
            do {
                _ = try Generator.generate(options)
            } catch {
                return String(describing: error)
            }
            Issue.record("generation succeeded")
            return ""
        }

        func outputIsUntouched() throws -> Bool {
            let output = options.output
            let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
            let kept = try String(contentsOf: output.appendingPathComponent("Keep.swift"), encoding: .utf8)
            return names == ["Keep.swift"] && kept == "sentinel\n"
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func malformedSpecJSONNamesLineAndColumn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("spec/openapi.json") { $0.replacingOccurrences(of: "\"openapi\": \"3.1.0\",", with: "\"openapi\": \"3.1.0\",,") }
        let message = try workspace.failure()
        #expect(message.contains("openapi.json:2:22: expected a member name in double quotes"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func specShapeProblemNamesTheJSONPointer() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("spec/openapi.json") {
            $0.replacingOccurrences(of: "\"$ref\": \"#/components/schemas/Box\"", with: "\"$ref\": \"#/components/schemas/Boxx\"")
        }
        let message = try workspace.failure()
        #expect(message.contains("#/components/schemas/ListBoxesResponseContent/items"), Comment(rawValue: message))
        #expect(message.contains("Boxx"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func unknownOperationInNamesTomlIsAWarningNamingLineAndColumn() throws {
        var workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("names.toml") { $0.replacingOccurrences(of: "CreateFolderForPostings = ", with: "ListBox = ") }
        let summary = try Generator.generate(workspace.options)
        let warnings = summary.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.count == 1, Comment(rawValue: warnings.joined(separator: "\n")))
        #expect(warnings.first?.contains("names.toml:") == true, Comment(rawValue: warnings.joined(separator: "\n")))
        #expect(warnings.first?.contains(": warning: unknown operationId \"ListBox\" in [operation_methods]") == true)
        #expect(summary.line.hasSuffix("; 1 warning"), Comment(rawValue: summary.line))

        workspace.options.warningsAreErrors = true
        try FileManager.default.removeItem(at: workspace.options.output)
        try FileManager.default.createDirectory(at: workspace.options.output, withIntermediateDirectories: true)
        try Data("sentinel\n".utf8).write(to: workspace.options.output.appendingPathComponent("Keep.swift"))
        let message = try workspace.failure()
        #expect(message.contains("unknown operationId \"ListBox\" in [operation_methods]"), Comment(rawValue: message))
        #expect(message.contains("(an error under --strict)"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func openAPI30FormsInA31SpecAreWarningsAndErrorsUnderStrict() throws {
        // spec/ with the reference's two leftovers of OpenAPI 3.0 put back.
        var workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("spec/openapi.json") {
            $0.replacingOccurrences(of: "\"description\": \"The stage page as HEY serves it: HTML bytes.\",\n        \"type\": \"string\"",
                                    with: "\"description\": \"The stage page as HEY serves it: HTML bytes.\",\n        \"type\": \"string\",\n        \"contentEncoding\": \"byte\"")
                .replacingOccurrences(of: "\"type\": [\n              \"string\",\n              \"null\"\n            ],\n            \"x-hey-nullable\": {}",
                                      with: "\"type\": \"string\",\n            \"nullable\": true,\n            \"x-hey-nullable\": {}")
        }
        let encoding = "#/components/schemas/GetWorkflowStageOutputPayload/contentEncoding: warning: contentEncoding \"byte\" is no encoding"
        let nullable = "#/components/schemas/Recording/properties/category/nullable: warning: nullable is OpenAPI 3.0's and no keyword of OpenAPI 3.1"
        let summary = try Generator.generate(workspace.options)
        let warnings = summary.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.count == 2, Comment(rawValue: warnings.joined(separator: "\n")))
        #expect(warnings.first?.contains(encoding) == true, Comment(rawValue: warnings.joined(separator: "\n")))
        #expect(warnings.last?.contains(nullable) == true, Comment(rawValue: warnings.joined(separator: "\n")))

        workspace.options.warningsAreErrors = true
        try FileManager.default.removeItem(at: workspace.options.output)
        try FileManager.default.createDirectory(at: workspace.options.output, withIntermediateDirectories: true)
        try Data("sentinel\n".utf8).write(to: workspace.options.output.appendingPathComponent("Keep.swift"))
        let message = try workspace.failure()
        #expect(message.contains("2 warnings are errors"), Comment(rawValue: message))
        for pointer in ["#/components/schemas/GetWorkflowStageOutputPayload/contentEncoding: contentEncoding \"byte\"",
                        "#/components/schemas/Recording/properties/category/nullable: nullable is OpenAPI 3.0's"] {
            #expect(message.contains(pointer), Comment(rawValue: message))
        }
        #expect(message.contains("(an error under --strict)"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func namesTomlSyntaxErrorNamesLineAndColumn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("names.toml") { $0 + "\n[type_names\n" }
        let message = try workspace.failure()
        #expect(message.contains("names.toml:"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func invalidMethodNameValueIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("names.toml") { $0.replacingOccurrences(of: "CreateFolderForPostings = \"createFolder\"", with: "CreateFolderForPostings = \"create folder\"") }
        let message = try workspace.failure()
        #expect(message.contains("method name \"create folder\" for CreateFolderForPostings must be a lowerCamelCase Swift identifier"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func removingARenameThatAvoidsShadowingIsAWarningAndAnErrorUnderStrict() throws {
        var workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("names.toml") { $0.replacingOccurrences(of: "Calendar = \"HeyCalendar\"\n", with: "") }
        workspace.options.warningsAreErrors = true
        let message = try workspace.failure()
        #expect(message.contains("#/components/schemas/Calendar: schema Calendar would shadow Swift's Calendar for every file that imports the SDK: "
                                 + "its type is CalendarModel (set another in [type_names]) (an error under --strict)"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func routeNamesNamesTomlCannotGiveAreRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("names.toml") { $0 + "\n[route_names]\nGetBox = \"boxRoute\"\nListBoxes = \"boxRoute\"\nGetIdentity = \"all\"\n" }
        let message = try workspace.failure()
        #expect(message.contains("GetBox and ListBoxes both become Routes.boxRoute; set one of them in [route_names]"), Comment(rawValue: message))
        #expect(message.contains("GetIdentity would be Routes.all, a name Routes uses itself; set one in [route_names]"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func aRouteNamesTomlTakesIsNumberedWithAWarning() throws {
        var workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("names.toml") { $0 + "\n[route_names]\nGetBox = \"listBoxes\"\n" }
        workspace.options.warningsAreErrors = true
        let message = try workspace.failure()
        #expect(message.contains("#/paths/~1boxes.json/get: ListBoxes and GetBox both become Routes.listBoxes: it is Routes.listBoxes2 (set another in [route_names]) (an error under --strict)"),
                Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func aMethodNameNamesTomlTakesIsRenamedWithAWarning() throws {
        var workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("names.toml") { $0.replacingOccurrences(of: "GetTopicPublication = \"get\"", with: "GetTopicPublication = \"get\"\nGetTopic = \"getEverything\"") }
        workspace.options.warningsAreErrors = true
        let message = try workspace.failure()
        #expect(message.contains("and GetTopic both become topics.getEverything(): it is topics."), Comment(rawValue: message))
        #expect(message.contains("(set another in [operation_methods]) (an error under --strict)"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func templateSyntaxErrorNamesTemplateLineAndColumn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("Templates/Service.swift.mustache") { $0.replacingOccurrences(of: "{{/methods}}", with: "") }
        let message = try workspace.failure()
        #expect(message.contains("Service.swift.mustache:"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }

    @Test func unknownNameInTemplateIsAnErrorInStrictMode() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.replace("Templates/_method.mustache") { $0.replacingOccurrences(of: "{{#parameters}}", with: "{{#parameterz}}").replacingOccurrences(of: "{{/parameters}}", with: "{{/parameterz}}") }
        let message = try workspace.failure()
        #expect(message.contains("_method.mustache:4:"), Comment(rawValue: message))
        #expect(message.contains("parameterz"), Comment(rawValue: message))
        #expect(try workspace.outputIsUntouched())
    }
}
