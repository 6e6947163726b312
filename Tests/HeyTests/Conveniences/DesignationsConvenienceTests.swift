import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct DesignationsConvenienceTests {
    @Test func aDesignationGoesToABoxByIdOrKind() async throws {
        let loop = try Loopback(.status(204), Answers.boxes, .status(204))
        try await loop.client.designations.createBoxDesignation(boxId: 2, contactId: 5)
        try await loop.client.designations.createBoxDesignation(kind: .paperTrail, contactId: 6)
        #expect(loop.requests.map(\.line) == ["POST /boxes/2/designations.json", "GET /boxes.json", "POST /boxes/5/designations.json"])
        #expect(loop.requests[0].header("Accept") == "application/json")
        #expect(try loop.requests[0].json() == .object(["contact_id": .number(5)]))
        #expect(try loop.requests[2].json() == .object(["contact_id": .number(6)]))
    }

    @Test func aBadIdIsRefusedBeforeSendingAndHEYsRefusalIsItsError() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#), .json(200, "[]"))
        _ = await expectError("usage") { try await loop.client.designations.createBoxDesignation(boxId: 0, contactId: 5) }
        _ = await expectError("usage") { try await loop.client.designations.createBoxDesignation(boxId: 2, contactId: 0) }
        _ = await expectError("usage") { try await loop.client.designations.createBoxDesignation(kind: .imbox, contactId: -5) }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("not_found") { try await loop.client.designations.createBoxDesignation(boxId: 2, contactId: 5) }
        _ = await expectError("api_error") { try await loop.client.designations.createBoxDesignation(kind: .imbox, contactId: 5) }
        #expect(loop.requests.map(\.line) == ["POST /boxes/2/designations.json", "GET /boxes.json"])
    }
}
