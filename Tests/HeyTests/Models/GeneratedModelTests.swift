import Foundation
import Testing
@testable import Hey

/// The generated models read what HEY sends, through the decoder every answer goes through:
/// every variant and kinds HEY adds later, recursive members, 64-bit ids, dates, sensitive
/// strings, open enums, and a missing required member reported by its path.
@Suite struct GeneratedModelTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONCoding.decoder.decode(T.self, from: Data(json.utf8))
    }

    @Test func aPostingOfEveryKindAndOfAKindHEYAddsLaterDecodes() throws {
        let postings = try decode([Posting].self, """
            [{"id": 1, "kind": "topic", "name": "Launch", "visible_entry_count": 3},
             {"id": 2, "kind": "bundle", "app_bundle_url": "https://app.hey.com/bundles/2"},
             {"id": 3, "kind": "entry", "entry_kind": "reply"},
             {"id": 4, "kind": "hologram", "something_new": {"nested": true}}]
            """)
        #expect(postings.map(\.variant) == [.topic, .bundle, .entry, .unknown("hologram")])
        #expect(postings[0].visibleEntryCount == 3)
        #expect(postings[3].variant.rawValue == "hologram")
    }

    @Test func bothSpellingsOfARecordingTypeAreOneVariant() throws {
        let recordings = try decode([Recording].self, """
            [{"id": 1, "type": "Calendar::Todo"}, {"id": 2, "type": "CalendarTodo"}, {"id": 3, "type": "Calendar::Event", "title": "Standup"}]
            """)
        #expect(recordings.map(\.variant) == [.calendarTodo, .calendarTodo, .calendarEvent])
        #expect(Recording.Variant.calendarTodo.rawValue == "Calendar::Todo")
    }

    @Test func aRecursiveMemberDecodesAndEncodesAsPlainJSON() throws {
        let recording = try decode(Recording.self, """
            {"id": 2, "type": "Calendar::Event", "parent": {"id": 1, "type": "Calendar::Event", "title": "Series"}}
            """)
        #expect(recording.parent?.title == "Series")
        #expect(recording.parent?.parent == nil)
        let again = try decode(Recording.self, String(decoding: try JSONCoding.encoder.encode(recording), as: UTF8.self))
        #expect(again == recording)
        var edited = recording
        edited.parent = nil
        #expect(edited != recording)
    }

    @Test func sixtyFourBitIdsSurviveExactly() throws {
        let box = try decode(Box.self, #"{"id": 9007199254740993, "kind": "imbox", "name": "Imbox"}"#)
        #expect(box.id == 9_007_199_254_740_993)
    }

    /// Timestamps are the text HEY sends (names.toml's `[format_types]`, as HEY Swift SDK 0.34
    /// reads them), fractions and offsets kept, and go back out unchanged.
    @Test func timestampsAreTheTextHEYSends() throws {
        let text = #"{"id": 1, "kind": "topic", "created_at": "2026-10-05T09:30:00.123Z", "updated_at": "2026-10-05T10:30:00+01:00"}"#
        let posting = try decode(Posting.self, text)
        #expect(posting.createdAt == "2026-10-05T09:30:00.123Z")
        #expect(posting.updatedAt == "2026-10-05T10:30:00+01:00")
        let again = try JSONCoding.decoder.decode(JSONValue.self, from: try JSONCoding.encoder.encode(posting))
        #expect(again["created_at"] == .string("2026-10-05T09:30:00.123Z"))
        #expect(try decode(Posting.self, #"{"id": 2, "kind": "topic"}"#).createdAt == nil)
    }

    /// Each variant of a polymorphic model can be asked for by name, as HEY Swift SDK 0.34 asks.
    @Test func variantPredicatesAnswerForTheirVariantOnly() throws {
        let topic = try decode(Posting.self, #"{"id": 1, "kind": "topic"}"#)
        #expect(topic.isTopic && !topic.isBundle && !topic.isEntry)
        let other = try decode(Posting.self, #"{"id": 2, "kind": "hologram"}"#)
        #expect(!other.isTopic && !other.isBundle && !other.isEntry)
        let event = try decode(Recording.self, #"{"id": 3, "type": "Calendar::Event"}"#)
        #expect(event.isCalendarEvent && !event.isCalendarTodo)
    }

    @Test func sensitiveMembersNeverPrintTheirValue() throws {
        let contact = try decode(Contact.self, #"{"id": 1, "name": "Ada", "email_address": "ada@example.com"}"#)
        #expect(contact.emailAddress?.expose() == "ada@example.com")
        #expect(!"\(contact)".contains("ada@example.com"))
        #expect(!String(reflecting: contact).contains("ada@example.com"))
        var dumped = ""
        dump(contact, to: &dumped)
        #expect(!dumped.contains("ada@example.com"))
        #expect(String(decoding: try JSONCoding.encoder.encode(contact), as: UTF8.self).contains("ada@example.com"))
    }

    @Test func anEnumKeepsAValueItDoesNotKnowAndAcceptsLiterals() throws {
        let body = try decode(CreateTokenRequestContent.self, #"{"grant_type": "device_code"}"#)
        #expect(body.grantType == .unknown("device_code"))
        #expect(String(decoding: try JSONCoding.encoder.encode(body), as: UTF8.self).contains(#""grant_type":"device_code""#))
        let literal: CreateTokenRequestContent.GrantType = "authorization_code"
        #expect(literal == .authorizationCode)
    }

    @Test func aMissingRequiredMemberIsADecodingErrorAtItsPath() throws {
        #expect(throws: DecodingError.self) { try decode([Box].self, #"[{"id": 1, "kind": "imbox", "name": "Imbox"}, {"id": 2, "kind": "feedbox"}]"#) }
        do {
            _ = try decode([Box].self, #"[{"id": 1, "kind": "imbox", "name": "Imbox"}, {"id": 2, "kind": "feedbox"}]"#)
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "name")
            #expect(JSONCoding.pointer(context.codingPath + [key]) == "/1/name")
        }
    }

    /// Plain members (`Int`, `String`, `Bool`, `SensitiveString`) are read through the
    /// container's own calls for their type rather than the generic ones: a value of another
    /// type is still an error at its path, and null in an optional member is still nil.
    @Test(arguments: [
        (#"{"id": "1", "kind": "topic"}"#, "/id"),
        (#"{"id": 1, "kind": 2}"#, "/kind"),
        (#"{"id": 1, "kind": "topic", "seen": "yes"}"#, "/seen"),
        (#"{"id": 1, "kind": "topic", "box_id": "7"}"#, "/box_id"),
        (#"{"id": 1, "kind": "topic", "summary": 5}"#, "/summary"),
        (#"{"id": 1, "kind": "topic", "creator": {"id": 2, "email_address": 5}}"#, "/creator/email_address"),
    ])
    func aPlainMemberOfAnotherTypeIsAnErrorAtItsPath(json: String, pointer: String) throws {
        do {
            _ = try decode(Posting.self, json)
            Issue.record("\(json) decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(JSONCoding.pointer(context.codingPath) == pointer)
        }
    }

    @Test func nullInAPlainMemberIsNilWhenOptionalAndAnErrorWhenRequired() throws {
        let posting = try decode(Posting.self, """
            {"id": 1, "kind": "topic", "seen": null, "box_id": null, "summary": null, "creator": {"id": 2, "email_address": null}}
            """)
        #expect(posting.seen == nil && posting.boxId == nil && posting.summary == nil)
        #expect(posting.creator?.emailAddress == nil)
        #expect(throws: DecodingError.self) { try decode(Posting.self, #"{"id": null, "kind": "topic"}"#) }
    }

    @Test func absentAndEmptyStayDistinct() throws {
        let absent = try decode(Box.self, #"{"id": 1, "kind": "imbox", "name": "Imbox"}"#)
        let empty = try decode(Box.self, #"{"id": 1, "kind": "imbox", "name": "Imbox", "updates_channels": []}"#)
        #expect(absent.updatesChannels == nil)
        #expect(empty.updatesChannels == [])
    }
}
