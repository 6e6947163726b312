import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct BoxKindTests {
    @Test func theKindsAreSpelledAsHEYSpellsThem() throws {
        #expect(BoxKind.allCases.map(\.wire) == ["imbox", "feedbox", "asidebox", "laterbox", "trailbox", "bubblebox"])
        #expect(BoxKind.allCases.map(\.rawValue) == BoxKind.allCases.map(\.wire))
        #expect(BoxKind.feed.wire == "feedbox")
        for kind in BoxKind.allCases { #expect(try BoxKind.parse(kind.wire) == kind) }
    }

    @Test func anUnknownKindIsAUsageErrorNamingHEYsKinds() async {
        for source in ["feed", "Imbox", "", "trailbox "] {
            let error = await expectError("usage") { try BoxKind.parse(source) }
            #expect(error?.hint?.contains("asidebox") == true, "\(source)")
        }
    }
}

@Suite struct BoxesKindsAndGroupsTests {
    @Test func kindsIsTheIndexReadOnce() async throws {
        let loop = try Loopback(Answers.boxes)
        let kinds = try await loop.client.boxes.kinds()
        #expect(kinds == ["imbox": 1, "feedbox": 2, "asidebox": 3, "laterbox": 4, "trailbox": 5, "bubblebox": 6])
        #expect(try await loop.client.boxes.kinds() == kinds)
        #expect(try await loop.client.boxes.idByKind(.feed) == 2)
        let request = try loop.only()
        #expect(request.line == "GET /boxes.json")
        #expect(request.header("Accept") == "application/json")
    }

    @Test func kindsKeepsTheFirstBoxOfAKindAndAFailureIsNotKept() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#),
                                .json(200, #"[{"id": 8, "kind": "imbox", "name": "A"}, {"id": 9, "kind": "imbox", "name": "B"}]"#))
        _ = await expectError("not_found") { try await loop.client.boxes.kinds() }
        #expect(try await loop.client.boxes.kinds() == ["imbox": 8])
        #expect(loop.server.requestCount == 2)
    }

    @Test func createBoxGroupSendsThePostingsAndAnswersTheGroup() async throws {
        let loop = try Loopback(.json(201, #"{"id": 77}"#), .json(422, #"{"errors": ["Postings can't be blank"]}"#))
        let group = try await loop.client.boxes.createBoxGroup(boxId: 3, postingIds: [10, 11])
        _ = await expectError("validation") { try await loop.client.boxes.createBoxGroup(boxId: 3, postingIds: [12]) }
        #expect(loop.requests.map(\.line) == ["POST /boxes/3/groups.json", "POST /boxes/3/groups.json"])
        #expect(loop.requests[0].header("Accept") == "application/json")
        #expect(try loop.requests[0].json() == .object(["posting_ids": .array([.number(10), .number(11)])]))
        #expect(group == BoxGroup(id: 77))
        #expect(loop.operations == ["Boxes.CreateBoxGroup", "Boxes.CreateBoxGroup"])
    }

    @Test func createBoxGroupRefusesNoPostingsOrABadBoxBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.boxes.createBoxGroup(boxId: 3, postingIds: []) }
        _ = await expectError("usage") { try await loop.client.boxes.createBoxGroup(boxId: 0, postingIds: [1]) }
        #expect(loop.server.requestCount == 0)
    }
}
