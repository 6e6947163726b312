// Copied by hey-generator from Templates/Extensions/CollectionsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: collections
/// Collections: named sets of threads.
extension CollectionsService {
    // needs operations: UpdateCollection
    // needs builds: UpdateCollectionRequestContent(collection), CollectionPayload(name, summary)
    /// Renames a collection or changes its summary (`PATCH /collections/{collectionId}.json`).
    /// What is nil or empty is left out and kept as it is.
    ///
    /// - Throws: `usage` when there is nothing to change; nothing is sent.
    public func updateCollection(collectionId: Int, name: String? = nil, summary: String? = nil) async throws {
        func kept(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        guard kept(name) != nil || kept(summary) != nil else {
            throw HeyError.usage(message: "\(Routes.updateCollection.id) was given nothing to change; nothing was sent")
        }
        try await update(collectionId: collectionId,
                         body: UpdateCollectionRequestContent(collection: CollectionPayload(name: kept(name), summary: kept(summary))))
    }
}

// needs services: collections
/// Collections through HEY's browser forms. Never resent by the client.
extension CollectionsService {
    /// Creates a collection (`POST /collections`) in the account `accountId` (sent when given;
    /// otherwise HEY uses the first account). HEY redirects to the list of collections, so the
    /// new id is not known: list them afterwards.
    public func create(name: String, summary: String? = nil, accountId: Int? = nil) async throws {
        try Checks.text(name, named: "name", for: "CreateCollection")
        var fields = [("collection[name]", name)]
        if let summary, !summary.isEmpty { fields.append(("collection[summary]", summary)) }
        if let accountId, accountId != 0 { fields.append(("account_id", String(accountId))) }
        _ = try await context.submitForm(.post, "/collections", info: Self.info("CreateCollection"), fields: fields)
    }

    /// Adds a thread to a collection (`POST /topics/{topicId}/collecting?collection_id={id}`,
    /// an empty form).
    public func addTopic(topicId: Int, collectionId: Int) async throws {
        _ = try await context.submitForm(.post, "/topics/\(topicId)/collecting?collection_id=\(collectionId)",
                                         info: Self.info("AddTopicToCollection", collectionId))
    }

    /// Takes a thread out of a collection (`DELETE /topics/{topicId}/collecting?collection_id={id}`).
    /// Threads HEY keeps in the collection on other grounds are left alone without an error.
    public func removeTopic(topicId: Int, collectionId: Int) async throws {
        _ = try await context.submitForm(.delete, "/topics/\(topicId)/collecting?collection_id=\(collectionId)",
                                         info: Self.info("RemoveTopicFromCollection", collectionId))
    }

    private static func info(_ operation: String, _ id: Int? = nil) -> OperationInfo {
        writeInfo(service: "Collections", operation: operation, resourceType: "collection", resourceId: id)
    }
}
