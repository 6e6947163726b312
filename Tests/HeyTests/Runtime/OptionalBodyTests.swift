import Foundation
import HeyTestSupport
import Testing
@testable import Hey

// A hand-written stand-in for the methods the generator renders for a body the spec does not
// require (`OptionalBodyTests` of HeyGeneratorKitTests shows the same signatures and calls).

private struct NoteDraft: Codable, Sendable {
    let title: String
}

private enum NoteRoutes {
    static let create = testRoute("CreateNote", .post, "/notes", encoding: .json)
    static let update = testRoute("UpdateNote", .patch, "/notes/{noteId}", encoding: .form)
    static let appendText = testRoute("AppendNoteText", .post, "/notes/{noteId}/text", encoding: .raw(contentType: "text/plain"))
    static let upload = testRoute("UploadNoteFile", .put, "/notes/{noteId}/file", encoding: .raw(contentType: "application/octet-stream"))
}

private final class NotesService: BaseService, @unchecked Sendable {
    func create(body: NoteDraft? = nil) async throws {
        try await self.context.send(NoteRoutes.create, body: body)
    }

    func update(noteId: Int, body: NoteDraft? = nil) async throws {
        try await self.context.send(NoteRoutes.update, path: ["noteId": noteId.parameterValue], body: body)
    }

    func appendText(noteId: Int, body: String? = nil) async throws {
        try await self.context.send(NoteRoutes.appendText, path: ["noteId": noteId.parameterValue], body: body)
    }

    func uploadFile(noteId: Int, body: Data? = nil) async throws {
        try await self.context.send(NoteRoutes.upload, path: ["noteId": noteId.parameterValue], body: body)
    }
}

/// An optional request body over loopback: nil sends no body bytes and no Content-Type; a value
/// is sent as its route encodes it, for JSON, form and raw bodies.
@Suite struct OptionalBodyTests {
    @Test func aNilBodySendsNoBodyAndNoContentType() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(204)
        let notes = NotesService(client: try makeClient(server))
        try await notes.create()
        try await notes.update(noteId: 1)
        try await notes.appendText(noteId: 1, body: nil)
        try await notes.uploadFile(noteId: 1)
        #expect(server.requests.map { "\($0.method) \($0.target)" } == [
            "POST /notes.json", "PATCH /notes/1.json", "POST /notes/1/text.json", "PUT /notes/1/file.json",
        ])
        for request in server.requests {
            #expect(request.body.isEmpty, "\(request.method) \(request.target)")
            #expect(request.header("Content-Type") == nil, "\(request.method) \(request.target)")
        }
    }

    @Test func aBodyIsSentAsItsRouteEncodesIt() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(204)
        let notes = NotesService(client: try makeClient(server))
        try await notes.create(body: NoteDraft(title: "Plans"))
        try await notes.update(noteId: 1, body: NoteDraft(title: "Plans & more"))
        try await notes.appendText(noteId: 1, body: "héllo")
        try await notes.uploadFile(noteId: 1, body: Data([0, 1, 255]))
        #expect(server.requests.map(\.body) == [
            Data(#"{"title":"Plans"}"#.utf8), Data("title=Plans+%26+more".utf8), Data("héllo".utf8), Data([0, 1, 255]),
        ])
        #expect(server.requests.map { $0.header("Content-Type") } == [
            "application/json", "application/x-www-form-urlencoded", "text/plain", "application/octet-stream",
        ])
    }
}
