import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ContactsConvenienceTests {
    @Test func createContactLeavesEmptyAddressesOut() async throws {
        let loop = try Loopback(.json(201, #"{"id": 5, "name": "Ada"}"#))
        let contact = try await loop.client.contacts.createContact(name: "Ada", emailAddress: "", aliasEmailAddresses: [""])
        let request = try loop.only()
        #expect(request.line == "POST /contacts.json")
        #expect(try request.json() == .object(["contact": .object(["name": .string("Ada")])]))
        #expect(contact.id == 5)
    }

    @Test func createContactSendsAddressesAndActingUser() async throws {
        let loop = try Loopback(.json(201, #"{"id": 5}"#))
        _ = try await loop.client.contacts.createContact(name: "Ada", emailAddress: "ada@example.com",
                                                         aliasEmailAddresses: ["a@example.com"], actingUserId: 31)
        #expect(try loop.only().json() == .object([
            "acting_user_id": .number(31),
            "contact": .object(["name": .string("Ada"), "email_address": .string("ada@example.com"),
                                "alias_email_addresses": .array([.string("a@example.com")])]),
        ]))
    }

    /// The account's user is now known from the derivation (as its default sender is), so the
    /// identity is not read a second time.
    @Test func aLinkedAccountClientFilesTheContactUnderItsUser() async throws {
        let loop = try Loopback(Answers.identity, .json(201, #"{"id": 5}"#))
        let work = try await loop.client.forAccount(2)
        _ = await expectError("usage") { try await work.contacts.createContact(name: "Ada", actingUserId: 31) }
        _ = try await work.contacts.createContact(name: "Ada")
        #expect(loop.requests.map(\.line) == ["GET /identity.json", "POST /contacts.json"])
        let created = try #require(loop.requests.last)
        #expect(try created.json()["acting_user_id"] == .number(32))
        #expect(created.queryValues("filtered_account_id") == ["2"])
    }

    @Test func a409SaysTheContactWasMadeAndWhichItConflictsWith() async throws {
        let loop = try Loopback(.json(409, #"{"error": "Email taken", "contact_id": 12, "conflicting_contact_ids": [3, 4]}"#))
        let error = await expectError("conflict") { try await loop.client.contacts.createContact(name: "Ada") }
        #expect(error?.contactConflict == ContactConflict(contactId: 12, conflictingContactIds: [3, 4]))
        #expect(HeyError.api(message: "x", httpStatus: 409, retryable: false, detail: ErrorDetail()).contactConflict == nil)
    }

    @Test func updateContactReadsThenWritesTheWholeContact() async throws {
        let loop = try Loopback(
            .json(200, #"{"id": 5, "name": "Ada", "email_address": "ada@example.com", "aliases": [{"id": 6, "email_address": "old@example.com"}]}"#),
            .json(200, #"{"id": 5, "name": "Ada L"}"#))
        let contact = try await loop.client.contacts.updateContact(contactId: 5, name: "Ada L")
        #expect(loop.requests.map(\.line) == ["GET /contacts/5.json", "PATCH /contacts/5.json"])
        #expect(try loop.requests[1].json() == .object(["contact": .object([
            "name": .string("Ada L"), "email_address": .string("ada@example.com"),
            "alias_email_addresses": .array([.string("old@example.com")]),
        ])]))
        #expect(contact.name == "Ada L")
    }

    @Test func anEmptyAliasListClearsTheAliases() async throws {
        let loop = try Loopback(.json(200, #"{"id": 5, "name": "Ada", "aliases": [{"id": 6, "email_address": "old@example.com"}]}"#),
                                .json(200, #"{"id": 5}"#))
        _ = try await loop.client.contacts.updateContact(contactId: 5, aliasEmailAddresses: [])
        #expect(try loop.requests[1].json().at("contact.alias_email_addresses") == .array([]))
        #expect(try loop.requests[1].json().at("contact.name") == .string("Ada"))
    }

    @Test func screeningAContactChecksTheStatus() async throws {
        let loop = try Loopback(.status(204))
        _ = await expectError("validation") { try await loop.client.contacts.updateContactClearance(contactId: 5, status: "maybe") }
        #expect(loop.server.requestCount == 0)
        try await loop.client.contacts.updateContactClearance(contactId: 5, status: "denied")
        let request = try loop.only()
        #expect(request.line == "PATCH /contacts/5/clearance.json")
        #expect(try request.json() == .object(["status": .string("denied")]))
    }

    @Test func theNoteIsReplaced() async throws {
        let loop = try Loopback(.json(200, #"{"contact_id": 5, "note": "hi", "note_html": "<p>hi</p>"}"#))
        let note = try await loop.client.contacts.updateContactNote(contactId: 5, note: "hi")
        #expect(try loop.only().json() == .object(["contact": .object(["note": .string("hi")])]))
        #expect(note.note == "hi")
    }
}

@Suite struct ClearancesConvenienceTests {
    @Test func screeningSendsFlagsOnlyWhenSet() async throws {
        let loop = try Loopback(.json(200, #"{"id": 3, "status": "approved"}"#), .json(200, #"{"id": 3}"#))
        let clearance = try await loop.client.clearances.updateClearance(clearanceId: 3, status: "approved", designationBoxId: 5)
        _ = try await loop.client.clearances.updateClearance(clearanceId: 3, status: "denied", designationBoxId: 0, spam: true, markTopicsAsSeen: true)
        #expect(loop.requests.map(\.line) == ["PATCH /clearances/3.json", "PATCH /clearances/3.json"])
        #expect(try loop.requests[0].json() == .object(["status": .string("approved"), "designation_box_id": .number(5)]))
        #expect(try loop.requests[1].json() == .object(["status": .string("denied"), "spam": .bool(true), "mark_topics_as_seen": .bool(true)]))
        #expect(clearance.status == "approved")
    }

    @Test func aBadStatusOrNoIdsIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("validation") { try await loop.client.clearances.updateClearance(clearanceId: 3, status: "Approved") }
        _ = await expectError("validation") { try await loop.client.clearances.updateMyClearance(clearanceId: 3, status: "") }
        _ = await expectError("validation") { try await loop.client.clearances.bulkUpdateClearances(clearanceIds: [1], status: "spam") }
        _ = await expectError("usage") { try await loop.client.clearances.bulkUpdateClearances(clearanceIds: [], status: "approved") }
        #expect(loop.server.requestCount == 0)
    }

    @Test func bulkScreeningJoinsTheIdsIntoOneString() async throws {
        let loop = try Loopback(.json(200, #"{"clearances": [{"id": 1, "status": "denied"}]}"#))
        let changed = try await loop.client.clearances.bulkUpdateClearances(clearanceIds: [1, 2], status: "denied", spam: true)
        let request = try loop.only()
        #expect(request.line == "PATCH /clearances/bulk.json")
        #expect(try request.json() == .object(["ids": .string("1,2"), "status": .string("denied"), "spam": .bool(true)]))
        #expect(changed.map(\.id) == [1])
    }

    @Test func rescreeningSendsTheStatus() async throws {
        let loop = try Loopback(.json(200, #"{"id": 3, "status": "approved"}"#))
        _ = try await loop.client.clearances.updateMyClearance(clearanceId: 3, status: "approved")
        let request = try loop.only()
        #expect(request.line == "PATCH /my/clearances/3.json")
        #expect(try request.json() == .object(["status": .string("approved")]))
    }

    @Test func pendingAndScreenedAreListsWithCursors() async throws {
        let loop = try Loopback(
            .json(200, #"{"pending_clearances_count": 4}"#),
            .json(200, #"{"pending_clearances_count": 4, "clearances": [{"id": 1}]}"#, headers: [("Link", "</clearances.json?include_clearances=true&page=c2>; rel=\"next\"")]),
            .json(200, #"{"clearances": [{"id": 2}]}"#))
        #expect(try await loop.client.clearances.pendingCount() == 4)
        let pending = try await loop.client.clearances.pending()
        let screened = try await loop.client.clearances.screened(page: "s2")
        #expect(loop.requests.map(\.target) == ["/clearances.json", "/clearances.json?include_clearances=true", "/my/clearances.json?page=s2"])
        #expect(pending.value.map(\.id) == [1])
        #expect(pending.nextPage == "c2")
        #expect(screened.value.map(\.id) == [2])
    }
}
