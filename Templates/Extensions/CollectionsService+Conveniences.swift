import Foundation

/// A new collection (``CollectionsService/create(params:)``).
public struct CreateCollectionParams: Sendable, Equatable {
    /// Its name; must not be blank.
    public var name: String
    /// What it holds, in a line (sent when given and not empty).
    public var summary: String?
    /// The account it belongs to (sent when given and not 0; otherwise HEY uses the first account).
    public var accountId: Int?

    /// A collection named `name`.
    public init(name: String, summary: String? = nil, accountId: Int? = nil) {
        self.name = name
        self.summary = summary
        self.accountId = accountId
    }
}

/// What to change of a collection (``CollectionsService/updateCollection(collectionId:params:)``):
/// what is nil or empty is kept as it is.
public struct UpdateCollectionParams: Sendable, Equatable {
    /// Its new name.
    public var name: String?
    /// Its new summary.
    public var summary: String?

    /// The changes; at least one must be given.
    public init(name: String? = nil, summary: String? = nil) {
        self.name = name
        self.summary = summary
    }
}

// needs services: collections
/// Collections: named sets of threads.
extension CollectionsService {
    // needs operations: UpdateCollection
    // needs builds: UpdateCollectionRequestContent(collection: CollectionPayload), CollectionPayload(name: string?, summary: string?)
    /// Renames a collection or changes its summary (`PATCH /collections/{collectionId}.json`).
    /// What is nil or empty in `params` is left out and kept as it is.
    ///
    /// - Throws: `usage` when there is nothing to change or `collectionId` is below 1; nothing
    ///   is sent.
    public func updateCollection(collectionId: Int, params: UpdateCollectionParams) async throws {
        let operation = Routes.updateCollection.id
        try Checks.id(collectionId, named: "collectionId", for: operation)
        func kept(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        guard kept(params.name) != nil || kept(params.summary) != nil else {
            throw HeyError.usage(message: "\(operation) was given nothing to change; nothing was sent")
        }
        try await update(collectionId: collectionId,
                         body: UpdateCollectionRequestContent(collection: CollectionPayload(name: kept(params.name),
                                                                                            summary: kept(params.summary))))
    }
}

// needs services: collections
/// Collections through HEY's browser forms. Never resent by the client.
extension CollectionsService {
    /// Creates a collection (`POST /collections`, a form: `collection[name]`, `collection[summary]`
    /// when not empty, `account_id` when given and not 0). HEY redirects to the list of
    /// collections, so the new id is not known: list them afterwards.
    ///
    /// - Throws: `usage` for a blank name (nothing is sent).
    public func create(params: CreateCollectionParams) async throws {
        try Checks.text(params.name, named: "name", for: "CreateCollection")
        var fields = [("collection[name]", params.name)]
        if let summary = params.summary, !summary.isEmpty { fields.append(("collection[summary]", summary)) }
        if let accountId = params.accountId, accountId != 0 { fields.append(("account_id", String(accountId))) }
        _ = try await context.submitForm(.post, "/collections", info: Self.info("CreateCollection"), fields: fields)
    }

    /// Adds a thread to a collection (`POST /topics/{topicId}/collecting?collection_id={id}`,
    /// an empty form).
    ///
    /// - Throws: `usage` for an id below 1 (nothing is sent).
    public func addTopic(topicId: Int, collectionId: Int) async throws {
        try Self.checkIds(topicId, collectionId, for: "AddTopicToCollection")
        _ = try await context.submitForm(.post, "/topics/\(topicId)/collecting?collection_id=\(collectionId)",
                                         info: Self.info("AddTopicToCollection", collectionId))
    }

    /// Takes a thread out of a collection (`DELETE /topics/{topicId}/collecting?collection_id={id}`).
    /// Threads HEY keeps in the collection on other grounds are left alone without an error.
    ///
    /// - Throws: `usage` for an id below 1 (nothing is sent).
    public func removeTopic(topicId: Int, collectionId: Int) async throws {
        try Self.checkIds(topicId, collectionId, for: "RemoveTopicFromCollection")
        _ = try await context.submitForm(.delete, "/topics/\(topicId)/collecting?collection_id=\(collectionId)",
                                         info: Self.info("RemoveTopicFromCollection", collectionId))
    }

    private static func checkIds(_ topicId: Int, _ collectionId: Int, for operation: String) throws {
        try Checks.id(topicId, named: "topicId", for: operation)
        try Checks.id(collectionId, named: "collectionId", for: operation)
    }

    private static func info(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "Collections", operation: operation, resourceType: "collection", resourceId: id)
    }
}
