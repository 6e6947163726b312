import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ContactsConvenienceTests {
    @Test func createContactLeavesEmptyAddressesOut() async throws {
        let loop = try Loopback(.json(201, #"{"id": 5, "name": "Ada"}"#))
        let contact = try await loop.client.contacts.createContact(ContactParams(name: "Ada", emailAddress: "", aliasEmailAddresses: [""]))
        let request = try loop.only()
        #expect(request.line == "POST /contacts.json")
        #expect(request.header("Accept") == "application/json")
        #expect(try request.json() == .object(["contact": .object(["name": .string("Ada")])]))
        #expect(contact.id == 5)
        #expect(contact.name == "Ada")
        #expect(loop.operations == ["Contacts.CreateContact"])
    }

    @Test func createContactSendsAddressesAndTheAccountUser() async throws {
        let loop = try Loopback(.json(201, #"{"id": 5}"#))
        _ = try await loop.client.contacts.createContact(ContactParams(name: "Ada", emailAddress: "ada@example.com",
                                                                       aliasEmailAddresses: ["a@example.com"], accountUserId: 31))
        #expect(try loop.only().json() == .object([
            "acting_user_id": .number(31),
            "contact": .object(["name": .string("Ada"), "email_address": .string("ada@example.com"),
                                "alias_email_addresses": .array([.string("a@example.com")])]),
        ]))
    }

    @Test func createContactRefusesWhatHEYCannotFileBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.contacts.createContact(ContactParams()) }
        _ = await expectError("usage") { try await loop.client.contacts.createContact(ContactParams(name: "  ")) }
        _ = await expectError("usage") { try await loop.client.contacts.createContact(ContactParams(name: "Ada", accountUserId: 0)) }
        #expect(loop.server.requestCount == 0)
    }

    /// The account's user is known from the derivation (as its default sender is), so the
    /// identity is not read a second time.
    @Test func aLinkedAccountClientFilesTheContactUnderItsUser() async throws {
        let loop = try Loopback(Answers.identity, .json(201, #"{"id": 5}"#), .json(201, #"{"id": 6}"#))
        let work = try await loop.client.forAccount(2)
        let error = await expectError("usage") { try await work.contacts.createContact(ContactParams(name: "Ada", accountUserId: 31)) }
        #expect(error?.description.contains("31") == true)
        _ = try await work.contacts.createContact(ContactParams(name: "Ada"))
        _ = try await work.contacts.createContact(ContactParams(name: "Ada", accountUserId: 32))
        #expect(loop.requests.map(\.line) == ["GET /identity.json", "POST /contacts.json", "POST /contacts.json"])
        for created in loop.requests.dropFirst() {
            #expect(try created.json()["acting_user_id"] == .number(32))
            #expect(created.queryValues("filtered_account_id") == ["2"])
        }
    }

    @Test func a409SaysTheContactWasMadeAndWhichItConflictsWith() async throws {
        let loop = try Loopback(.json(409, #"{"error": "Email taken", "contact_id": 12, "conflicting_contact_ids": [3, 4]}"#),
                                .json(422, #"{"errors": ["Name can't be blank"]}"#))
        let error = try #require(await expectError("conflict") { try await loop.client.contacts.createContact(ContactParams(name: "Ada")) })
        let conflict = try #require(ContactConflict.fromError(error))
        #expect(conflict == ContactConflict(contactId: 12, conflictingContactIds: [3, 4]))
        #expect(conflict.description == "contact 12 was saved; its address is also on contacts 3, 4")
        #expect(loop.server.requestCount == 1)
        let refused = try #require(await expectError("validation") { try await loop.client.contacts.createContact(ContactParams(name: "Ada")) })
        #expect(ContactConflict.fromError(refused) == nil)
    }

    @Test func aConflictIsReadOnlyFromAConflictThatNamesTheContact() throws {
        func conflict(_ body: String) -> HeyError {
            .conflict(message: "x", detail: ErrorDetail(body: Data(body.utf8)))
        }
        #expect(ContactConflict.fromError(conflict(#"{"contact_id": 7}"#)) == ContactConflict(contactId: 7))
        #expect(ContactConflict.fromError(conflict(#"{"conflicting_contact_ids": [3]}"#)) == nil)
        #expect(ContactConflict.fromError(conflict("not json")) == nil)
        #expect(ContactConflict.fromError(.api(message: "x", httpStatus: 409, retryable: false,
                                               detail: ErrorDetail(body: Data(#"{"contact_id": 7}"#.utf8)))) == nil)
        #expect(ContactConflict(contactId: 7).description == "contact 7 was saved")
    }

    @Test func updateContactReadsThenWritesTheWholeContact() async throws {
        let loop = try Loopback(
            .json(200, #"{"id": 5, "name": "Ada", "email_address": "ada@example.com", "aliases": [{"id": 6, "email_address": "old@example.com"}]}"#),
            .json(200, #"{"id": 5, "name": "Ada L"}"#))
        let contact = try await loop.client.contacts.updateContact(contactId: 5, params: ContactParams(name: "Ada L", accountUserId: 99))
        #expect(loop.requests.map(\.line) == ["GET /contacts/5.json", "PATCH /contacts/5.json"])
        #expect(try loop.requests[1].json() == .object(["contact": .object([
            "name": .string("Ada L"), "email_address": .string("ada@example.com"),
            "alias_email_addresses": .array([.string("old@example.com")]),
        ])]))
        #expect(contact.name == "Ada L")
    }

    @Test func anEmptyAliasListClearsTheAliasesAndANewAddressReplacesTheOld() async throws {
        let loop = try Loopback(.json(200, #"{"id": 5, "name": "Ada", "email_address": "ada@example.com", "aliases": [{"id": 6, "email_address": "old@example.com"}]}"#),
                                .json(200, #"{"id": 5}"#))
        _ = try await loop.client.contacts.updateContact(contactId: 5, params: ContactParams(emailAddress: "new@example.com", aliasEmailAddresses: []))
        #expect(try loop.requests[1].json() == .object(["contact": .object([
            "name": .string("Ada"), "email_address": .string("new@example.com"), "alias_email_addresses": .array([]),
        ])]))
    }

    @Test func updateContactStopsOnAFailedReadOrABadId() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("usage") { try await loop.client.contacts.updateContact(contactId: 0, params: ContactParams(name: "A")) }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("not_found") { try await loop.client.contacts.updateContact(contactId: 5, params: ContactParams(name: "A")) }
        #expect(try loop.only().line == "GET /contacts/5.json")
    }

    @Test func screeningAContactSendsTheDecision() async throws {
        let loop = try Loopback(.status(204), .json(404, #"{"error": "Not found"}"#))
        _ = await expectError("usage") { try await loop.client.contacts.screen(contactId: -1, status: .approved) }
        #expect(loop.server.requestCount == 0)
        try await loop.client.contacts.screen(contactId: 5, status: .denied)
        _ = await expectError("not_found") { try await loop.client.contacts.screen(contactId: 6, status: .approved) }
        #expect(loop.requests.map(\.line) == ["PATCH /contacts/5/clearance.json", "PATCH /contacts/6/clearance.json"])
        #expect(try loop.requests.map { try $0.json() } == [.object(["status": .string("denied")]), .object(["status": .string("approved")])])
    }

    @Test func theNoteIsReplaced() async throws {
        let loop = try Loopback(.json(200, #"{"contact_id": 5, "note": "hi", "note_html": "<p>hi</p>"}"#),
                                .json(422, #"{"errors": ["Note is too long"]}"#))
        let note = try await loop.client.contacts.setNote(contactId: 5, note: "hi")
        #expect(loop.requests[0].line == "PATCH /contacts/5/note.json")
        #expect(try loop.requests[0].json() == .object(["contact": .object(["note": .string("hi")])]))
        #expect(note == ContactNote(contactId: 5, note: "hi", noteHtml: "<p>hi</p>"))
        let error = await expectError("validation") { try await loop.client.contacts.setNote(contactId: 5, note: "long") }
        #expect(error?.fieldErrors.map(\.message) == ["Note is too long"])
        _ = await expectError("usage") { try await loop.client.contacts.setNote(contactId: 0, note: "hi") }
        #expect(loop.server.requestCount == 2)
    }
}
