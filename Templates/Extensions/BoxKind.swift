import Foundation

/// The kinds of box every HEY account has; the raw value is the kind as ``Box/kind`` spells it.
///
/// ```swift
/// let trail = try await client.boxes.idByKind(.paperTrail)
/// let kind = try BoxKind.parse("laterbox") // .replyLater
/// ```
public enum BoxKind: String, Sendable, Equatable, CaseIterable {
    /// The Imbox (`imbox`): mail from people the user screened in.
    case imbox
    /// The Feed (`feedbox`): newsletters and other reading, shown as a feed.
    case feed = "feedbox"
    /// Set Aside (`asidebox`): threads kept at hand for later.
    case setAside = "asidebox"
    /// Reply Later (`laterbox`): threads waiting for the user's answer.
    case replyLater = "laterbox"
    /// The Paper Trail (`trailbox`): receipts and transactional mail.
    case paperTrail = "trailbox"
    /// Bubble Up (`bubblebox`): threads scheduled to come back to the top.
    case bubbleUp = "bubblebox"

    /// The kind as HEY spells it (`trailbox`).
    public var wire: String { rawValue }

    /// The kind HEY spells `source` (`"trailbox"` is ``paperTrail``).
    ///
    /// - Throws: `usage` when `source` is not one of HEY's six kinds (the message lists them).
    public static func parse(_ source: String) throws -> BoxKind {
        guard let kind = BoxKind(rawValue: source) else {
            throw HeyError.usage(message: "\"\(source)\" is not a kind of box",
                                 hint: "HEY's kinds are " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return kind
    }
}
