import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct MessagesConvenienceTests {
    @Test func sendDeliversAsTheDefaultSenderAndReadsWhatWasSent() async throws {
        let loop = try Loopback(Answers.identity, .json(200, #"{"id": 90, "topic_id": 91, "subject": "Subject", "undo_action": "/undo"}"#))
        let sent = try await loop.client.messages.send(MessageContent(
            subject: "Subject", content: "<div>Body</div>", to: ["someone@example.com"]))
        #expect(loop.requests.map(\.line) == ["GET /identity.json", "POST /messages.json"])
        let body = try loop.requests[1].json()
        #expect(body["acting_sender_id"] == .number(7))
        #expect(body.at("message.subject") == .string("Subject"))
        #expect(body.at("message.content") == .string("<div>Body</div>"))
        #expect(body.at("entry.addressed") == .object(["directly": .array([.string("someone@example.com")])]))
        #expect(body.at("entry.status") == nil)
        #expect(sent.id == 90)
        #expect(sent.delayed == true)
        #expect(loop.operations == ["Identity.GetIdentity", "Messages.CreateMessage"])
    }

    @Test func theDefaultSenderIsLookedUpOncePerClientForNilOrZero() async throws {
        let loop = try Loopback(Answers.identity, .json(200, "{}"), .json(200, "{}"))
        try await loop.client.messages.send(MessageContent(subject: "a", content: "b", to: ["x@example.com"]))
        try await loop.client.messages.send(MessageContent(subject: "a", content: "b", cc: ["y@example.com"], actingSenderId: 0))
        #expect(loop.requests.map(\.line) == ["GET /identity.json", "POST /messages.json", "POST /messages.json"])
        #expect(try loop.requests[2].json()["acting_sender_id"] == .number(7))
        #expect(try loop.requests[2].json().at("entry.addressed") == .object(["copied": .array([.string("y@example.com")])]))
    }

    @Test func aGivenSenderGoesOutAsGiven() async throws {
        let loop = try Loopback(.json(200, "{}"))
        try await loop.client.messages.send(MessageContent(subject: "a", content: "b", bcc: ["z@example.com"], actingSenderId: 8))
        #expect(try loop.only().json()["acting_sender_id"] == .number(8))
    }

    @Test func aMessageDefaultsToEmptyTextAndTheDefaultSender() {
        let message = MessageContent()
        #expect(message.subject.isEmpty && message.content.isEmpty && message.to.isEmpty && message.cc.isEmpty && message.bcc.isEmpty)
        #expect(message.actingSenderId == nil)
        #expect(DraftContent() == DraftContent(subject: "", content: "", to: [], cc: [], bcc: [], actingSenderId: nil, schedule: nil))
    }

    @Test func anUnreadableAnswerAfterSendingIsAnEmptySentMessage() async throws {
        let loop = try Loopback(.text(200, "<html>ok</html>", contentType: "text/html"), .status(200))
        let message = MessageContent(subject: "a", content: "b", to: ["x@example.com"], actingSenderId: 8)
        let first = try await loop.client.messages.send(message)
        let second = try await loop.client.messages.send(message)
        #expect(first == SentMessage())
        #expect(second == SentMessage())
    }

    @Test func sendingWithoutARecipientIsAUsageErrorAndNothingIsSent() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.messages.send(MessageContent(subject: "a", content: "b")) }
        _ = await expectError("usage") { try await loop.client.messages.send(MessageContent(subject: "a", content: "b", to: [" "])) }
        _ = await expectError("usage") { try await loop.client.messages.sendDraft(entryId: 5, draft: DraftContent(subject: "a", content: "b")) }
        _ = await expectError("usage") {
            try await loop.client.messages.sendDraft(entryId: 0, draft: DraftContent(to: ["a@example.com"], actingSenderId: 8))
        }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aSendIsNeverResent() async throws {
        let loop = try Loopback(.status(503), .status(503))
        _ = await expectError("api_error") {
            try await loop.client.messages.send(MessageContent(subject: "a", content: "b", to: ["x@example.com"], actingSenderId: 8))
        }
        _ = await expectError("api_error") {
            try await loop.client.messages.sendDraft(entryId: 5, draft: DraftContent(subject: "a", content: "b", to: ["x@example.com"], actingSenderId: 8))
        }
        #expect(loop.server.requestCount == 2)
    }

    @Test func createDraftKeepsEveryListAndReadsTheIdFromTheLocation() async throws {
        let loop = try Loopback(Answers.draftSaved(321))
        let id = try await loop.client.messages.createDraft(DraftContent(
            subject: "Later", content: "<div>x</div>", to: ["a@example.com"], actingSenderId: 8,
            schedule: DeliverySchedule(date: "tomorrow", hour: 9)))
        let request = try loop.only()
        #expect(id == 321)
        #expect(request.line == "POST /messages.json")
        let body = try request.json()
        #expect(body["acting_sender_id"] == .number(8))
        #expect(body["message"] == .object(["subject": .string("Later"), "content": .string("<div>x</div>")]))
        #expect(body["entry"] == .object([
            "status": .string("drafted"),
            "addressed": .object(["directly": .array([.string("a@example.com")]), "copied": .array([]), "blindcopied": .array([])]),
            "scheduled_delivery": .string("true"), "scheduled_delivery_at_date": .string("tomorrow"),
            "scheduled_delivery_at_hour": .string("9"),
        ]))
        #expect(loop.operations == ["Messages.CreateDraft"])
    }

    @Test func aDraftNeedsNoRecipientButItsIdMustBeReadable() async throws {
        let loop = try Loopback(.status(204), .status(204, headers: [("Location", "/entries/drafts")]))
        let missing = await expectError("api_error") {
            try await loop.client.messages.createDraft(DraftContent(actingSenderId: 8))
        }
        #expect(missing?.message.contains("saved") == true)
        _ = await expectError("api_error") {
            try await loop.client.messages.createDraft(DraftContent(actingSenderId: 8))
        }
        #expect(loop.server.requestCount == 2)
    }

    @Test func aBadScheduleIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") {
            try await loop.client.messages.createDraft(DraftContent(actingSenderId: 8, schedule: DeliverySchedule(date: "today", hour: 24)))
        }
        _ = await expectError("usage") {
            try await loop.client.messages.updateDraft(entryId: 3, draft: DraftContent(actingSenderId: 8, schedule: DeliverySchedule(date: "soon", hour: 1)))
        }
        _ = await expectError("usage") {
            try await loop.client.messages.createDraft(DraftContent(actingSenderId: 8, schedule: DeliverySchedule(date: "2026-02-30", hour: 1)))
        }
        _ = await expectError("usage") { try await loop.client.messages.updateDraft(entryId: -1, draft: DraftContent(actingSenderId: 8)) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func updateDraftRewritesTheDraftInPlace() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.messages.updateDraft(entryId: 55, draft: DraftContent(subject: "S", content: "C", actingSenderId: 8))
        let request = try loop.only()
        #expect(request.line == "PUT /messages/55.json")
        let body = try request.json()
        #expect(body.at("entry.status") == .string("drafted"))
        #expect(body.at("entry.scheduled_delivery") == nil)
        #expect(body.at("entry.addressed.directly") == .array([]))
        #expect(loop.operations == ["Messages.UpdateDraft"])
        #expect(loop.operationInfos.first?.resourceId == 55)
    }

    @Test func a422OnADraftIsAValidationErrorWithHEYsReasons() async throws {
        let loop = try Loopback(.json(422, #"{"errors": ["Subject is too long"]}"#, headers: [("X-Request-Id", "r-1")]))
        let error = await expectError("validation") {
            try await loop.client.messages.updateDraft(entryId: 55, draft: DraftContent(subject: "S", content: "C", actingSenderId: 8))
        }
        #expect(error?.fieldErrors.map(\.message) == ["Subject is too long"])
        #expect(error?.requestId == "r-1")
    }

    @Test func sendDraftDeliversNowWithoutAStatusOrSchedule() async throws {
        let loop = try Loopback(.json(200, #"{"id": 56, "delayed": true}"#))
        let sent = try await loop.client.messages.sendDraft(entryId: 55, draft: DraftContent(
            subject: "S", content: "C", to: ["a@example.com"], actingSenderId: 8, schedule: DeliverySchedule(date: "tomorrow", hour: 9)))
        let request = try loop.only()
        #expect(request.line == "PUT /messages/55.json")
        #expect(try request.json().at("entry") == .object(["addressed": .object(["directly": .array([.string("a@example.com")])])]))
        #expect(sent.id == 56)
        #expect(loop.operations == ["Messages.SendDraft"])
    }
}

@Suite struct EntriesConvenienceTests {
    @Test func theSeedsReplyFlowSendsThePrefillsSenderSubjectAndRecipients() async throws {
        let loop = try Loopback(
            .json(200, """
                {"subject": "Re: Lunch", "sender": {"id": 44, "name": "Shared"},
                 "addressed": {"directly": [{"id": 1, "email_address": "friend@example.com"}, {"id": 2}]}}
                """),
            .json(200, #"{"id": 70, "topic_id": 71, "subject": "Re: Lunch", "delayed": true}"#))
        let entryId = 12
        let prefill = try await loop.client.entries.newReply(entryId: entryId)
        let sent = try await loop.client.entries.reply(entryId: entryId, reply: ReplyContent(
            actingSenderId: prefill.sender?.id ?? 0,
            subject: prefill.subject ?? "",
            content: "<div>Reply</div>",
            to: (prefill.addressed?.directly ?? []).compactMap { $0.emailAddress?.expose() }
        ))
        #expect(loop.requests.map(\.line) == ["GET /entries/12/replies/new.json", "POST /entries/12/replies.json"])
        let body = try loop.requests[1].json()
        #expect(body["acting_sender_id"] == .number(44))
        #expect(body.at("message.subject") == .string("Re: Lunch"))
        #expect(body.at("message.content") == .string("<div>Reply</div>"))
        #expect(body.at("entry.addressed") == .object(["directly": .array([.string("friend@example.com")])]))
        #expect(body.at("entry.status") == nil)
        #expect(sent.topicId == 71)
        #expect(loop.operations.last == "Entries.CreateReply")
    }

    @Test func aReplyWithoutRecipientsIsRefusedAndAnEmptySubjectIsLeftOut() async throws {
        let loop = try Loopback(Answers.identity, .json(200, "{}"))
        _ = await expectError("usage") { try await loop.client.entries.reply(entryId: 1, reply: ReplyContent(content: "x")) }
        #expect(loop.server.requestCount == 0)
        let sent = try await loop.client.entries.reply(entryId: 1, reply: ReplyContent(content: "x", cc: ["c@example.com"]))
        #expect(sent == SentMessage())
        let body = try loop.requests[1].json()
        #expect(body["acting_sender_id"] == .number(7))
        #expect(body.at("message.subject") == nil)
    }

    @Test func aReplyDraftAnswersTheDraftsId() async throws {
        let loop = try Loopback(.status(204, headers: [("Location", "https://app.hey.com/messages/808")]))
        let id = try await loop.client.entries.replyDraft(entryId: 12, reply: ReplyContent(actingSenderId: 8, subject: "Re: x", content: "draft"))
        let request = try loop.only()
        #expect(id == 808)
        #expect(request.line == "POST /entries/12/replies.json")
        #expect(try request.json().at("entry") == .object([
            "status": .string("drafted"),
            "addressed": .object(["directly": .array([]), "copied": .array([]), "blindcopied": .array([])]),
        ]))
        #expect(loop.operations == ["Entries.CreateReplyDraft"])
    }

    @Test func aReplyDraftNeedsNoTextOrRecipientButAnEntry() async throws {
        let loop = try Loopback(Answers.identity, Answers.draftSaved(809))
        _ = await expectError("usage") { try await loop.client.entries.replyDraft(entryId: 0, reply: ReplyContent()) }
        #expect(loop.server.requestCount == 0)
        #expect(try await loop.client.entries.replyDraft(entryId: 12, reply: ReplyContent()) == 809)
        let body = try loop.requests[1].json()
        #expect(body["acting_sender_id"] == .number(7))
        #expect(body["message"] == .object(["content": .string("")]))
    }

    @Test func aReplyHEYRefusesIsItsError() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("not_found") {
            try await loop.client.entries.reply(entryId: 12, reply: ReplyContent(actingSenderId: 8, content: "x", to: ["a@example.com"]))
        }
        #expect(loop.server.requestCount == 1)
    }

    @Test func aMessageIntoAThreadAnswersItsLatestEntry() async throws {
        let loop = try Loopback(.json(200, #"{"id": 5, "latest_entry": {"id": 99}}"#), .json(200, #"{"id": 100}"#))
        let sent = try await loop.client.topics.createTopicMessage(topicId: 5, reply: ReplyContent(actingSenderId: 8, content: "hi", to: ["a@example.com"]))
        #expect(loop.requests.map(\.line) == ["GET /topics/5.json", "POST /entries/99/replies.json"])
        #expect(sent.id == 100)
    }
}
