// Copied by hey-generator from Templates/Extensions/ContactConflict.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// What HEY said when a contact's address already belongs to other contacts (a `conflict`
/// from ``ContactsService/createContact(_:)`` or ``ContactsService/updateContact(contactId:params:)``).
public struct ContactConflict: Sendable, Equatable, CustomStringConvertible {
    /// The contact HEY saved anyway; it merges the others into it afterwards.
    public var contactId: Int
    /// The contacts that share the address.
    public var conflictingContactIds: [Int]

    /// The facts of a conflict.
    public init(contactId: Int, conflictingContactIds: [Int] = []) {
        self.contactId = contactId
        self.conflictingContactIds = conflictingContactIds
    }

    /// `contact 12 was saved; its address is also on contacts 3, 4`.
    public var description: String {
        let others = conflictingContactIds.map(String.init).joined(separator: ", ")
        return "contact \(contactId) was saved" + (others.isEmpty ? "" : "; its address is also on contacts \(others)")
    }

    /// The conflict `error` reports: its body's `contact_id` and `conflicting_contact_ids`; nil
    /// for any error other than a `conflict` whose body names the contact.
    public static func fromError(_ error: HeyError) -> ContactConflict? {
        guard case .conflict(_, let detail) = error, let data = detail.body,
              let body = try? JSONCoding.decoder.decode(JSONValue.self, from: data),
              let contactId = body["contact_id"]?.intValue else { return nil }
        let ids = body["conflicting_contact_ids"]?.arrayValue?.compactMap(\.intValue) ?? []
        return ContactConflict(contactId: contactId, conflictingContactIds: ids)
    }
}
