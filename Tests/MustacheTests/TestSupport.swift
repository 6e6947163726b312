import Mustache

/// The error thrown while loading `templates`, or nil when they load.
func loadError(_ templates: [String: String], strict: Bool = false) -> MustacheError? {
    do {
        _ = try TemplateLibrary(templates: templates, configuration: .init(strict: strict))
        return nil
    } catch let error as MustacheError {
        return error
    } catch {
        return MustacheError(template: "?", line: 0, column: 0, message: "unexpected error \(error)")
    }
}

/// The error thrown while rendering template `name` of `templates` in strict mode, or nil.
func strictRenderError(_ templates: [String: String], _ name: String, _ context: MustacheValue) throws -> MustacheError? {
    let library = try TemplateLibrary(templates: templates, configuration: .init(escaping: .none, strict: true))
    do {
        _ = try library.render(name, context)
        return nil
    } catch let error as MustacheError {
        return error
    }
}

/// Renders `template` (with `partials`) in code-generation mode: no escaping, strict.
func renderCode(_ template: String, partials: [String: String] = [:], _ context: MustacheValue) throws -> String {
    var templates = partials
    templates["main"] = template
    let library = try TemplateLibrary(templates: templates, configuration: .init(escaping: .none, strict: true))
    return try library.render("main", context)
}
