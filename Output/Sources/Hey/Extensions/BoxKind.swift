// Copied by hey-generator from Templates/Extensions/BoxKind.swift. Do not edit: change the template and run `make generate`.

import Foundation

/// The kinds of box every HEY account has, as ``Box/kind`` spells them.
///
/// ```swift
/// let trail = try await client.boxes.idByKind(.paperTrail)
/// try await client.postings.movePostings(postingIds: [id], to: .replyLater)
/// ```
public enum BoxKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The Imbox: mail from people the user screened in.
    case imbox
    /// The Feed: newsletters and other reading, shown as a feed.
    case feedbox
    /// Set Aside (`asidebox`): threads kept at hand for later.
    case setAside = "asidebox"
    /// Reply Later (`laterbox`): threads waiting for the user's answer.
    case replyLater = "laterbox"
    /// The Paper Trail (`trailbox`): receipts and transactional mail.
    case paperTrail = "trailbox"
    /// Bubble Up (`bubblebox`): threads scheduled to come back to the top.
    case bubbleUp = "bubblebox"

    /// The kind as HEY spells it (`trailbox`).
    public var description: String { rawValue }
}
