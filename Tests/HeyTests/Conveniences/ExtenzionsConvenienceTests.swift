import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ExtenzionsConvenienceTests {
    @Test func extenzionsAreReadFromTheNavigation() async throws {
        let loop = try Loopback(.json(200, """
            {"items": [{"title": "Imbox", "app_url": "/imbox"},
                       {"title": "Extensions", "menu_items": [
                          {"title": "Sales", "app_url": "https://app.hey.com/contacts/501"},
                          {"title": "Manage Extensions", "app_url": "/accounts/1/domains/extenzions"},
                          {"app_url": "/contacts/503"},
                          {"title": "Support", "app_url": "/contacts/502"}]}]}
            """), .json(200, "{}"))
        let extenzions = try await loop.client.extenzions.list()
        #expect(extenzions == [ExtenzionContact(id: 501, name: "Sales", appUrl: "https://app.hey.com/contacts/501"),
                               ExtenzionContact(id: 503, name: "", appUrl: "/contacts/503"),
                               ExtenzionContact(id: 502, name: "Support", appUrl: "/contacts/502")])
        #expect(try await loop.client.extenzions.list().isEmpty)
        #expect(loop.requests.map(\.line) == ["GET /my/navigation.json", "GET /my/navigation.json"])
        #expect(loop.requests[0].header("Accept") == "application/json")
    }

    @Test func extenzionsAreWrittenThroughTheirJSONBranch() async throws {
        let loop = try Loopback(.json(201, #"{"name": "Sales", "app_url": "/contacts/501"}"#), Answers.redirect("/accounts/1/domains"),
                                .json(200, #"{"name": "Sales", "app_url": "/accounts/1"}"#), .json(200, #"{"app_url": "/contacts/502"}"#))
        let created = try await loop.client.extenzions.create(accountId: 1, params: CreateExtenzionParams(name: "Sales",
                                                                                                          members: ["a@example.com", "", "b@example.com"]))
        let updated = try await loop.client.extenzions.update(accountId: 1, extenzionId: 501,
                                                              params: UpdateExtenzionParams(name: "", members: ["c@example.com"]))
        _ = await expectError("api_error") {
            try await loop.client.extenzions.update(accountId: 1, extenzionId: 501, params: UpdateExtenzionParams(name: "Sales"))
        }
        let unnamed = try await loop.client.extenzions.update(accountId: 1, extenzionId: 502, params: UpdateExtenzionParams(name: "Ops"))
        #expect(created == ExtenzionContact(id: 501, name: "Sales", appUrl: "/contacts/501"))
        #expect(updated == nil)
        #expect(unnamed == ExtenzionContact(id: 502, name: "", appUrl: "/contacts/502"))
        #expect(loop.requests.map(\.line) == ["POST /accounts/1/domains/extenzions.json", "PATCH /accounts/1/domains/extenzions/501.json",
                                              "PATCH /accounts/1/domains/extenzions/501.json", "PATCH /accounts/1/domains/extenzions/502.json"])
        #expect(loop.requests[0].formLines == ["extenzion[name]=Sales", "extenzion[members][]=a@example.com", "extenzion[members][]=b@example.com"])
        #expect(loop.requests[1].formLines == ["extenzion[members][]=c@example.com"])
        #expect(loop.requests[3].formLines == ["extenzion[name]=Ops"])
        #expect(loop.operations == ["Extenzions.CreateExtenzion", "Extenzions.UpdateExtenzion", "Extenzions.UpdateExtenzion",
                                    "Extenzions.UpdateExtenzion"])
    }

    @Test func writesRefuseWhatCannotBeSent() async throws {
        let loop = try Loopback(.json(403, #"{"error": "Not allowed"}"#))
        _ = await expectError("usage") { try await loop.client.extenzions.create(accountId: 0, params: CreateExtenzionParams(name: "Sales")) }
        _ = await expectError("usage") { try await loop.client.extenzions.create(accountId: 1, params: CreateExtenzionParams(name: "")) }
        _ = await expectError("usage") { try await loop.client.extenzions.update(accountId: 1, extenzionId: 0, params: UpdateExtenzionParams(name: "A")) }
        _ = await expectError("usage") {
            try await loop.client.extenzions.update(accountId: 1, extenzionId: 501, params: UpdateExtenzionParams(name: "", members: []))
        }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("forbidden") { try await loop.client.extenzions.create(accountId: 1, params: CreateExtenzionParams(name: "Sales")) }
        #expect(loop.server.requestCount == 1)
    }

    @Test func anExtenzionIsDeletedByItsContactIdThroughTheGeneratedCall() async throws {
        let loop = try Loopback(.status(204), .json(403, #"{"error": "Not allowed"}"#))
        try await loop.client.extenzions.delete(accountId: 1, extenzionId: 501)
        _ = await expectError("forbidden") { try await loop.client.extenzions.delete(accountId: 1, extenzionId: 502) }
        #expect(loop.requests.map(\.line) == ["DELETE /accounts/1/domains/extenzions/501.json", "DELETE /accounts/1/domains/extenzions/502.json"])
    }
}
