import Foundation

// needs services: boxes
extension BoxesService {
    // needs operations: ListBoxes
    // needs members: Box.kind, Box.id
    /// The id of this account's box of `kind`.
    ///
    /// The first call lists the boxes (`GET /boxes.json`) and keeps an index of kind → id for
    /// the life of the client, so every later call, and every ``PostingsService`` move by kind,
    /// answers without a request. A client derived for a linked account keeps its own index. A
    /// failed listing is not kept: the next call asks again.
    ///
    /// - Throws: `api_error` when HEY lists no box of that kind.
    public func idByKind(_ kind: BoxKind) async throws -> Int {
        let index = try await context.memo.value("boxIdsByKind") { () async throws -> [String: Int] in
            let boxes = try await listAll()
            var index: [String: Int] = [:]
            for box in boxes where index[box.kind] == nil { index[box.kind] = box.id }
            return index
        }
        guard let id = index[kind.rawValue] else {
            throw HeyError.unusableAnswer("HEY lists no box of kind \(kind.rawValue)", status: nil,
                                          hint: "The account's boxes are: " + index.keys.sorted().joined(separator: ", "))
        }
        return id
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
}
