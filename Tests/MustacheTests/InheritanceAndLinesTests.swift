import Mustache
import Testing

/// Line rules a template author needs to know, and inheritance with dynamic names.
@Suite struct InheritanceAndLinesTests {
    @Test func onlyOneTagPerLineIsStandalone() throws {
        // Two section tags on one line are not standalone: their line break stays.
        #expect(try renderCode("a\n{{#x}}{{#y}}\nb\n{{/y}}\n{{/x}}\nc\n", ["x": true, "y": true]) == "a\n\nb\nc\n")
    }

    @Test func standaloneCommentAndDelimiterLinesVanish() throws {
        #expect(try renderCode("{{! header }}\n{{=<% %>=}}\nlet x = <%v%>\n  <%! note %>\n", ["v": 1]) == "let x = 1\n")
    }

    @Test func dynamicParent() throws {
        let templates = [
            "main": "{{<*layout}}{{$body}}B{{/body}}{{/*layout}}",
            "Wide": "[{{$body}}{{/body}}]",
        ]
        let library = try TemplateLibrary(templates: templates, configuration: .init(escaping: .none, strict: true))
        #expect(try library.render("main", ["layout": "Wide"]) == "[B]")
    }

    @Test func strictModeChecksPartialsInsideParentBlocks() {
        let templates = ["main": "{{<Base}}\n{{$body}}\n{{>Missing}}\n{{/body}}\n{{/Base}}\n", "Base": "{{$body}}{{/body}}"]
        #expect(loadError(templates, strict: true) == MustacheError(template: "main", line: 3, column: 1, message: "unknown partial \"Missing\""))
        #expect(loadError(templates, strict: false) == nil)
    }

    @Test func strictModeNamesTheTemplateThatDefinesABlock() throws {
        let templates = ["main": "{{<Base}}{{$body}}{{oops}}{{/body}}{{/Base}}", "Base": "x{{$body}}{{/body}}"]
        #expect(try strictRenderError(templates, "main", [:]) == MustacheError(template: "main", line: 1, column: 19, message: "unknown name \"oops\""))
    }

    @Test func runawayRecursionIsAnError() throws {
        let error = try strictRenderError(["loop": "{{>loop}}"], "loop", [:])
        #expect(error?.message == "partials nested more than 256 levels deep (\"loop\" recursing?)")
    }
}
