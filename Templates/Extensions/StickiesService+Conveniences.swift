import Foundation

// needs services: stickies
/// Stickies: short notes on the calendar's board.
extension StickiesService {
    /// The most stickies HEY answers in one list, which is also its default.
    public static let maxStickiesLimit = 100

    /// The highest position on the board: HEY reads a position as a 32-bit number.
    public static let maxStickyPosition = Int(Int32.max)

    // needs operations: ListStickies
    // needs types: Sticky
    /// The stickies on the board, at most `limit` of them (`GET /stickies.json?limit=n`).
    /// `limit` is held to ``maxStickiesLimit``, and left out (HEY's default, which is that
    /// maximum) when 0, since HEY would read `limit=0` as one.
    ///
    /// - Throws: `usage` for a negative limit (nothing is sent).
    public func listUpTo(limit: Int) async throws -> [Sticky] {
        guard limit >= 0 else {
            throw HeyError.usage(message: "\(Routes.listStickies.id): limit \(limit) is negative; nothing was sent",
                                 hint: "Pass 1…\(Self.maxStickiesLimit), or 0 for HEY's default")
        }
        let sent = limit > 0 ? min(limit, Self.maxStickiesLimit) : nil
        return try await list(options: ListStickiesOptions(limit: sent.map { Int32($0) }))
    }

    // needs operations: CreateSticky
    // needs builds: StickyRequestContent(sticky: StickyPayload), StickyPayload(body: string?, size: string?)
    // needs types: Sticky
    /// Puts up a sticky (`POST /stickies.json`) and answers it. A nil `size` is HEY's default.
    public func createSticky(body: String, size: StickySize? = nil) async throws -> Sticky {
        try await create(body: StickyRequestContent(sticky: StickyPayload(body: body.isEmpty ? nil : body, size: size?.wire)))
    }

    // needs operations: UpdateSticky
    // needs builds: StickyRequestContent(sticky: StickyPayload), StickyPayload(body: string?, size: string?)
    // needs types: Sticky
    /// Changes a sticky (`PATCH /stickies/{stickyId}.json`) and answers it. An empty `body`
    /// keeps the text, a nil `size` the size.
    ///
    /// - Throws: `usage` when there is nothing to change (nothing is sent).
    public func updateSticky(stickyId: Int, body: String, size: StickySize? = nil) async throws -> Sticky {
        let route = Routes.updateSticky
        try Checks.id(stickyId, named: "stickyId", for: route.id)
        guard !body.isEmpty || size != nil else {
            throw HeyError.usage(message: "\(route.id) was given nothing to change; nothing was sent")
        }
        let payload = StickyPayload(body: body.isEmpty ? nil : body, size: size?.wire)
        return try await update(stickyId: stickyId, body: StickyRequestContent(sticky: payload))
    }

    // needs operations: MoveSticky
    // needs builds: MoveStickyRequestContent(id: integer, position: integer(int32))
    /// Moves a sticky to `position` on the board (`POST /stickies/moves.json`).
    ///
    /// - Throws: `usage` for a position outside 0…``maxStickyPosition`` (nothing is sent).
    public func moveTo(stickyId: Int, position: Int) async throws {
        let route = Routes.moveSticky
        try Checks.id(stickyId, named: "stickyId", for: route.id)
        guard (0...Self.maxStickyPosition).contains(position) else {
            throw HeyError.usage(message: "\(route.id): position \(position) is outside 0…\(Self.maxStickyPosition); nothing was sent")
        }
        try await moveSticky(body: MoveStickyRequestContent(id: stickyId, position: Int32(position)))
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

    /// The size as HEY writes it (`small`, `medium`, `large`).
    public var wire: String { rawValue }

    /// The size HEY's word `source` names, read without regard to case or surrounding blanks.
    ///
    /// - Throws: `usage` for any other word.
    public static func parse(_ source: String) throws -> StickySize {
        let word = source.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let size = StickySize(rawValue: word) else {
            throw HeyError.usage(message: "\"\(source)\" is not a sticky size",
                                 hint: "Use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return size
    }
}
