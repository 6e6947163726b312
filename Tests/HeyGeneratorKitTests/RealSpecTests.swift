import Foundation
import Testing
@testable import HeyGeneratorKit

/// The real spec through the whole pipeline: the names the SDK's users rely on.
@Suite struct RealSpecTests {
    static let rendered: Result<Rendering, any Error> = Result {
        try Generator.render(TestPaths.realOptions(output: URL(fileURLWithPath: "/nonexistent")))
    }

    func model() throws -> APIModel { try Self.rendered.get().model }

    @Test func everyServiceTheSeedNames() throws {
        let accessors = try model().services.map(\.accessorName)
        #expect(accessors == [
            "attachments", "boxes", "bulkReplies", "calendarEvents", "calendarPeriods", "calendarTodos", "calendars",
            "clearances", "clips", "collections", "contacts", "designations", "entries", "extenzions", "folders", "habits",
            "identity", "journal", "messages", "oauth", "postings", "publications", "search", "snippets", "stickies",
            "timeTracks", "topics", "workflows",
        ])
        let types = try model().services.map(\.typeName)
        #expect(types.contains("TimeTracksService"))
        #expect(types.contains("OAuthService"))
    }

    @Test func everyOperationIsAMethod() throws {
        let model = try model()
        #expect(model.operations.count == 139)
        #expect(Set(model.operations.map(\.operationId)).count == 139)
        #expect(model.operations.allSatisfy { !$0.methodName.isEmpty })
    }

    func signature(_ operationId: String) throws -> String {
        let model = try model()
        let operation = try #require(model.operations.first { $0.operationId == operationId })
        let service = try #require(model.services.first { $0.key == operation.serviceKey })
        var labels = (operation.pathParameters + operation.requiredQuery).map(\.swiftName)
        if operation.body != nil { labels.append("body") }
        if operation.optionsTypeName != nil { labels.append("options") }
        return "\(service.accessorName).\(operation.methodName)(\(labels.map { "\($0):" }.joined()))"
    }

    @Test func theSeedsExamples() throws {
        #expect(try signature("ListBoxes") == "boxes.list()")
        #expect(try signature("GetImbox") == "boxes.getImbox(options:)")
        #expect(try signature("GetBox") == "boxes.get(boxId:options:)")
        #expect(try signature("GetBoxPostingChanges") == "postings.getBoxChanges(boxId:since:options:)")
        #expect(try signature("GetContact") == "contacts.get(contactId:options:)")
        #expect(try signature("MarkPostingsSeen") == "postings.markSeen(body:)")
        #expect(try signature("CreateToken") == "oauth.createToken(body:)")
        #expect(try signature("RevokeToken") == "oauth.revokeToken(body:)")
        #expect(try signature("GetOngoingTimeTrack") == "timeTracks.getOngoing()")
        #expect(try signature("NewEntryReply") == "entries.newReply(entryId:)")
    }

    @Test func renamedTypesShadowNothing() throws {
        let names = try model().types.map(\.swiftName)
        #expect(names.contains("HeyCalendar"))
        #expect(names.contains("HeyCollection"))
        #expect(!names.contains("Calendar"))
        #expect(!names.contains("Collection"))
    }

    @Test func renderingIsDeterministic() throws {
        let first = try Self.rendered.get().files
        let second = try Generator.render(TestPaths.realOptions(output: URL(fileURLWithPath: "/nonexistent"))).files
        #expect(first == second)
        #expect(first.allSatisfy { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            return text.hasSuffix("\n") && !text.contains("\r") && !text.contains(" \n")
        })
    }

    @Test func everyGeneratedFileNamesItsSource() throws {
        for file in try Self.rendered.get().files where file.path.hasSuffix(".swift") {
            let text = String(decoding: file.contents, as: UTF8.self)
            let header = text.split(separator: "\n").prefix(2).joined(separator: "\n")
            #expect(header.contains("Do not edit"), Comment(rawValue: file.path))
        }
    }

    @Test func sensitiveStringsAndPolymorphism() throws {
        let files = try Self.rendered.get().files
        func text(_ path: String) throws -> String {
            String(decoding: try #require(files.first { $0.path == path }).contents, as: UTF8.self)
        }
        let contact = try text("Sources/Hey/Generated/Models/Contact.swift")
        #expect(contact.contains("public var emailAddress: SensitiveString?"))
        let token = try text("Sources/Hey/Generated/Models/OAuthToken.swift")
        #expect(token.contains("public var accessToken: SensitiveString"))
        let recording = try text("Sources/Hey/Generated/Models/Recording.swift")
        #expect(recording.contains("private var _parent: Indirect<Recording>?"))
        #expect(recording.contains("case \"Calendar::Todo\", \"CalendarTodo\": self = .calendarTodo"))
        #expect(recording.contains("public var variant: Variant { Variant(rawValue: type) }"))
    }
}
