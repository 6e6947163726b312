import Foundation
import HeyDispatch
import Hey

/// The hand-written calls fixtures may name (FORMAT.md's list), each mapped by hand to the
/// convenience of the `Hey` package that performs it.
///
/// Each entry reads its arguments by wire name, refuses any it does not use before anything is
/// sent, calls the convenience and hands back what it returned as JSON.
public enum HandwrittenCalls {
    /// One hand-written call.
    public typealias Call = @Sendable (HeyClient, HandwrittenArguments) async throws -> OperationAnswer

    /// The calls by name: FORMAT.md's list.
    public static let table: [String: Call] = [
        "CreateDraft": MailCalls.createDraft,
        "UpdateDraft": MailCalls.updateDraft,
        "SendDraft": MailCalls.sendDraft,
        "DeleteDraft": MailCalls.deleteDraft,
        "CreateReply": MailCalls.createReply,
        "CreateReplyDraft": MailCalls.createReplyDraft,
        "CreateTopicComment": MailCalls.createTopicComment,
        "CreateTopicMessage": MailCalls.createTopicMessage,
        "RenameTopic": MailCalls.renameTopic,
        "Search": MailCalls.search,
        "UpdateCalendarEvent": OtherCalls.updateCalendarEvent,
        "DeleteCalendarEvent": OtherCalls.deleteCalendarEvent,
        "DeleteCalendarEventOccurrence": OtherCalls.deleteCalendarEventOccurrence,
        "DeleteExtenzion": OtherCalls.deleteExtenzion,
        "GetWorkflowStage": OtherCalls.getWorkflowStage,
        "ListBoxes": OtherCalls.listBoxes,
    ]

    /// The calls that send the model's path as written, without `.json`: GetWorkflowStage reads
    /// HEY's HTML page of the stage.
    public static let sendingModelPathAsWritten: Set<String> = ["GetWorkflowStage"]
}

/// What a hand-written call got back cannot be handed on as its answer (a failure of the
/// runner's reading, not an error of the SDK).
public struct HandwrittenCallError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Turns what a convenience returned into an ``OperationAnswer``: models as the JSON they
/// encode to, an id as that number, a text as that string, hand-written result types as objects
/// keyed by their Swift property names.
enum Returned {
    /// A model value, encoded as the runtime encodes it and read back as JSON.
    static func value<T: Encodable>(_ value: T) throws -> OperationAnswer {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        return OperationAnswer(value: try JSONDecoder().decode(ExactJSON.self, from: data))
    }

    /// A page of model values: its value as JSON, and its paging facts.
    static func page<T: Encodable & Sendable>(_ page: Page<T>) throws -> OperationAnswer {
        let json = try value(page.value).value ?? .null
        return OperationAnswer(value: json, page: page.map { _ in json })
    }

    /// A bare JSON value (an id, a text, or an object built by hand).
    static func json(_ value: ExactJSON) -> OperationAnswer {
        OperationAnswer(value: value)
    }

    /// A model value as JSON, for building objects by hand.
    static func encoded<T: Encodable>(_ value: T) throws -> ExactJSON {
        try self.value(value).value ?? .null
    }

    /// Nothing returned.
    static let nothing = OperationAnswer()
}
