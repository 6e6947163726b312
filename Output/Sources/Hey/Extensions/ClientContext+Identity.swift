// Copied by hey-generator from Templates/Extensions/ClientContext+Identity.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// What conveniences look up about the identity a client acts as.
extension ClientContext {
    // needs operations: GetIdentity
    /// The identity's user on the linked account this client is scoped to, kept once found; nil
    /// on a root client (HEY then files things under the first account).
    func accountUserForConveniences() async throws -> Int? {
        accountScope == nil ? nil : try await accountUserId(identity: Routes.getIdentity)
    }

    // needs operations: GetIdentity
    /// `senderId` when it names a sender, else the client's default sender (for a
    /// linked-account client, that account's), looked up once per client.
    func actingSender(_ senderId: Int) async throws -> Int {
        senderId > 0 ? senderId : try await defaultSenderId(identity: Routes.getIdentity)
    }
}
