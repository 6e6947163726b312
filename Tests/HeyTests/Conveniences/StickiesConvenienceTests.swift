import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct StickiesConvenienceTests {
    @Test func theLimitIsHeldToHEYsMaximumAndLeftOutAtZero() async throws {
        let loop = try Loopback(.json(200, "[]"), .json(200, "[]"), .json(200, #"[{"id": 3, "body": "Call mum"}]"#), .json(200, "[]"))
        _ = try await loop.client.stickies.listUpTo(limit: 500)
        _ = try await loop.client.stickies.listUpTo(limit: 0)
        let five = try await loop.client.stickies.listUpTo(limit: 5)
        _ = try await loop.client.stickies.listUpTo(limit: StickiesService.maxStickiesLimit)
        #expect(loop.requests.map(\.target) == ["/stickies.json?limit=100", "/stickies.json", "/stickies.json?limit=5",
                                                "/stickies.json?limit=100"])
        #expect(loop.requests.allSatisfy { $0.method == "GET" })
        #expect(five.map(\.id) == [3])
        #expect(loop.operations == Array(repeating: "Stickies.ListStickies", count: 4))
    }

    @Test func aNegativeLimitIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        let error = await expectError("usage") { try await loop.client.stickies.listUpTo(limit: -1) }
        #expect(error?.message.contains("-1") == true)
        #expect(loop.server.requestCount == 0)
    }

    @Test func theConstantsAreHEYsBounds() {
        #expect(StickiesService.maxStickiesLimit == 100)
        #expect(StickiesService.maxStickyPosition == 2_147_483_647)
    }

    @Test func aStickyIsPutUpWithItsSizeAndAnswered() async throws {
        let loop = try Loopback(.json(201, #"{"id": 1, "body": "Call mum", "size": "large"}"#), .json(201, #"{"id": 2}"#))
        let sticky = try await loop.client.stickies.createSticky(body: "Call mum", size: .large)
        _ = try await loop.client.stickies.createSticky(body: "")
        #expect(sticky.id == 1)
        #expect(loop.requests.map(\.line) == ["POST /stickies.json", "POST /stickies.json"])
        #expect(try loop.requests[0].json() == .object(["sticky": .object(["body": .string("Call mum"), "size": .string("large")])]))
        #expect(try loop.requests[1].json() == .object(["sticky": .object([:])]))
    }

    @Test func anUpdateSendsOnlyWhatChanges() async throws {
        let loop = try Loopback(.json(200, #"{"id": 1, "size": "small"}"#), .json(200, #"{"id": 1, "body": "Call dad"}"#))
        let resized = try await loop.client.stickies.updateSticky(stickyId: 1, body: "", size: .small)
        _ = try await loop.client.stickies.updateSticky(stickyId: 1, body: "Call dad")
        #expect(resized.id == 1)
        #expect(loop.requests.map(\.line) == ["PATCH /stickies/1.json", "PATCH /stickies/1.json"])
        #expect(try loop.requests[0].json() == .object(["sticky": .object(["size": .string("small")])]))
        #expect(try loop.requests[1].json() == .object(["sticky": .object(["body": .string("Call dad")])]))
    }

    @Test func anUpdateWithNothingToChangeOrNoStickyIsRefused() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.stickies.updateSticky(stickyId: 1, body: "") }
        _ = await expectError("usage") { try await loop.client.stickies.updateSticky(stickyId: 0, body: "x") }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aStickyIsMovedByIdAndPosition() async throws {
        let loop = try Loopback(.status(204), .status(204))
        try await loop.client.stickies.moveTo(stickyId: 1, position: 0)
        try await loop.client.stickies.moveTo(stickyId: 2, position: StickiesService.maxStickyPosition)
        #expect(loop.requests.map(\.line) == ["POST /stickies/moves.json", "POST /stickies/moves.json"])
        #expect(try loop.requests[0].json() == .object(["id": .number(1), "position": .number(0)]))
        #expect(try loop.requests[1].json() == .object(["id": .number(2), "position": .number(2_147_483_647)]))
        #expect(loop.operations == ["Stickies.MoveSticky", "Stickies.MoveSticky"])
    }

    @Test func aPositionBeyond32BitsOrBelowZeroIsRefused() async throws {
        let loop = try Loopback()
        let error = await expectError("usage") {
            try await loop.client.stickies.moveTo(stickyId: 1, position: StickiesService.maxStickyPosition + 1)
        }
        #expect(error?.message.contains("2147483648") == true)
        _ = await expectError("usage") { try await loop.client.stickies.moveTo(stickyId: 1, position: -1) }
        _ = await expectError("usage") { try await loop.client.stickies.moveTo(stickyId: 0, position: 1) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func HEYsRefusalOfAMoveComesThroughAndIsNotResent() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#, headers: [("X-Request-Id", "r-5")]), .status(503))
        let missing = await expectError("not_found") { try await loop.client.stickies.moveTo(stickyId: 9, position: 1) }
        #expect(missing?.requestId == "r-5")
        _ = await expectError("api_error") { try await loop.client.stickies.moveTo(stickyId: 9, position: 1) }
        #expect(loop.server.requestCount == 2)
    }

    @Test func sizesAreWrittenAndReadAsHEYNamesThem() throws {
        #expect(StickySize.allCases.map(\.wire) == ["small", "medium", "large"])
        #expect(try StickySize.parse("medium") == .medium)
        #expect(try StickySize.parse(" LARGE\n") == .large)
        for word in ["", "huge", "smal"] {
            #expect(throws: HeyError.self) { try StickySize.parse(word) }
            do {
                _ = try StickySize.parse(word)
            } catch let error as HeyError {
                #expect(error.code == "usage")
                #expect(error.hint?.contains("small, medium, large") == true)
            }
        }
    }
}
