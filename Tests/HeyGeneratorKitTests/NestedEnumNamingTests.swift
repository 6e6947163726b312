import Foundation
import Testing
@testable import HeyGeneratorKit

/// The enums a struct nests for its members' values are named in the naming stage: after the
/// member, or as names.toml's `[enum_names]` says, and checked against what else the struct
/// declares or uses. (`SnippetModelTests.nestedEnumsNamedAfterTheirMemberOrNamesToml` shows one renamed.)
@Suite struct NestedEnumNamingTests {
    /// A struct with two enum members, a member of a model type and a polymorphic struct.
    static let schemas = #"""
        "Box": {"type": "object", "properties": {"id": {"type": "integer"}}},
        "Note": {"type": "object", "properties": {
          "kind": {"type": "string", "enum": ["draft", "final"]},
          "state": {"type": "string", "enum": ["open", "closed"]},
          "title": {"type": "string"},
          "box": {"$ref": "#/components/schemas/Box"}}},
        "Item": {"type": "object", "required": ["kind"], "properties": {
          "kind": {"type": "string", "enum": ["note", "link"]}, "body": {"type": "string"}, "url": {"type": "string"}},
          "x-hey-polymorphic": {"discriminator": "kind", "variants": {"note": ["body"], "link": ["url"]}}}
        """#

    @Test func aTopLevelEnumRenamedInTypeNamesDeclaresItsNewName() throws {
        let spec = try SmallSpec(schemas: #""Kind": {"type": "string", "enum": ["a", "b"]}"#, names: "[type_names]\nKind = \"NoteKind\"\n")
        defer { spec.remove() }
        let file = try #require(try spec.render().files.first { $0.path == "Sources/Hey/Generated/Models/NoteKind.swift" })
        let text = String(decoding: file.contents, as: UTF8.self)
        #expect(text.contains("public enum NoteKind: OpenEnum {"), Comment(rawValue: text))
    }

    @Test func anOverrideNamingNothingIsAWarningAtItsLineAndColumn() throws {
        let spec = try SmallSpec(schemas: Self.schemas, names: """
            [enum_names]
            "Note.kind" = "NoteKind"
            "Note.title" = "Title"
              "Nobody.kind" = "Kind"
            """)
        defer { spec.remove() }
        let warnings = try spec.render().diagnostics.filter { $0.severity == .warning && $0.file.hasSuffix("names.toml") }.map(\.description)
        #expect(warnings.count == 2, Comment(rawValue: warnings.joined(separator: "\n")))
        #expect(warnings.contains { $0.hasSuffix("names.toml:3:1: warning: unknown member with an enum (Schema.wire_name) \"Note.title\" in [enum_names]: the model has none, so the key is ignored") },
                Comment(rawValue: warnings.joined(separator: "\n")))
        #expect(warnings.contains { $0.hasSuffix("names.toml:4:3: warning: unknown member with an enum (Schema.wire_name) \"Nobody.kind\" in [enum_names]: the model has none, so the key is ignored") },
                Comment(rawValue: warnings.joined(separator: "\n")))
    }

    /// An `[enum_names]` entry that gives a nested enum the name another nested type has, and
    /// the error it stops generation with.
    static let nestedCollisions: [(names: String, error: String)] = [
        ("\"Note.state\" = \"Kind\"",
         "#/components/schemas/Note: the enums of member \"kind\" and member \"state\" of Note are both Note.Kind; set one in [enum_names]"),
        ("\"Item.kind\" = \"Variant\"",
         "#/components/schemas/Item: the enums of its variants and member \"kind\" of Item are both Item.Variant; set one in [enum_names]"),
    ]

    @Test(arguments: nestedCollisions)
    func twoNestedTypesOfOneNameAreRefused(_ collision: (names: String, error: String)) throws {
        let spec = try SmallSpec(schemas: Self.schemas, names: "[enum_names]\n\(collision.names)\n")
        defer { spec.remove() }
        let message = spec.failure()
        #expect(message.contains(collision.error), Comment(rawValue: message))
    }

    @Test func aNestedEnumThatHidesATypeTheStructUsesIsRefused() throws {
        for (name, hidden) in [("Box", "a model type a member holds"), ("String", "Swift's"), ("JSONValue", "the runtime's")] {
            let spec = try SmallSpec(schemas: Self.schemas, names: "[enum_names]\n\"Note.kind\" = \"\(name)\"\n")
            defer { spec.remove() }
            let message = spec.failure()
            #expect(message.contains("#/components/schemas/Note: the enum of member \"kind\" of Note would be Note.\(name), which hides the type \(name) inside Note; set another in [enum_names]"),
                    Comment(rawValue: "\(hidden): \(message)"))
        }
    }

    /// A nested enum named after its member that Swift cannot declare there gets `Value` after
    /// it, with a warning; a names.toml name Swift cannot use stays an error.
    @Test func aNestedEnumNamedLikeAKeywordItsStructOrATypeItHidesIsRenamed() throws {
        let spec = try SmallSpec(schemas: #"""
            "Thing": {"type": "object", "properties": {"type": {"type": "string", "enum": ["a", "b"]}}},
            "Status": {"type": "object", "properties": {"status": {"type": "string", "enum": ["on", "off"]},
              "date": {"type": "string", "enum": ["today"]}}}
            """#)
        defer { spec.remove() }
        let rendering = try spec.render()
        let warnings = rendering.diagnostics.filter { $0.file.hasSuffix("openapi.json") }
        #expect(warnings.map(\.description).map { $0.replacingOccurrences(of: spec.folder.path + "/", with: "") } == [
            "spec/openapi.json#/components/schemas/Status: warning: the enum of member \"status\" of Status would be Status.Status, which is the struct's own name: "
                + "it is Status.StatusValue (set another in [enum_names])",
            "spec/openapi.json#/components/schemas/Status: warning: the enum of member \"date\" of Status would be Status.Date, which would hide the type Date inside Status: "
                + "it is Status.DateValue (set another in [enum_names])",
            "spec/openapi.json#/components/schemas/Thing: warning: the enum of member \"type\" of Thing would be Thing.Type, which is a Swift keyword: "
                + "it is Thing.TypeValue (set another in [enum_names])",
        ])
        let file = try #require(rendering.files.first { $0.path == "Sources/Hey/Generated/Models/Thing.swift" })
        #expect(String(decoding: file.contents, as: UTF8.self).contains("public enum TypeValue: OpenEnum {"))

        let renamed = try SmallSpec(schemas: #"""
            "Thing": {"type": "object", "properties": {"type": {"type": "string", "enum": ["a", "b"]}}}
            """#, names: "[enum_names]\n\"Thing.type\" = \"Protocol\"\n")
        defer { renamed.remove() }
        #expect(renamed.failure().contains("names.toml:2:16: enum name \"Protocol\" for Thing.type must be an UpperCamelCase Swift identifier and not a keyword"),
                Comment(rawValue: renamed.failure()))
    }
}
