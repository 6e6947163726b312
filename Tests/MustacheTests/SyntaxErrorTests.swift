import Mustache
import Testing

/// Every syntax error throws when the library loads, located at the offending tag.
@Suite struct SyntaxErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(source: "a\n{{#items}}\nx\n", line: 2, column: 1, message: "unclosed section \"items\""),
        Case(source: "{{^empty}}\n", line: 1, column: 1, message: "unclosed inverted section \"empty\""),
        Case(source: "{{#a}}\n  {{#b}}x{{/a}}", line: 2, column: 10,
             message: "closing tag \"a\" does not match open section \"b\" (opened at 2:3)"),
        Case(source: "x\n  y {{/a}}", line: 2, column: 5, message: "closing tag \"a\" without an open section"),
        Case(source: "ok\nab {{name", line: 2, column: 4, message: "unclosed tag: \"{{\" without \"}}\""),
        Case(source: "ab {{", line: 1, column: 4, message: "unclosed tag: \"{{\" without \"}}\""),
        Case(source: "{{! never closed", line: 1, column: 1, message: "unclosed tag: \"{{\" without \"}}\""),
        Case(source: "x {{}}", line: 1, column: 3, message: "empty tag name"),
        Case(source: "{{ }}", line: 1, column: 1, message: "empty tag name"),
        Case(source: "{{#}}{{/}}", line: 1, column: 1, message: "empty tag name"),
        Case(source: "{{> }}", line: 1, column: 1, message: "empty tag name"),
        Case(source: "  {{=<% %>}}", line: 1, column: 3, message: "bad set-delimiter tag: \"{{=\" without \"=}}\""),
        Case(source: "{{=<% % %>=}}", line: 1, column: 1,
             message: "bad set-delimiter tag \"<% % %>\": expected two delimiters separated by whitespace"),
        Case(source: "{{=<%%>=}}", line: 1, column: 1,
             message: "bad set-delimiter tag \"<%%>\": expected two delimiters separated by whitespace"),
        Case(source: "{{=<= =>=}}", line: 1, column: 1, message: "bad set-delimiter tag \"<= =>\": delimiters cannot contain \"=\""),
        Case(source: "\n\n   {{{name}}", line: 3, column: 4, message: "unclosed triple mustache: \"{{{\" without \"}}}\""),
        Case(source: "{{first name}}", line: 1, column: 1, message: "invalid name \"first name\": names cannot contain whitespace"),
        Case(source: "{{a..b}}", line: 1, column: 1, message: "invalid name \"a..b\": empty part in a dotted name"),
        Case(source: "{{<parent}}{{$body}}x{{/parent}}", line: 1, column: 22,
             message: "closing tag \"parent\" does not match open block \"body\" (opened at 1:12)"),
        Case(source: "{{<parent}}", line: 1, column: 1, message: "unclosed parent tag \"parent\""),
        Case(source: "é {{/x}}", line: 1, column: 3, message: "closing tag \"x\" without an open section"),
        Case(source: "<%x%>{{=<% %>=}}\n<%#a%>\n", line: 2, column: 1, message: "unclosed section \"a\""),
    ]

    @Test(arguments: cases)
    func throwsAtLoadWithLocation(_ testCase: Case) {
        let error = loadError(["Model.swift": testCase.source])
        #expect(error == MustacheError(template: "Model.swift", line: testCase.line, column: testCase.column, message: testCase.message))
    }

    @Test func syntaxErrorsThrowInSpecModeToo() {
        #expect(loadError(["t": "{{#a}}"], strict: false)?.message == "unclosed section \"a\"")
        #expect(loadError(["t": "{{#a}}"], strict: true)?.message == "unclosed section \"a\"")
    }

    @Test func descriptionIsTemplateLineColumnMessage() {
        let error = MustacheError(template: "Templates/Model.swift.mustache", line: 12, column: 5, message: "unknown name \"x\"")
        #expect(error.description == "Templates/Model.swift.mustache:12:5: unknown name \"x\"")
    }

    @Test func lineCountsLineBreaksInsideTags() {
        let error = loadError(["t": "{{!\ncomment\n}} {{/x}}"])
        #expect(error == MustacheError(template: "t", line: 3, column: 4, message: "closing tag \"x\" without an open section"))
    }
}
