// Copied by hey-generator from Templates/Extensions/ContactsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// A contact's fields, for ``ContactsService/createContact(_:)`` and
/// ``ContactsService/updateContact(contactId:params:)``.
public struct ContactParams: Sendable, Equatable {
    /// The name; a new contact needs one, an update keeps the current one when empty.
    public var name: String
    /// The main address; left out when empty (an update keeps the current one).
    public var emailAddress: String
    /// Further addresses of the same person. On an update, nil keeps the current aliases and an
    /// empty list removes them all; on a create, nil and empty alike send none.
    public var aliasEmailAddresses: [String]?
    /// The identity's user on the account the new contact is filed under (sent as
    /// `acting_user_id`). A client for a linked account fills in its own; left out on a root
    /// client, HEY files the contact under the first account. Not used by an update.
    public var accountUserId: Int?

    /// A contact's fields; what is left out is not sent.
    public init(name: String = "", emailAddress: String = "", aliasEmailAddresses: [String]? = nil, accountUserId: Int? = nil) {
        self.name = name
        self.emailAddress = emailAddress
        self.aliasEmailAddresses = aliasEmailAddresses
        self.accountUserId = accountUserId
    }
}

// needs services: contacts
/// Contacts: create, update (HEY replaces the whole contact), screening and notes.
extension ContactsService {
    // needs operations: CreateContact, GetIdentity
    // needs builds: CreateContactRequestContent(acting_user_id: integer?, contact: ContactPayload), ContactPayload(name: string, email_address: sensitive string?, alias_email_addresses: [string]?)
    // needs members: Identity.all_users: [User]?, User.account_id: integer?, User.id: integer
    // needs types: Contact
    /// Creates a contact (`POST /contacts.json`) and answers it. An empty address or alias is
    /// left out.
    ///
    /// - Throws: `conflict` when HEY answers 409: the contact **was** created and is merged
    ///   afterwards; ``ContactConflict/fromError(_:)`` reads its id and the conflicting ones.
    ///   `validation` with HEY's reasons on 422. `usage` for a blank name, an `accountUserId`
    ///   below 1, or one that is not a linked account client's own user (nothing is sent).
    public func createContact(_ params: ContactParams) async throws -> Contact {
        let operation = Routes.createContact.id
        try Checks.text(params.name, named: "name", for: operation)
        var actingUser = params.accountUserId
        if let actingUser { try Checks.id(actingUser, named: "accountUserId", for: operation) }
        if let accountUser = try await context.accountUserForConveniences() {
            if let actingUser, actingUser != accountUser {
                throw HeyError.usage(message: "\(operation): account user \(actingUser) is not this linked account's user (\(accountUser)); nothing was sent")
            }
            actingUser = accountUser
        }
        let aliases = (params.aliasEmailAddresses ?? []).filter { !$0.isEmpty }
        let body = CreateContactRequestContent(
            actingUserId: actingUser,
            contact: ContactPayload(name: params.name, emailAddress: params.emailAddress.isEmpty ? nil : SensitiveString(params.emailAddress),
                                    aliasEmailAddresses: aliases.isEmpty ? nil : aliases))
        return try await context.send(Routes.createContact, body: body, as: Contact.self)
    }

    // needs operations: UpdateContact, GetContact
    // needs builds: ContactRequestContent(contact: ContactPayload), ContactPayload(name: string, email_address: sensitive string?, alias_email_addresses: [string]?)
    // needs members: ContactDetail.name: string?, ContactDetail.email_address: sensitive string?, ContactDetail.aliases: [Contact]?, Contact.email_address: sensitive string?
    /// Updates a contact by reading it first (`GET /contacts/{contactId}.json`) and writing the
    /// whole contact back (`PATCH /contacts/{contactId}.json`), because HEY's update replaces it
    /// and drops any alias not sent.
    ///
    /// An empty `name` or `emailAddress` keeps the current one; nil aliases keep the current
    /// ones and an empty list clears them; `accountUserId` is not used. Not atomic: a change
    /// made between the read and the write is overwritten. Promoting an alias to the main
    /// address can answer another contact (the new primary).
    ///
    /// - Throws: `conflict` (409) and `validation` (422) as ``createContact(_:)``; `usage` for a
    ///   `contactId` below 1 (nothing is sent).
    public func updateContact(contactId: Int, params: ContactParams) async throws -> Contact {
        try Checks.id(contactId, named: "contactId", for: Routes.updateContact.id)
        let current = try await get(contactId: contactId).value
        let aliases = params.aliasEmailAddresses ?? (current.aliases ?? []).compactMap { $0.emailAddress?.expose() }
        let body = ContactRequestContent(contact: ContactPayload(
            name: params.name.isEmpty ? current.name ?? "" : params.name,
            emailAddress: params.emailAddress.isEmpty ? current.emailAddress : SensitiveString(params.emailAddress),
            aliasEmailAddresses: aliases))
        return try await update(contactId: contactId, body: body)
    }

    // needs operations: UpdateContactClearance
    // needs builds: UpdateContactClearanceRequestContent(status: string)
    /// Screens a contact in or out (`PATCH /contacts/{contactId}/clearance.json`).
    ///
    /// - Throws: `usage` for a `contactId` below 1 (nothing is sent).
    public func screen(contactId: Int, status: ClearanceStatus) async throws {
        try Checks.id(contactId, named: "contactId", for: Routes.updateContactClearance.id)
        try await updateClearance(contactId: contactId, body: UpdateContactClearanceRequestContent(status: status.wire))
    }

    // needs operations: UpdateContactNote
    // needs builds: ContactNoteRequestContent(contact: ContactNotePayload), ContactNotePayload(note: string)
    // needs types: ContactNote
    /// Replaces the contact's private note (`PATCH /contacts/{contactId}/note.json`) and answers
    /// it. A 422 is a `validation` error with HEY's reasons.
    ///
    /// - Throws: `usage` for a `contactId` below 1 (nothing is sent).
    public func setNote(contactId: Int, note: String) async throws -> ContactNote {
        try Checks.id(contactId, named: "contactId", for: Routes.updateContactNote.id)
        return try await updateNote(contactId: contactId, body: ContactNoteRequestContent(contact: ContactNotePayload(note: note)))
    }
}

/// One recipient the composer suggests (``ContactsService/addressable(includeSelf:)``).
public struct AddressableRecipient: Sendable, Equatable {
    /// What goes in To, Cc or Bcc: one address, or for an account or a contact group the
    /// comma-joined addresses of its people (empty for an account or group with nobody to
    /// address).
    public var value: SensitiveString
    /// What to show: the name, or the address when there is none.
    public var label: String
    /// `@domain` for an account, a member count for a group, empty otherwise.
    public var detail: String

    /// A suggestion.
    public init(value: SensitiveString, label: String, detail: String = "") {
        self.value = value
        self.label = label
        self.detail = detail
    }
}

// needs services: contacts
extension ContactsService {
    // needs operations: ListAddressableContacts
    /// The recipients the composer suggests (`GET /autocompletable/contacts/addressable.json`),
    /// in HEY's order, which matters: recently addressed contacts, every other contact by name,
    /// an "Everyone at …" row per account owning a domain, then the contact groups.
    ///
    /// - Parameter includeSelf: also suggest the identity's own addresses, as the web composer
    ///   does (`include_self=true`, sent only when true).
    /// - Throws: `api_error` when a row of HEY's answer has fewer than two strings.
    public func addressable(includeSelf: Bool = false) async throws -> [AddressableRecipient] {
        let rows = try await listAddressable(options: includeSelf ? ListAddressableContactsOptions(includeSelf: true) : nil)
        return try rows.enumerated().map { index, row in
            guard row.count >= 2 else {
                throw HeyError.unusableAnswer("\(Routes.listAddressableContacts.id): row /\(index) of HEY's answer has \(row.count) strings, not a value and a label",
                                              status: nil)
            }
            return AddressableRecipient(value: SensitiveString(row[0]), label: row[1], detail: row.count > 2 ? row[2] : "")
        }
    }
}
