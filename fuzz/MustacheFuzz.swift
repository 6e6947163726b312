import Mustache

/// A context with a bit of everything a template can walk: strings, numbers, lists, nesting.
private let context: MustacheValue = [
    "name": "Ada", "empty": "", "count": 3, "yes": true, "no": false,
    "list": ["a", "b", ["c": "d"]], "nested": ["inner": ["value": "x"], "list": [1, 2]],
]

/// libFuzzer entry: any bytes as a template (and as a partial it can include) are parsed, then
/// rendered in both escaping modes, strict and lenient. Each step must answer or throw a
/// `MustacheError`, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for configuration in [TemplateLibrary.Configuration(escaping: .html, strict: false),
                          TemplateLibrary.Configuration(escaping: .none, strict: true)] {
        do {
            let library = try TemplateLibrary(templates: ["main": text, "partial": text], configuration: configuration)
            _ = try? library.render("main", context)
        } catch {
            precondition(error is MustacheError, "an error that is not a MustacheError: \(error)")
        }
    }
    return 0
}
