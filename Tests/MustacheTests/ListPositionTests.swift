import Mustache
import Testing

/// `@first` and `@last`: where the innermost list section is, so templates write their own
/// separators.
@Suite struct ListPositionTests {
    let model: MustacheValue = ["statuses": [404, 409, 410], "one": [7], "none": [], "outer": [["inner": ["a", "b"]], ["inner": ["c"]]]]

    @Test func separatorsBetweenElements() throws {
        #expect(try renderCode("[{{#statuses}}{{.}}{{^@last}}, {{/@last}}{{/statuses}}]", model) == "[404, 409, 410]")
        #expect(try renderCode("[{{#one}}{{.}}{{^@last}}, {{/@last}}{{/one}}]", model) == "[7]")
        #expect(try renderCode("[{{#none}}{{.}}{{^@last}}, {{/@last}}{{/none}}]", model) == "[]")
    }

    @Test func firstElement() throws {
        #expect(try renderCode("{{#statuses}}{{#@first}}({{/@first}}{{.}} {{/statuses}}", model) == "(404 409 410 ")
        #expect(try renderCode("{{#statuses}}{{@first}},{{/statuses}}", model) == "true,false,false,")
    }

    @Test func innermostListDecides() throws {
        let template = "{{#outer}}{{#inner}}{{.}}{{^@last}}+{{/@last}}{{/inner}}{{^@last}}; {{/@last}}{{/outer}}"
        #expect(try renderCode(template, model) == "a+b; c")
    }

    @Test func outsideAListIsAnErrorWhenStrict() throws {
        let error = try strictRenderError(["t": "x\n{{#@last}}y{{/@last}}"], "t", model)
        #expect(error == MustacheError(template: "t", line: 2, column: 1,
                                       message: "unknown name \"@last\": it is only known inside a list section"))
    }

    @Test func otherAtNamesAreUnknown() throws {
        let error = try strictRenderError(["t": "{{#statuses}}{{@index}}{{/statuses}}"], "t", model)
        #expect(error?.message == "unknown name \"@index\": the names starting with @ are @first and @last")
    }
}
