import Foundation
import Mustache
import Testing

/// Strict mode: anything the context or the library cannot resolve is an error, never empty output.
@Suite struct StrictModeTests {
    let model: MustacheValue = ["name": "Box", "member": ["swiftName": "id", "doc": .null], "members": [["swiftName": "id"]]]

    @Test func missingVariable() throws {
        let error = try strictRenderError(["Model.swift": "struct {{name}} {\n    let {{membr.swiftName}}\n}\n"], "Model.swift", model)
        #expect(error == MustacheError(template: "Model.swift", line: 2, column: 9, message: "unknown name \"membr.swiftName\""))
    }

    @Test func missingSectionName() throws {
        let error = try strictRenderError(["t": "x\n{{#isPublic}}\npublic\n{{/isPublic}}\n"], "t", model)
        #expect(error == MustacheError(template: "t", line: 2, column: 1, message: "unknown name \"isPublic\""))
    }

    @Test func missingInvertedSectionName() throws {
        let error = try strictRenderError(["t": "{{^hasDocs}}none{{/hasDocs}}"], "t", model)
        #expect(error == MustacheError(template: "t", line: 1, column: 1, message: "unknown name \"hasDocs\""))
    }

    @Test func missingDottedSegment() throws {
        let error = try strictRenderError(["t": "{{#members}}\n  {{member.swiftNam}}\n{{/members}}"], "t", model)
        #expect(error == MustacheError(template: "t", line: 2, column: 3, message: "unknown name \"member.swiftNam\": no \"swiftNam\" in \"member\""))
    }

    @Test func dottedSegmentOfAString() throws {
        let error = try strictRenderError(["t": "{{name.first}}"], "t", model)
        #expect(error?.message == "unknown name \"name.first\": \"name\" is a string, not an object")
    }

    @Test func presentNullIsNotAnError() throws {
        #expect(try renderCode("[{{member.doc}}]{{#member.doc}}x{{/member.doc}}{{^member.doc}}none{{/member.doc}}[{{member.doc.more}}]", model)
            == "[]none[]")
    }

    @Test func missingPartialFailsAtLoad() {
        let error = loadError(["Service.swift": "class S {\n    {{>Methodz}}\n}\n", "Methods": ""], strict: true)
        #expect(error == MustacheError(template: "Service.swift", line: 2, column: 5, message: "unknown partial \"Methodz\""))
    }

    @Test func missingPartialRendersEmptyInSpecMode() throws {
        let library = try TemplateLibrary(templates: ["t": "[{{>nope}}]"])
        #expect(try library.render("t", [:]) == "[]")
    }

    @Test func missingDynamicPartialFailsAtRender() throws {
        let templates = ["t": "{{>*kind}}", "Struct": "struct"]
        #expect(try strictRenderError(templates, "t", ["kind": "Struct"]) == nil)
        let error = try strictRenderError(templates, "t", ["kind": "Enum"])
        #expect(error == MustacheError(template: "t", line: 1, column: 1, message: "unknown partial \"Enum\" (the value of \"kind\")"))
        #expect(try strictRenderError(templates, "t", [:])?.message == "unknown name \"kind\"")
    }

    @Test func errorInsidePartialNamesThePartial() throws {
        let error = try strictRenderError(["t": "{{#members}}\n{{>member}}\n{{/members}}", "member": "let {{swiftName}}: {{typ}}"], "t", model)
        #expect(error == MustacheError(template: "member", line: 1, column: 20, message: "unknown name \"typ\""))
    }

    @Test func interpolatingAListIsAnError() throws {
        let error = try strictRenderError(["t": "{{members}}"], "t", model)
        #expect(error?.message == "cannot interpolate \"members\": it is a list")
    }

    @Test func unknownTemplateName() throws {
        let library = try TemplateLibrary(templates: ["a": "x"])
        #expect(throws: MustacheError(template: "b", line: 1, column: 1, message: "unknown template \"b\"")) {
            try library.render("b", [:])
        }
    }

    @Test func directoryTemplatesAreNamedByRelativePathAndErrorsByFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mustache-tests-\(UUID().uuidString)")
        let templates = root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates.appendingPathComponent("Runtime"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("struct {{name}} {\n  {{>Runtime/x}}\n}\n".utf8).write(to: templates.appendingPathComponent("Model.swift.mustache"))
        try Data("let {{nam}}\n".utf8).write(to: templates.appendingPathComponent("Runtime/x.mustache"))
        try Data("ignored".utf8).write(to: templates.appendingPathComponent("notes.txt"))

        let library = try TemplateLibrary(directory: templates, configuration: .init(escaping: .none, strict: true))
        #expect(library.templateNames == ["Model.swift", "Runtime/x"])
        #expect(throws: MustacheError(template: "Templates/Runtime/x.mustache", line: 1, column: 5, message: "unknown name \"nam\"")) {
            try library.render("Model.swift", ["name": "Box"])
        }

        try Data("{{#a}}".utf8).write(to: templates.appendingPathComponent("Broken.mustache"))
        #expect(throws: MustacheError(template: "Templates/Broken.mustache", line: 1, column: 1, message: "unclosed section \"a\"")) {
            try TemplateLibrary(directory: templates)
        }
    }
}
