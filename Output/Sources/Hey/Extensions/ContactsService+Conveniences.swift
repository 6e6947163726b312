// Copied by hey-generator from Templates/Extensions/ContactsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: contacts
/// Contacts: create, update (HEY replaces the whole contact), screening and notes.
extension ContactsService {
    // needs operations: CreateContact, GetIdentity
    // needs builds: CreateContactRequestContent(acting_user_id, contact), ContactPayload(name, email_address, alias_email_addresses)
    // needs members: Identity.all_users, User.account_id, User.id
    // needs types: Contact
    /// Creates a contact (`POST /contacts.json`) and answers it.
    ///
    /// `actingUserId` picks the account the contact is filed under (the identity's user on that
    /// account). A client for a linked account fills it in itself; left out on a root client,
    /// HEY files the contact under the first account.
    ///
    /// - Throws: `conflict` when HEY answers 409: the contact **was** created and is merged
    ///   afterwards; ``HeyError/contactConflict`` reads its id and the conflicting ones.
    ///   `validation` with HEY's reasons on 422. `usage` for a blank name, or an `actingUserId`
    ///   that is not the linked account's user (nothing is sent).
    public func createContact(name: String, emailAddress: String? = nil, aliasEmailAddresses: [String] = [],
                              actingUserId: Int? = nil) async throws -> Contact {
        let operation = Routes.createContact.id
        try Checks.text(name, named: "name", for: operation)
        var actingUser = actingUserId
        if let accountUser = try await context.accountUserForConveniences() {
            if let actingUserId, actingUserId != accountUser {
                throw HeyError.usage(message: "\(operation): acting user \(actingUserId) is not this linked account's user (\(accountUser)); nothing was sent")
            }
            actingUser = accountUser
        }
        let aliases = aliasEmailAddresses.filter { !$0.isEmpty }
        let body = CreateContactRequestContent(
            actingUserId: actingUser,
            contact: ContactPayload(name: name, emailAddress: emailAddress.flatMap { $0.isEmpty ? nil : SensitiveString($0) },
                                    aliasEmailAddresses: aliases.isEmpty ? nil : aliases))
        return try await context.send(Routes.createContact, body: body, as: Contact.self)
    }

    // needs operations: UpdateContact, GetContact
    // needs builds: ContactRequestContent(contact), ContactPayload(name, email_address, alias_email_addresses)
    // needs members: ContactDetail.name, ContactDetail.email_address, ContactDetail.aliases, Contact.email_address
    /// Updates a contact by reading it first (`GET /contacts/{contactId}.json`) and writing the
    /// whole contact back (`PATCH /contacts/{contactId}.json`), because HEY's update replaces it
    /// and drops any alias not sent.
    ///
    /// A nil `name` or `emailAddress` keeps the current one; a nil alias list keeps the current
    /// aliases and an empty one clears them. Not atomic: a change made between the read and the
    /// write is overwritten. Promoting an alias to the main address can answer another contact
    /// (the new primary).
    ///
    /// - Throws: `conflict` (409) and `validation` (422) as ``createContact(name:emailAddress:aliasEmailAddresses:actingUserId:)``.
    public func updateContact(contactId: Int, name: String? = nil, emailAddress: String? = nil,
                              aliasEmailAddresses: [String]? = nil) async throws -> Contact {
        try Checks.id(contactId, named: "contactId", for: Routes.updateContact.id)
        let current = try await get(contactId: contactId).value
        let aliases = aliasEmailAddresses
            ?? (current.aliases ?? []).compactMap { $0.emailAddress?.expose() }
        let address = emailAddress.flatMap { $0.isEmpty ? nil : SensitiveString($0) } ?? current.emailAddress
        let body = ContactRequestContent(contact: ContactPayload(
            name: name.flatMap { $0.isEmpty ? nil : $0 } ?? current.name ?? "",
            emailAddress: address, aliasEmailAddresses: aliases))
        return try await update(contactId: contactId, body: body)
    }

    // needs operations: UpdateContactClearance
    // needs builds: UpdateContactClearanceRequestContent(status)
    /// Screens a contact in or out (`PATCH /contacts/{contactId}/clearance.json`).
    ///
    /// - Parameters:
    ///   - contactId: the contact to screen.
    ///   - status: `approved` or `denied`; anything else is a `validation` error and nothing is
    ///     sent.
    public func updateContactClearance(contactId: Int, status: String) async throws {
        try Checks.clearanceStatus(status, for: Routes.updateContactClearance.id)
        try await updateClearance(contactId: contactId, body: UpdateContactClearanceRequestContent(status: status))
    }

    // needs operations: UpdateContactNote
    // needs builds: ContactNoteRequestContent(contact), ContactNotePayload(note)
    // needs types: ContactNote
    /// Replaces the contact's private note (`PATCH /contacts/{contactId}/note.json`) and answers
    /// it. A 422 is a `validation` error with HEY's reasons.
    public func updateContactNote(contactId: Int, note: String) async throws -> ContactNote {
        try await updateNote(contactId: contactId, body: ContactNoteRequestContent(contact: ContactNotePayload(note: note)))
    }
}

/// What HEY said when a contact's address already belongs to other contacts.
public struct ContactConflict: Sendable, Hashable {
    /// The contact HEY created (or updated) anyway; it merges the others afterwards.
    public let contactId: Int?
    /// The contacts that share the address.
    public let conflictingContactIds: [Int]

    /// Creates the facts of a conflict.
    public init(contactId: Int?, conflictingContactIds: [Int]) {
        self.contactId = contactId
        self.conflictingContactIds = conflictingContactIds
    }
}

extension HeyError {
    /// For a `conflict` from creating or updating a contact: the contact HEY made anyway and
    /// those it conflicts with, read from HEY's body; nil for any other error.
    public var contactConflict: ContactConflict? {
        guard case .conflict(_, let detail) = self, let data = detail.body,
              let body = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else { return nil }
        let ids = body["conflicting_contact_ids"]?.arrayValue?.compactMap(\.intValue) ?? []
        return ContactConflict(contactId: body["contact_id"]?.intValue, conflictingContactIds: ids)
    }
}
