// Copied by hey-generator from Templates/Extensions/DesignationsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: designations
/// Designations: which box a contact's mail goes to.
extension DesignationsService {
    // needs operations: CreateBoxDesignation
    // needs builds: CreateBoxDesignationRequestContent(contact_id: integer)
    /// Sends a contact's mail to the box `boxId` from now on (`POST /boxes/{boxId}/designations.json`).
    ///
    /// HEY designates the contact's primary, so aliases fold into one designation, and answers
    /// nothing: read the box back for the designation's id.
    ///
    /// - Throws: `usage` for an id below 1 (nothing is sent).
    public func createBoxDesignation(boxId: Int, contactId: Int) async throws {
        try Checks.id(boxId, named: "boxId", for: Routes.createBoxDesignation.id)
        try Checks.id(contactId, named: "contactId", for: Routes.createBoxDesignation.id)
        try await create(boxId: boxId, body: CreateBoxDesignationRequestContent(contactId: contactId))
    }

    // needs services: boxes
    // needs operations: CreateBoxDesignation, ListBoxes
    // needs builds: CreateBoxDesignationRequestContent(contact_id: integer)
    // needs members: Box.kind: string, Box.id: integer
    /// Sends a contact's mail to this account's box of `kind`, e.g. `.paperTrail` for receipts,
    /// found with ``BoxesService/idByKind(_:)`` (the box index is read once per client).
    ///
    /// - Throws: `usage` for a `contactId` below 1 (nothing is sent); `api_error` when HEY lists
    ///   no box of that kind.
    public func createBoxDesignation(kind: BoxKind, contactId: Int) async throws {
        try Checks.id(contactId, named: "contactId", for: Routes.createBoxDesignation.id)
        let boxId = try await BoxesService(client: client).idByKind(kind)
        try await createBoxDesignation(boxId: boxId, contactId: contactId)
    }
}
