// Copied by hey-generator from Templates/Extensions/PublicationsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: publications
/// Publishing a thread at a public web link.
extension PublicationsService {
    // needs operations: GetTopicPublication
    // needs types: TopicPublication
    /// Publishes a thread (`POST /topics/{topicId}/publication`, an empty form) and answers its
    /// public link, read back (`GET /topics/{topicId}/publication.json`) within the same
    /// operation, since HEY's redirect does not carry it. Hooks hear one `PublishTopic`.
    ///
    /// - Throws: HEY's refusal (accounts that may not publish) with its status.
    public func publish(topicId: Int) async throws -> TopicPublication {
        try Checks.id(topicId, named: "topicId", for: "PublishTopic")
        let info = writeInfo(service: "Publications", operation: "PublishTopic", resourceType: "publication", resourceId: topicId)
        return try await context.runOperation(info) {
            _ = try await context.formAnswerWithinOperation(
                context.formOperation(.post, "/topics/\(topicId)/publication", info: info))
            var plan = try context.plan(for: Routes.getTopicPublication, path: ["topicId": String(topicId)], query: [], body: nil, emptyOn: [])
            plan.operation = info
            plan.usesCache = false
            let answer = try await RequestPipeline(context: context).run(plan)
            return try ClientContext.decode(TopicPublication.self, from: answer,
                                            label: RequestLabel(operation: "PublishTopic", method: "GET", url: answer.url))
        }
    }

    /// Stops publishing a thread (`DELETE /topics/{topicId}/publication`): its public link stops
    /// working.
    public func unpublish(topicId: Int) async throws {
        try Checks.id(topicId, named: "topicId", for: "UnpublishTopic")
        _ = try await context.submitForm(.delete, "/topics/\(topicId)/publication",
                                         info: writeInfo(service: "Publications", operation: "UnpublishTopic",
                                                         resourceType: "publication", resourceId: topicId))
    }
}
