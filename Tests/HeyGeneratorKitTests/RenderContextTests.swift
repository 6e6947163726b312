import Foundation
import Mustache
import Testing
@testable import HeyGeneratorKit

/// The typed render contexts: one alone (facts in, keys out), and every template's context
/// against the names its template reads. A name a template reads that its context lacks is
/// already an error in strict rendering; these catch the other direction, a key nobody reads.
@Suite struct RenderContextTests {
    @Test func aRouteContextSpellsItsFactsAsTheTemplateReadsThem() {
        var model = RouteModel.sentOnce
        model[BehaviorFlags.pagination] = PaginationModel(style: .link, totalCountHeader: "X-Total", pageParameter: nil)
        model[BehaviorFlags.emptyOn] = [204, 404]
        model[BehaviorFlags.redirects] = .refuse
        model[BehaviorFlags.auth] = .none
        let facts = RouteFacts(path: "/boxes/{id}", answersHTML: false, appendsJSONExtension: true, retryPolicyNames: [:])
        let behavior = TableContext.behavior(model, facts, requestEncoding: ".raw(contentType: \"image/png\")")
        let route = RoutesContext.Route(
            name: "import", accessor: "boxes", methodName: "list", operationId: "Box\"List", method: "GET", methodCase: "get",
            path: "/boxes/{id}", resource: "boxes", service: "Boxes", resourceType: "box",
            params: [RoutesContext.Param(name: "id", role: "recording", kind: "int64")], html: false,
            behavior: behavior.arguments, settings: behavior.settings)
        let context = RoutesContext(source: "here", retryPolicies: [], routes: [route]).mustache
        guard case .object(let object) = context, case .list(let routes) = object["routes"], case .object(let keys)? = routes.first else {
            Issue.record("not an object with routes: \(context)")
            return
        }
        #expect(keys["name"] == "`import`")
        #expect(keys["operationId"] == "Box\\\"List")
        #expect(keys["methodCase"] == "get")
        #expect(keys["pagination"] == "link")
        #expect(keys["pageParameter"] == "nil")
        #expect(keys["retryPolicy"] == .null)
        #expect(keys["pattern"] == "/boxes/{id}.json")
        #expect(keys["params"] == [["name": "id", "role": "recording", "kind": "int64"]])
        #expect(keys["html"] == "false")
        #expect(keys["idempotent"] == "false")
        #expect(keys["emptyOn"] == [204, 404])
        #expect(keys["hasSettings"] == true)
        // In the order Route declares them: the total's header and the credentials before the
        // request encoding, redirects after it.
        #expect(keys["settings"] == [["property": "totalCountHeader", "value": "\"X-Total\""], ["property": "auth", "value": ".none"],
                                     ["property": "requestEncoding", "value": ".raw(contentType: \"image/png\")"],
                                     ["property": "redirects", "value": ".refuse"]])
        #expect(object["allLines"] == [["names": ["`import`"]]])
    }

    @Test func aModelContextSpellsMembersAndGroupsInitializerParameters() {
        let member = { (name: String, required: Bool) in
            ModelFileContext.Member(name: name, wireName: name, type: "String", required: required, isOptional: !required, boxed: false, doc: [nil])
        }
        let context = ModelFileContext(source: "s", name: "Note", doc: "A note.", members: [member("default", true), member("title", false)],
                                       enums: [], polymorphism: nil, importsFoundation: false).mustache
        guard case .object(let object) = context, case .list(let members) = object["members"], case .object(let first)? = members.first else {
            Issue.record("not an object with members: \(context)")
            return
        }
        #expect(first["name"] == "`default`")
        #expect(first["codingTarget"] == "`default`")
        #expect(first["codingRule"] == "required")
        #expect(object["initParameters"] == [["target": "default", "value": "`default`", "boxed": false, "optional": false],
                                             ["target": "title", "value": "title", "boxed": false, "optional": true]])
        #expect(object["initLines"] == [["parameters": [
            ["name": "`default`", "type": "String", "optional": false, "defaultsToNil": false],
            ["name": "title", "type": "String", "optional": true, "defaultsToNil": true],
        ]]])
    }

    @Test(arguments: [(false, false, "Variant(rawValue: kind)"), (false, true, "Variant(rawValue: kind.rawValue)"),
                      (true, false, "kind.map(Variant.init(rawValue:)) ?? .unknown(\"\")"),
                      (true, true, "kind?.rawValue.map(Variant.init(rawValue:)) ?? .unknown(\"\")")])
    func aVariantIsReadFromItsDiscriminatorMember(optional: Bool, isEnum: Bool, expression: String) throws {
        let variants = EnumContext(EnumModel(name: "Variant", cases: []), serviceName: "HEY")
        let kind = ModelFileContext.Member(name: "kind", wireName: "kind", type: isEnum ? "Kind" : "String", required: !optional,
                                           isOptional: optional, boxed: false, doc: [nil])
        let polymorphism = ModelFileContext.Polymorphism(discriminator: "kind", member: "kind", memberIsEnum: isEnum, memberIsOptional: optional, variants: variants,
                                                         predicates: [])
        let context = ModelFileContext(source: "s", name: "Item", doc: "An item.", members: [kind], enums: [], polymorphism: polymorphism, importsFoundation: false)
        let text = try TemplateSet(directory: TestPaths.templates).render("Model.swift", context.mustache)
        #expect(text.contains("    public var variant: Variant { \(expression) }\n"), "\(text)")
    }

    /// The real model and each golden spec (which hold the constructs the real one lacks).
    @Test(arguments: ["real"] + GoldenTests.cases)
    func everyKeyAContextProvidesIsReadByItsTemplate(_ spec: String) throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = TestPaths.golden.appendingPathComponent(spec)
        let options = spec == "real" ? TestPaths.realOptions(output: folder) : GeneratorOptions(
            spec: golden.appendingPathComponent("spec"), names: golden.appendingPathComponent("names.toml"),
            templates: TestPaths.templates, output: folder, libraryVersion: "1.2.3")
        let model = try Generator.render(options).model
        var namesRead: [String: Set<String>] = [:]
        for (path, template, context) in Renderer(templates: try TemplateSet(directory: TestPaths.templates)).contexts(model) {
            let read = try namesRead[template] ?? Self.namesRead(by: template)
            namesRead[template] = read
            let unread = Self.keys(of: context).subtracting(read)
            #expect(unread.isEmpty, "\(template).mustache never reads \(unread.sorted()) (\(path))")
        }
    }

    /// Every key of every object in `value`, at any depth.
    static func keys(of value: MustacheValue) -> Set<String> {
        switch value {
        case .object(let object): object.reduce(into: Set(object.keys)) { $0.formUnion(keys(of: $1.value)) }
        case .list(let items): items.reduce(into: []) { $0.formUnion(keys(of: $1)) }
        default: []
        }
    }

    /// The names `template` and the partials it includes read, each part of a dotted name alone.
    static func namesRead(by template: String, seen: Set<String> = []) throws -> Set<String> {
        let text = try String(contentsOf: TestPaths.templates.appendingPathComponent("\(template).mustache"), encoding: .utf8)
        var names: Set<String> = []
        for match in text.matches(of: /\{\{\s*[#^\/]?\s*([A-Za-z_@][A-Za-z0-9_.@]*)\s*\}\}/) {
            names.formUnion(match.1.split(separator: ".").map(String.init))
        }
        for match in text.matches(of: /\{\{>\s*([A-Za-z0-9_.+]+)\s*\}\}/) where !seen.contains(String(match.1)) {
            names.formUnion(try namesRead(by: String(match.1), seen: seen.union([template])))
        }
        return names
    }
}
