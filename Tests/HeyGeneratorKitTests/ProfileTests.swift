import Foundation
import Testing
@testable import HeyGeneratorKit

/// The generic profile: another service's document renders as its own SDK — module and types
/// named after its title or a config file, its first server as the default base URL, paths as
/// written, none of HEY's conveniences — while a HEY model keeps HEY's profile.
@Suite struct ProfileTests {
    /// A spec folder in a temporary directory, rendered with the generic profile unless it says
    /// otherwise.
    private struct Folder {
        let root: URL
        var spec: URL { root.appendingPathComponent("spec") }

        init(title: String, servers: String = "", files: [String: String] = [:]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("spec"), withIntermediateDirectories: true)
            let document = """
                {"openapi": "3.0.3", "info": {"title": "\(title)", "version": "4.5.6"}\(servers.isEmpty ? "" : ", \"servers\": \(servers)"),
                 "paths": {"/pets/{petId}": {"get": {"operationId": "getPet", "tags": ["pets"],
                   "parameters": [{"name": "petId", "in": "path", "required": true, "schema": {"type": "integer"}}],
                   "responses": {"200": {"description": "A pet.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}}}},
                 "components": {"schemas": {"Pet": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}}}}}
                """
            try Data(document.utf8).write(to: spec.appendingPathComponent("openapi.json"))
            for (name, text) in files { try Data(text.utf8).write(to: spec.appendingPathComponent(name)) }
        }

        func render(profile: ProfileSelection = .automatic, config: URL? = nil) throws -> Rendering {
            try Generator.render(GeneratorOptions(spec: spec, names: nil, templates: TestPaths.templates,
                                                  output: root.appendingPathComponent("out"), libraryVersion: "9.9.9",
                                                  profile: profile, config: config))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    private static func text(_ rendering: Rendering, _ path: String) -> String? {
        rendering.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    @Test func moduleNamesComeFromTheTitle() {
        #expect(SDKProfile.moduleName(fromTitle: "Text Generation Inference") == "TextGenerationInference")
        #expect(SDKProfile.moduleName(fromTitle: "OpenAI API") == "OpenAI")
        #expect(SDKProfile.moduleName(fromTitle: "Twilio - Api") == "Twilio")
        #expect(SDKProfile.moduleName(fromTitle: "API") == "API")
        #expect(SDKProfile.moduleName(fromTitle: "3D printing") == "API3DPrinting")
        #expect(SDKProfile.moduleName(fromTitle: "") == "API")
    }

    @Test func serverVariablesTakeTheirDefaults() {
        let server = SpecServer(url: "{scheme}://{host}/v1", defaults: ["scheme": "https", "host": "pets.example"], pointer: "#/servers/0")
        #expect(server.resolvedURL == "https://pets.example/v1")
        #expect(SpecServer(url: "https://{region}.example", defaults: [:], pointer: "#/servers/0").resolvedURL == nil)
        let relative = SpecServer(url: "/v1", defaults: [:], pointer: "#/servers/0")
        #expect(SDKProfile.defaultBaseURL([relative, server]) == "https://pets.example/v1")
        #expect(SDKProfile.defaultBaseURL([relative]).isEmpty)
    }

    @Test func anotherDocumentRendersAsItsOwnSDK() throws {
        let folder = try Folder(title: "Pet Store API", servers: #"[{"url": "{scheme}://pets.example/v2", "variables": {"scheme": {"default": "https"}}}]"#)
        defer { folder.remove() }
        let rendering = try folder.render()
        #expect(rendering.profile.moduleName == "PetStore")
        let paths = rendering.files.map(\.path)
        #expect(paths.contains("Package.swift"))
        #expect(paths.contains("Sources/PetStore/Generated/PetStoreClient+Services.swift"))
        #expect(paths.contains("Sources/PetStoreDispatch/OperationTable.swift"))
        #expect(!paths.contains { $0.contains("/Hey") || $0.contains("Extensions/") || $0.contains(".docc") })
        for file in rendering.files where file.path.hasSuffix(".swift") {
            let text = String(decoding: file.contents, as: UTF8.self)
            for name in ["HeyClient", "HeyError", "HeyConfig", "HeyHooks", "HeyOperation", "HeyDispatch"] {
                #expect(!text.contains(name), "\(file.path) still names \(name)")
            }
        }
        let package = try #require(Self.text(rendering, "Package.swift"))
        #expect(package.contains(#".library(name: "PetStore", targets: ["PetStore"])"#))
        let facts = try #require(Self.text(rendering, "Sources/PetStore/Generated/SDKVersion.swift"))
        #expect(facts.contains(#"static let defaultBaseURL = "https://pets.example/v2""#))
        #expect(facts.contains(#"static let userAgentProduct = "petstore-sdk-swift""#))
        #expect(facts.contains(#"static let libraryVersion = "4.5.6""#))
        let routes = try #require(Self.text(rendering, "Sources/PetStore/Generated/Routes.swift"))
        #expect(routes.contains(#""/pets/{petId}""#), "paths go out as written, without HEY's .json")
        #expect(!rendering.diagnostics.contains { $0.message.contains("behavior-model.json") })
    }

    @Test func aConfigFileNamesTheSDK() throws {
        let config = """
            module = "Pets"
            client_type = "PetsAPI"
            error_type = "PetsFailure"
            base_url = "https://staging.pets.example"
            user_agent = "pets-ios"
            version = "2.0.0"
            """
        let folder = try Folder(title: "Pet Store", files: ["sdk.toml": config])
        defer { folder.remove() }
        let rendering = try folder.render()
        let client = try #require(Self.text(rendering, "Sources/Pets/Generated/PetsAPI+Services.swift"))
        #expect(client.contains("extension PetsAPI {"))
        #expect(rendering.files.contains { $0.path == "Sources/Pets/Runtime/PetsConfig.swift" }, "a file is named like its type")
        let error = try #require(Self.text(rendering, "Sources/Pets/Runtime/PetsFailure.swift"))
        #expect(error.contains("public enum PetsFailure"))
        let facts = try #require(Self.text(rendering, "Sources/Pets/Generated/SDKVersion.swift"))
        #expect(facts.contains(#""https://staging.pets.example""#) && facts.contains(#""pets-ios""#) && facts.contains(#""2.0.0""#))
    }

    @Test func aDocumentWithoutServersWarnsThatClientsNeedABaseURL() throws {
        let folder = try Folder(title: "Pet Store")
        defer { folder.remove() }
        let rendering = try folder.render()
        #expect(rendering.diagnostics.contains { $0.location == "#/servers" && $0.message.contains("must be given a baseURL") })
        #expect(rendering.profile.defaultBaseURL.isEmpty)
    }

    @Test func aSchemaNamedLikeTheModuleIsRenamed() throws {
        let folder = try Folder(title: "Pet")
        defer { folder.remove() }
        let rendering = try folder.render()
        #expect(rendering.profile.moduleName == "Pet")
        #expect(rendering.files.contains { $0.path == "Sources/Pet/Generated/Models/PetModel.swift" })
        #expect(rendering.diagnostics.contains { $0.location == "#/components/schemas/Pet" && $0.message.contains("PetModel") })
    }

    @Test func schemasNamedLikeWhatTheTemplatesDeclareAreRenamed() throws {
        let spec = try SmallSpec(schemas: #""Routes": {"type": "object", "properties": {"a": {"type": "string"}}}, "SecuritySchemes": {"type": "object", "properties": {"b": {"type": "string"}}}"#,
                                 paths: ##""/routes": {"get": {"operationId": "ListRoutes", "tags": ["Routes"], "responses": {"200": {"description": "Routes.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Routes"}}}}}}}}"##)
        defer { spec.remove() }
        let names = Set(try spec.render().model.types.map(\.swiftName))
        #expect(names.isSuperset(of: ["RoutesModel", "SecuritySchemesModel"]) && names.isDisjoint(with: ["Routes", "SecuritySchemes"]))
    }

    @Test func aHeyModelKeepsHeysProfile() throws {
        let byTitle = try Folder(title: "HEY")
        defer { byTitle.remove() }
        #expect(try byTitle.render().profile == .hey)
        let byBehavior = try Folder(title: "Mail", files: ["behavior-model.json": #"{"version": 1, "operations": {}}"#])
        defer { byBehavior.remove() }
        #expect(try byBehavior.render(profile: .automatic).profile == .hey)
        let forced = try Folder(title: "Pet Store")
        defer { forced.remove() }
        let rendering = try forced.render(profile: .hey)
        #expect(rendering.files.contains { $0.path == "Sources/Hey/Generated/HeyClient+Services.swift" })
        let routes = try #require(Self.text(rendering, "Sources/Hey/Generated/Routes.swift"))
        #expect(routes.contains(#""/pets/{petId}.json""#))
    }

    @Test func heysProfileTakesNoConfigFile() throws {
        let folder = try Folder(title: "HEY", files: ["other.toml": #"module = "Mail""#])
        defer { folder.remove() }
        #expect(throws: GeneratorError.self) { try folder.render(config: folder.spec.appendingPathComponent("other.toml")) }
    }

    @Test(arguments: [
        ("modul = \"X\"", "config.toml:1:1: unknown key \"modul\""),
        ("module = 3", "config.toml:1:10: \"module\" must be a string, found integer"),
        ("module = \"pet store\"", "config.toml:1:10: \"module\" must be a Swift type name"),
        ("client_type = \"class\"", "config.toml:1:15: \"client_type\" must be a Swift type name"),
        ("module = ", "config.toml:1:"),
    ])
    func badConfigFilesAreErrorsAtTheirPlace(text: String, expected: String) {
        #expect(throws: NamesErrors.self) { try SDKConfig.parse(Array(text.utf8), file: "config.toml") }
        do {
            _ = try SDKConfig.parse(Array(text.utf8), file: "config.toml")
        } catch {
            #expect(String(describing: error).hasPrefix(expected), "\(error)")
        }
    }

    @Test func renamingTouchesWholeIdentifiersOnly() {
        let profile = SDKProfile.generic(document: SpecDocument(openAPIVersion: "3.0.0", info: SpecInfo(title: "Pets", version: "1"),
                                                                 tagDescriptions: [:], operations: [], schemas: [], root: .null))
        let text = #"import Hey; let c: HeyClient = x; HeyClientTests; "Hey"; MyHeyError; HeyError.usage // HEY"#
        #expect(profile.respelled(text) == #"import Pets; let c: PetsClient = x; HeyClientTests; "Pets"; MyHeyError; PetsError.usage // HEY"#)
        #expect(SDKProfile.hey.respelled(text) == text)
        #expect(profile.respelled("Sources/HeyDispatch/Support/X.swift") == "Sources/PetsDispatch/Support/X.swift")
    }
}
