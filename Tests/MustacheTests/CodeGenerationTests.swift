import Mustache
import Testing

/// The behaviour a code generator relies on: raw output, no stray blank lines, indented partials.
@Suite struct CodeGenerationTests {
    @Test func noEscapingInCodeMode() throws {
        #expect(try renderCode("let x: {{type}} = {{value}}", ["type": "Array<Int>", "value": "a && \"b\" < 'c'"])
            == "let x: Array<Int> = a && \"b\" < 'c'")
    }

    @Test func htmlEscapingEscapesFourCharacters() throws {
        let library = try TemplateLibrary(templates: ["t": "{{v}}|{{{v}}}|{{&v}}"])
        #expect(try library.render("t", ["v": "<a href=\"x\">&'"]) == "&lt;a href=&quot;x&quot;&gt;&amp;'|<a href=\"x\">&'|<a href=\"x\">&'")
    }

    @Test func standaloneSectionsLeaveNoBlankLines() throws {
        let template = """
            public struct {{name}}: Codable {
                {{#members}}
                {{! one property per member }}
                public var {{swiftName}}: {{type}}
                {{/members}}
                {{^members}}
                // no members
                {{/members}}
            }

            """
        let filled: MustacheValue = ["name": "Box", "members": [["swiftName": "id", "type": "Int"], ["swiftName": "name", "type": "String"]]]
        #expect(try renderCode(template, filled) == "public struct Box: Codable {\n    public var id: Int\n    public var name: String\n}\n")
        #expect(try renderCode(template, ["name": "Empty", "members": []]) == "public struct Empty: Codable {\n    // no members\n}\n")
    }

    @Test func crlfStandaloneLines() throws {
        #expect(try renderCode("a\r\n{{#flag}}\r\nb\r\n{{/flag}}\r\nc", ["flag": true]) == "a\r\nb\r\nc")
    }

    @Test func standaloneAtEndOfTemplate() throws {
        #expect(try renderCode("a\n{{#flag}}\nb\n  {{/flag}}", ["flag": true]) == "a\nb\n")
    }

    @Test func indentedPartialIndentsEveryNonEmptyLine() throws {
        let partials = ["Methods": "func a() {\n    {{body}}\n}\n\nfunc b() {}\n"]
        let output = try renderCode("final class S {\n    {{>Methods}}\n}\n", partials: partials, ["body": "work()\nmore()"])
        // Lines of the partial are indented; the blank line stays empty; interpolated text is not re-indented.
        #expect(output == "final class S {\n    func a() {\n        work()\nmore()\n    }\n\n    func b() {}\n}\n")
    }

    @Test func nestedIndentedPartialsAccumulateIndentation() throws {
        let partials = ["Type": "struct {{name}} {\n  {{#members}}\n  {{>Member}}\n  {{/members}}\n}\n", "Member": "/// {{doc}}\nlet {{name}}\n"]
        let context: MustacheValue = ["types": [["name": "A", "members": [["name": "x", "doc": "X"]]]]]
        let output = try renderCode("enum NS {\n{{#types}}\n    {{>Type}}\n{{/types}}\n}\n", partials: partials, context)
        #expect(output == "enum NS {\n    struct A {\n      /// X\n      let x\n    }\n}\n")
    }

    @Test func inlinePartialIsNotIndented() throws {
        #expect(try renderCode("  x = {{>value}};\n", partials: ["value": "[\n1\n]"], [:]) == "  x = [\n1\n];\n")
    }

    @Test func sectionsIterateListsAndPushObjects() throws {
        let context: MustacheValue = ["cases": ["a", "b"], "owner": ["name": "Box"], "name": "outer"]
        #expect(try renderCode("{{#cases}}case {{.}}; {{/cases}}{{#owner}}{{name}}{{/owner}} {{name}}", context) == "case a; case b; Box outer")
    }

    @Test func falsyValues() throws {
        let template = "{{#v}}T{{/v}}{{^v}}F{{/v}}"
        let values: [MustacheValue] = [.null, false, "", [], true, 0, 0.0, "x", [1], [:]]
        #expect(try values.map { try renderCode(template, ["v": $0]) } == ["F", "F", "F", "F", "T", "T", "T", "T", "T", "T"])
    }

    @Test func scalarsInterpolate() throws {
        #expect(try renderCode("{{i}} {{d}} {{b}} {{n}}", ["i": 85, "d": 1.21, "b": false, "n": .null]) == "85 1.21 false ")
    }

    @Test func inheritanceWithIndentedBlocks() throws {
        let templates = [
            "Base": "struct {{name}} {\n    {{$members}}\n    // none\n    {{/members}}\n}\n",
            "main": "{{<Base}}\n{{$members}}\nlet a: Int\nlet b: Int\n{{/members}}\n{{/Base}}\n",
        ]
        let library = try TemplateLibrary(templates: templates, configuration: .init(escaping: .none, strict: true))
        #expect(try library.render("main", ["name": "S"]) == "struct S {\n    let a: Int\n    let b: Int\n}\n")
        #expect(try library.render("Base", ["name": "S"]) == "struct S {\n    // none\n}\n")
    }

    @Test func librariesAreSendableAndReusable() async throws {
        let library = try TemplateLibrary(templates: ["t": "{{n}}"], configuration: .init(escaping: .none, strict: true))
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for n in 0..<8 { group.addTask { try library.render("t", ["n": .int(n)]) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.sorted() == (0..<8).map(String.init).sorted())
    }
}
