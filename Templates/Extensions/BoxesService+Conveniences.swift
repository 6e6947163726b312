import Foundation

// needs services: boxes
extension BoxesService {
    // needs operations: ListBoxes
    // needs members: Box.kind: string, Box.id: integer
    /// The id of this account's box of `kind`, from the box index (see ``kinds()``).
    ///
    /// - Throws: `api_error` when HEY lists no box of that kind.
    public func idByKind(_ kind: BoxKind) async throws -> Int {
        let index = try await kinds()
        guard let id = index[kind.wire] else {
            throw HeyError.unusableAnswer("HEY lists no box of kind \(kind.wire)", status: nil,
                                          hint: "The account's boxes are: " + index.keys.sorted().joined(separator: ", "))
        }
        return id
    }

    // needs operations: ListBoxes
    // needs members: Box.kind: string, Box.id: integer
    /// The account's box index: each kind HEY lists (`imbox`, `feedbox`, …) and its box's id.
    ///
    /// The first call lists the boxes (`GET /boxes.json`, every page) and keeps the index for
    /// the life of the client, so every later call, ``idByKind(_:)`` and every
    /// ``PostingsService`` move by kind answer without a request. A client derived for a linked
    /// account keeps its own index. A failed listing is not kept: the next call asks again.
    public func kinds() async throws -> [String: Int] {
        try await context.memo.value("boxIdsByKind") { () async throws -> [String: Int] in
            var index: [String: Int] = [:]
            for box in try await listAll() where index[box.kind] == nil { index[box.kind] = box.id }
            return index
        }
    }

    // needs operations: ListBoxes
    // needs types: Box
    /// Every box of the account, read page by page (`GET /boxes.json`, then each `rel="next"`
    /// link on HEY's origin): the Imbox, The Feed, Paper Trail, Set Aside, Reply Later and
    /// Bubble Up, with the `posting_changes_url` each box's change feed starts from.
    ///
    /// - Throws: `usage` when a next link leaves HEY's origin (nothing is sent to it), and
    ///   `api_error` when the client's `maxPages` is reached with pages still unread, rather
    ///   than answering a list that only looks complete.
    public func listAll() async throws -> [Box] {
        let walker = PageWalker(context: context, first: try await list())
        var boxes: [Box] = []
        while let page = try await walker.next() { boxes += page.value }
        return boxes
    }

    // needs operations: CreateBoxGroup
    // needs builds: CreateBoxGroupRequestContent(posting_ids: [integer])
    // needs types: BoxGroup
    /// Gathers postings of the box `boxId` into a new Set Aside group
    /// (`POST /boxes/{boxId}/groups.json`) and answers the group's id. Never resent.
    ///
    /// - Throws: `usage` for an empty list or an id below 1 (nothing is sent).
    public func createBoxGroup(boxId: Int, postingIds: [Int]) async throws -> CreateBoxGroupResponseContent {
        let operation = Routes.createBoxGroup.id
        try Checks.id(boxId, named: "boxId", for: operation)
        try Checks.ids(postingIds, named: "posting id", for: operation)
        return try await createGroup(boxId: boxId, body: CreateBoxGroupRequestContent(postingIds: postingIds))
    }
}
