import Foundation
import Testing
@testable import HeyGeneratorKit

/// What a `// needs` line says a convenience relies on about a member (its type) and an enum (the
/// values it names), and what the gate does when a model version differs.
@Suite struct NeedsTypeTests {
    static let file = """
        // needs members: Identity.all_users: [User]?, User.id: integer, User.email: sensitive string?
        public func users() {}

        // needs builds: Note(body: string, due: string(date-time)?)
        public func note() {}

        // needs cases: Posting.kind(topic, bundle)
        public func topics() {}

        """

    static func member(_ name: String, _ type: SwiftType, required: Bool = true, nullable: Bool = false) -> MemberModel<Built> {
        MemberModel(wireName: name, swiftName: (), type: type, required: required, nullable: nullable)
    }

    static func model(users: SwiftType = .array(.model("User")), idType: SwiftType = .int, noteRequired: Bool = false,
                      kinds: [String] = ["topic", "bundle", "entry"], names: NamesFile = NamesFile()) -> APIModel {
        let variants = EnumModel<Built>(name: (), cases: kinds.map { EnumCaseModel(swiftName: (), wireValues: [$0]) })
        return ConvenienceGateTests.model(operations: [], names: names, schemas: [
            TypeModel(schemaName: "Identity", swiftName: (), pointer: "#", kind: .structure(members: [member("all_users", users, required: false)],
                                                                             enums: [], polymorphism: nil)),
            TypeModel(schemaName: "User", swiftName: (), pointer: "#", kind: .structure(
                members: [member("id", idType), member("email", .sensitiveString, required: false)], enums: [], polymorphism: nil)),
            TypeModel(schemaName: "Note", swiftName: (), pointer: "#", kind: .structure(
                members: [member("body", .string), member("due", .date, required: noteRequired)], enums: [], polymorphism: nil)),
            TypeModel(schemaName: "Posting", swiftName: (), pointer: "#", kind: .structure(
                members: [member("kind", .string)], enums: [], polymorphism: PolymorphismModel(discriminator: "kind", variants: variants))),
        ])
    }

    static func leftOut(_ model: APIModel) throws -> [String] {
        let file = try ConvenienceFile(source: "Extensions/Typed.swift", text: Self.file)
        return ConvenienceGate(model: model).apply(to: file).leftOut.map(\.message)
    }

    @Test func typesAndCasesAreReadAsWritten() throws {
        let file = try ConvenienceFile(source: "Extensions/Typed.swift", text: Self.file)
        #expect(file.regions[0].needs.members.map(\.description) == ["Identity.all_users: [User]?", "User.id: integer",
                                                                     "User.email: sensitive string?"])
        #expect(file.regions[1].needs.builds.map(\.description) == ["Note(body: string, due: string(date-time)?)"])
        #expect(file.regions[2].needs.cases.map(\.description) == ["Posting.kind(topic, bundle)"])
        #expect(NeedsType(parsing: "{[integer(int32)]}?")?.description == "{[integer(int32)]}?")
        #expect(NeedsType(parsing: "strings") == nil)
    }

    @Test func aModelAsDeclaredKeepsEverything() throws {
        #expect(try Self.leftOut(Self.model()) == [])
    }

    @Test func aMemberOfAnotherTypeLeavesItsConvenienceOutSayingWhat() throws {
        #expect(try Self.leftOut(Self.model(users: .model("User"))) == [
            "left out public func users() {}: Identity.all_users is User? here, where the convenience relies on [User]?",
        ])
        #expect(try Self.leftOut(Self.model(idType: .string)) == [
            "left out public func users() {}: User.id is string here, where the convenience relies on integer",
        ])
        #expect(try Self.leftOut(Self.model(users: .array(.model("Contact")))).first?.hasSuffix("Identity.all_users is [Contact]? here, where the convenience relies on [User]?") == true)
    }

    @Test func optionalityIsPartOfTheType() throws {
        #expect(try Self.leftOut(Self.model(noteRequired: true)) == [
            "left out public func note() {}: Note.due is string(date-time) here, where the convenience relies on string(date-time)?",
        ])
    }

    @Test func aNamedEnumValueTheModelLacksLeavesItsConvenienceOut() throws {
        #expect(try Self.leftOut(Self.model(kinds: ["topic", "entry"])) == [
            "left out public func topics() {}: Posting.kind has no value bundle here",
        ])
    }

    @Test func declaredFormatsAreSpelledAsTheModelSpellsThem() throws {
        // names.toml spells date-time as text: the model's member is then a String, and a
        // declared `string(date-time)` is spelled the same way before comparing.
        var names = NamesFile()
        names.formatTypes["date-time"] = NameOverride(value: "String", line: 1, column: 1)
        let model = Self.model(names: names)
        #expect(try Self.leftOut(model) == [])
    }

    @Test(arguments: [
        ("// needs members: User.id: strings", "is not a type"),
        ("// needs cases: Posting.kind", "is not Schema.wire_name(value, …)"),
        ("// needs cases: Posting.kind()", "is not Schema.wire_name(value, …)"),
        ("// needs builds: Note(body: [string)", "is not a type"),
        ("// needs members: User.id", "User.id needs the type the convenience relies on"),
        ("// needs builds: Note(body: string, due)", "Note.due needs the type the convenience relies on"),
    ])
    func malformedTypesAndCasesAreRefusedWhereTheyAre(line: String, message: String) {
        #expect {
            try ConvenienceFile(source: "Extensions/Bad.swift", text: line + "\npublic func f() {}\n")
        } throws: { error in
            "\(error)".contains("Templates/Extensions/Bad.swift:1:") && "\(error)".contains(message)
        }
    }

    @Test func everyDeclaredTypeAndCaseHasItsMutations() throws {
        let file = try ConvenienceFile(source: "Extensions/Typed.swift", text: Self.file)
        let needs = file.regions.map(\.needs).reduce(ConvenienceNeeds()) { $0.union($1) }
        #expect(NeedsMutation.all(needs).map(\.description) == [
            "Identity.all_users: [User]? becomes an integer", "Identity.all_users: [User]? becomes required",
            "User.id: integer becomes a string", "User.id: integer becomes optional",
            "User.email: sensitive string? becomes an integer", "User.email: sensitive string? becomes required",
            "Note.body: string becomes an integer", "Note.body: string becomes optional",
            "Note.due: string(date-time)? becomes an integer", "Note.due: string(date-time)? becomes required",
            "Posting.kind loses the value topic", "Posting.kind loses the value bundle",
        ])
    }

    @Test func fillingTypesWritesTheModelsAndLeavesTypedAndUnknownItemsAsTheyAre() {
        let untyped = """
                // needs members: Identity.all_users, User.id: string, Missing.thing
                // needs builds: Note(body, due), Note()
                // needs cases: Posting.kind(topic)
            """
        #expect(NeedsTypeFiller.fill(untyped, model: Self.model()) == """
                // needs members: Identity.all_users: [User]?, User.id: string, Missing.thing
                // needs builds: Note(body: string, due: string(date-time)?), Note()
                // needs cases: Posting.kind(topic)
            """)
    }
}
