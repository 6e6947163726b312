import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ContactsAddressableTests {
    @Test func theSuggestionsAreReadRowByRowInHEYsOrder() async throws {
        let loop = try Loopback(.json(200, """
            [["ada@example.com", "Ada"], ["bo@example.com", "bo@example.com", ""],
             ["a@acme.example,b@acme.example", "Everyone at Acme", "@acme.example"], ["", "Empty group", "0 people", "extra"]]
            """), .json(200, "[]"))
        let recipients = try await loop.client.contacts.addressable()
        #expect(recipients == [
            AddressableRecipient(value: "ada@example.com", label: "Ada"),
            AddressableRecipient(value: "bo@example.com", label: "bo@example.com"),
            AddressableRecipient(value: "a@acme.example,b@acme.example", label: "Everyone at Acme", detail: "@acme.example"),
            AddressableRecipient(value: "", label: "Empty group", detail: "0 people"),
        ])
        #expect(try await loop.client.contacts.addressable(includeSelf: true).isEmpty)
        #expect(loop.requests.map(\.target) == ["/autocompletable/contacts/addressable.json",
                                                "/autocompletable/contacts/addressable.json?include_self=true"])
        #expect(loop.requests[0].header("Accept") == "application/json")
        #expect(loop.operations == ["Contacts.ListAddressableContacts", "Contacts.ListAddressableContacts"])
    }

    @Test func anAddressIsKeptOutOfPrints() async throws {
        let loop = try Loopback(.json(200, #"[["ada@example.com", "Ada"]]"#))
        let recipient = try #require(try await loop.client.contacts.addressable().first)
        #expect(!String(describing: recipient).contains("ada@example.com"))
        #expect(recipient.value.expose() == "ada@example.com")
    }

    @Test func aRowWithoutALabelOrAFailureIsAnError() async throws {
        let loop = try Loopback(.json(200, #"[["ada@example.com", "Ada"], ["lonely@example.com"]]"#), .json(200, #"{"rows": []}"#),
                                .json(404, #"{"error": "Not found"}"#))
        let short = await expectError("api_error") { try await loop.client.contacts.addressable() }
        #expect(short?.message.contains("row /1") == true)
        #expect(short?.message.contains("lonely") == false)
        _ = await expectError("api_error") { try await loop.client.contacts.addressable() }
        _ = await expectError("not_found") { try await loop.client.contacts.addressable() }
        #expect(loop.server.requestCount == 3)
    }
}
