// Copied by hey-generator from Templates/Extensions/DesignationsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: designations
/// Designations: which box a contact's mail goes to.
extension DesignationsService {
    // needs operations: CreateBoxDesignation
    // needs builds: CreateBoxDesignationRequestContent(contact_id)
    /// Sends a contact's mail to the box `boxId` from now on (`POST /boxes/{boxId}/designations.json`).
    ///
    /// HEY designates the contact's primary, so aliases fold into one designation, and answers
    /// nothing: read the box back for the designation's id.
    public func createBoxDesignation(contactId: Int, boxId: Int) async throws {
        try Checks.id(contactId, named: "contactId", for: Routes.createBoxDesignation.id)
        try await create(boxId: boxId, body: CreateBoxDesignationRequestContent(contactId: contactId))
    }

    // needs services: boxes
    // needs operations: CreateBoxDesignation, ListBoxes
    // needs builds: CreateBoxDesignationRequestContent(contact_id)
    // needs members: Box.kind, Box.id
    /// Sends a contact's mail to this account's box of `kind` (the box index is read once per
    /// client), e.g. `.paperTrail` for receipts.
    public func createBoxDesignation(contactId: Int, kind: BoxKind) async throws {
        try Checks.id(contactId, named: "contactId", for: Routes.createBoxDesignation.id)
        let boxId = try await BoxesService(client: client).idByKind(kind)
        try await createBoxDesignation(contactId: contactId, boxId: boxId)
    }
}
