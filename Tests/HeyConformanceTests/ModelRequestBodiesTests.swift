import Foundation
import Hey
import HeyDispatch
import Testing
@testable import HeyConformance

@Suite("Request bodies read as the model's request types hold them")
struct ModelRequestBodiesTests {
    static func json(_ text: String) throws -> ExactJSON {
        try JSONDecoder().decode(ExactJSON.self, from: Data(text.utf8))
    }

    /// The repository's model, turning `arguments` into CreateMessage's (or `operation`'s) wire body.
    static func wire(_ arguments: String?, for operation: String = "CreateMessage") throws -> ExactJSON? {
        try Fixtures.bodies().wireBody(for: operation, arguments: try arguments.map(json))
    }

    /// Why `arguments` cannot be read for `operation`.
    static func refusal(_ arguments: String, for operation: String = "CreateMessage") throws -> String {
        do {
            let body = try wire(arguments, for: operation)
            return "accepted as \(JSONText.render(body))"
        } catch let error as RequestBodyError {
            return error.description
        }
    }

    /// A small model with one operation whose request body is `schema`, and `components`.
    static func model(_ schema: String, components: String = "{}") throws -> ModelRequestBodies {
        try ModelRequestBodies(openAPI: json("""
        {"paths": {"/things": {"post": {"operationId": "Make", "requestBody": {"content": {"application/json": {"schema": \(schema)}}}}}},
         "components": {"schemas": \(components)}}
        """))
    }

    @Test("The payload's members given directly go into the payload; required members left out are zero")
    func flatPayload() throws {
        #expect(try Self.wire(#"{"subject": "Test", "content": "Hello"}"#)
            == Self.json(#"{"acting_sender_id": 0, "message": {"subject": "Test", "content": "Hello"}}"#))
        #expect(try Self.wire(#"{"name": "Ada"}"#, for: "CreateContact") == Self.json(#"{"contact": {"name": "Ada"}}"#))
        #expect(try Self.wire(#"{"name": "Inbox zero"}"#, for: "CreateFolderForPostings")
            == Self.json(#"{"folder": {"name": "Inbox zero"}, "posting_ids": []}"#))
    }

    @Test("A wire body stays as it is, with its required members filled in at every depth")
    func wireBody() throws {
        let body = #"{"acting_sender_id": 7, "message": {"subject": "Hi", "content": "x"}, "entry": {"status": "drafted"}}"#
        #expect(try Self.wire(body) == Self.json(body))
        #expect(try Self.wire(#"{"message": {"subject": "Hi"}}"#) == Self.json(#"{"acting_sender_id": 0, "message": {"subject": "Hi", "content": ""}}"#))
        #expect(try Self.wire(#"{"posting_ids": [1, 2]}"#, for: "MovePostings") == Self.json(#"{"posting_ids": [1, 2], "box_id": 0}"#))
    }

    @Test("Members of the request type and of its payload may be mixed")
    func mixed() throws {
        #expect(try Self.wire(#"{"acting_sender_id": 7, "subject": "Hi"}"#)
            == Self.json(#"{"acting_sender_id": 7, "message": {"subject": "Hi", "content": ""}}"#))
    }

    @Test("An absent body is every required member's zero value")
    func absentBody() throws {
        #expect(try Self.wire(nil) == Self.json(#"{"acting_sender_id": 0, "message": {"subject": "", "content": ""}}"#))
        #expect(try Self.wire(nil, for: "MarkPostingsSeen") == Self.json(#"{"posting_ids": []}"#))
    }

    @Test("An operation the model gives no request body keeps what the case gave")
    func noBodyInTheModel() throws {
        #expect(try Self.wire(#"{"anything": 1}"#, for: "GetBox") == Self.json(#"{"anything": 1}"#))
        #expect(try Self.wire(nil, for: "GetBox") == nil)
    }

    @Test("A member neither the request type nor its payload declares is refused, naming both",
          arguments: [
            (#"{"subjekt": "Test"}"#, "CreateMessage: the request body has no member subjekt (its members: acting_sender_id, entry, message; its payload message's: content, subject)"),
            (#"{"message": {"subjekt": "Test"}}"#, "CreateMessage: message.subjekt is not a member of the request body (message's members: content, subject)"),
            (#"{"message": {"subject": "Test"}, "content": "x"}"#, "CreateMessage: requestBody gives the payload message both as an object and as its members content; give one or the other"),
            (#""Test""#, #"CreateMessage: requestBody must be an object, not "Test""#),
          ])
    func refused(arguments: String, reason: String) throws {
        #expect(try Self.refusal(arguments) == reason)
    }

    @Test("A request type without a payload takes no loose members")
    func noPayload() throws {
        #expect(try Self.refusal(#"{"id": 5}"#, for: "MovePostings")
            == "MovePostings: the request body has no member id (its members: box_id, posting_ids)")
        let twoObjects = try Self.model("""
        {"type": "object", "required": ["a", "b"], "properties": {
          "a": {"type": "object", "properties": {"x": {"type": "string"}}},
          "b": {"type": "object", "properties": {"y": {"type": "string"}}}}}
        """)
        #expect(throws: RequestBodyError.self) { try twoObjects.wireBody(for: "Make", arguments: Self.json(#"{"x": "1"}"#)) }
    }

    @Test("Zero values by type; an object holds its own required members; a recursive type ends")
    func zeroValues() throws {
        let bodies = try Self.model(##"{"$ref": "#/components/schemas/Thing"}"##, components: """
        {"Thing": {"type": "object", "required": ["i", "n", "s", "b", "a", "o", "self", "free"], "properties": {
           "i": {"type": "integer"}, "n": {"type": "number"}, "s": {"type": ["string", "null"]}, "b": {"type": "boolean"},
           "a": {"type": "array", "items": {"type": "integer"}}, "o": {"$ref": "#/components/schemas/Inner"},
           "self": {"$ref": "#/components/schemas/Thing"}, "free": {}, "optional": {"type": "string"}}},
         "Inner": {"type": "object", "required": ["deep"], "properties": {"deep": {"type": "string"}}}}
        """)
        #expect(try bodies.wireBody(for: "Make", arguments: nil) == Self.json("""
        {"i": 0, "n": 0, "s": "", "b": false, "a": [], "o": {"deep": ""}, "self": {}, "free": null}
        """))
    }

    @Test("Members of objects inside arrays are checked and completed; additionalProperties admits any member")
    func arraysAndOpenObjects() throws {
        let bodies = try Self.model("""
        {"type": "object", "properties": {
          "rows": {"type": "array", "items": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}},
          "extra": {"type": "object", "additionalProperties": true, "properties": {"known": {"type": "string"}}}}}
        """)
        #expect(try bodies.wireBody(for: "Make", arguments: Self.json(#"{"rows": [{"name": "a"}], "extra": {"anything": 1}}"#))
            == Self.json(#"{"rows": [{"name": "a", "id": 0}], "extra": {"anything": 1}}"#))
        #expect(throws: RequestBodyError.self) { try bodies.wireBody(for: "Make", arguments: Self.json(#"{"rows": [{"nmae": "a"}]}"#)) }
    }

    @Test("A model the runner cannot read is refused, naming where",
          arguments: [
            (##"{"$ref": "#/components/schemas/Missing"}"##, "#/paths/~1things/post/requestBody/content/application~1json/schema/$ref: the model has no schema Missing"),
            (##"{"$ref": "elsewhere.json#/Thing"}"##, "does not name a schema of #/components/schemas/"),
            (#"{"oneOf": [{"type": "string"}]}"#, "a request body schema using oneOf is not read by the runner"),
            (#"{"type": "object", "required": "id", "properties": {}}"#, "/required: must be a list of member names"),
            (#"{"type": 5}"#, "/type: 5 is not a type"),
          ])
    func unreadableModel(schema: String, reason: String) throws {
        do {
            _ = try Self.model(schema)
            Issue.record("the model was read")
        } catch let error as ModelFileError {
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    @Test("A missing or broken model file is refused, naming the file")
    func unreadableFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("openapi.json")
        #expect(throws: ModelFileError.self) { try ModelRequestBodies(contentsOf: missing) }
        try Data("{ not json".utf8).write(to: missing)
        do {
            _ = try ModelRequestBodies(contentsOf: missing)
            Issue.record("the model was read")
        } catch let error as ModelFileError {
            #expect(error.reason == "\(missing.path): the model is not JSON")
        }
        try Data(#"{"openapi": "3.1.0"}"#.utf8).write(to: missing)
        #expect(throws: ModelFileError.self) { try ModelRequestBodies(contentsOf: missing) }
    }
}
