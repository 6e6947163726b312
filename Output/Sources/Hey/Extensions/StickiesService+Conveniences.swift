// Copied by hey-generator from Templates/Extensions/StickiesService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: stickies
/// Stickies: short notes on the calendar's board.
extension StickiesService {
    // needs operations: ListStickies
    // needs types: Sticky
    /// The stickies on the board, at most `limit` of them (`GET /stickies.json?limit=n`). HEY
    /// shows at most 100, which is also its default; `limit` is sent only when positive and is
    /// held to 100 (a `limit=0` would read as one).
    public func listStickies(limit: Int? = nil) async throws -> [Sticky] {
        let sent = limit.flatMap { $0 > 0 ? min($0, 100) : nil }
        return try await list(options: ListStickiesOptions(limit: sent))
    }

    // needs operations: CreateSticky
    // needs builds: StickyRequestContent(sticky), StickyPayload(body, size)
    // needs types: Sticky
    /// Puts up a sticky (`POST /stickies.json`) and answers it. A nil `size` is HEY's default.
    public func createSticky(body: String, size: StickySize? = nil) async throws -> Sticky {
        try await create(body: StickyRequestContent(sticky: StickyPayload(body: body.isEmpty ? nil : body, size: size?.rawValue)))
    }

    // needs operations: UpdateSticky
    // needs builds: StickyRequestContent(sticky), StickyPayload(body, size)
    // needs types: Sticky
    /// Changes a sticky (`PATCH /stickies/{stickyId}.json`); what is nil or empty is kept.
    public func updateSticky(stickyId: Int, body: String? = nil, size: StickySize? = nil) async throws -> Sticky {
        let text = body.flatMap { $0.isEmpty ? nil : $0 }
        guard text != nil || size != nil else {
            throw HeyError.usage(message: "\(Routes.updateSticky.id) was given nothing to change; nothing was sent")
        }
        return try await update(stickyId: stickyId, body: StickyRequestContent(sticky: StickyPayload(body: text, size: size?.rawValue)))
    }

    // needs operations: MoveSticky
    // needs builds: MoveStickyRequestContent(id, position)
    /// Moves a sticky to `position` on the board (`POST /stickies/moves.json`).
    ///
    /// - Throws: `usage` for a position outside 0…2³¹−1 (HEY reads it as a 32-bit number);
    ///   nothing is sent.
    public func moveSticky(stickyId: Int, position: Int) async throws {
        guard (0...Int(Int32.max)).contains(position) else {
            throw HeyError.usage(message: "\(Routes.moveSticky.id): position \(position) is outside 0…\(Int32.max); nothing was sent")
        }
        try await move(body: MoveStickyRequestContent(id: stickyId, position: position))
    }
}

/// How large a sticky is drawn.
public enum StickySize: String, Sendable, Hashable, CaseIterable {
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
}
