import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct CollectionsConvenienceTests {
    @Test func collectionsAreCreatedAndFilledThroughForms() async throws {
        let loop = try Loopback(Answers.redirect("/collections"), Answers.redirect("/collections"), Answers.redirect("/topics/5"),
                                Answers.redirect("/topics/5"))
        try await loop.client.collections.create(params: CreateCollectionParams(name: "Trips", summary: "", accountId: 0))
        try await loop.client.collections.create(params: CreateCollectionParams(name: "Work", summary: "Projects", accountId: 2))
        try await loop.client.collections.addTopic(topicId: 5, collectionId: 3)
        try await loop.client.collections.removeTopic(topicId: 5, collectionId: 3)
        #expect(loop.requests.map(\.target) == ["/collections", "/collections", "/topics/5/collecting?collection_id=3",
                                                "/topics/5/collecting?collection_id=3"])
        #expect(loop.requests.map(\.method) == ["POST", "POST", "POST", "DELETE"])
        #expect(loop.requests.allSatisfy { $0.header("Accept") == RequestPlan.browserAccept })
        #expect(loop.requests[0].formLines == ["collection[name]=Trips"])
        #expect(loop.requests[1].formLines == ["collection[name]=Work", "collection[summary]=Projects", "account_id=2"])
        #expect(loop.requests[2].body.isEmpty)
        #expect(loop.operations == ["Collections.CreateCollection", "Collections.CreateCollection", "Collections.AddTopicToCollection",
                                    "Collections.RemoveTopicFromCollection"])
    }

    @Test func formsRefuseABlankNameOrABadIdBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.collections.create(params: CreateCollectionParams(name: " ")) }
        _ = await expectError("usage") { try await loop.client.collections.addTopic(topicId: 0, collectionId: 3) }
        _ = await expectError("usage") { try await loop.client.collections.removeTopic(topicId: 5, collectionId: -1) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aFormHEYRefusesIsItsError() async throws {
        let loop = try Loopback(.json(422, #"{"errors": ["Name has already been taken"]}"#))
        _ = await expectError("validation") { try await loop.client.collections.create(params: CreateCollectionParams(name: "Trips")) }
        #expect(loop.server.requestCount == 1)
    }

    @Test func anUpdateLeavesEmptyFieldsOut() async throws {
        let loop = try Loopback(.status(204), .status(204))
        try await loop.client.collections.updateCollection(collectionId: 3, params: UpdateCollectionParams(name: "Trips", summary: ""))
        try await loop.client.collections.updateCollection(collectionId: 3, params: UpdateCollectionParams(summary: "Away"))
        #expect(loop.requests.map(\.line) == ["PATCH /collections/3.json", "PATCH /collections/3.json"])
        #expect(loop.requests[0].header("Accept") == "application/json")
        #expect(try loop.requests[0].json() == .object(["collection": .object(["name": .string("Trips")])]))
        #expect(try loop.requests[1].json() == .object(["collection": .object(["summary": .string("Away")])]))
    }

    @Test func anUpdateWithNothingToChangeOrABadIdIsRefused() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("usage") { try await loop.client.collections.updateCollection(collectionId: 3, params: UpdateCollectionParams()) }
        _ = await expectError("usage") {
            try await loop.client.collections.updateCollection(collectionId: 3, params: UpdateCollectionParams(name: "", summary: ""))
        }
        _ = await expectError("usage") { try await loop.client.collections.updateCollection(collectionId: 0, params: UpdateCollectionParams(name: "A")) }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("not_found") { try await loop.client.collections.updateCollection(collectionId: 9, params: UpdateCollectionParams(name: "A")) }
    }
}
