import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct PostingsConvenienceTests {
    @Test func markPostingsSeenPostsTheIds() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.postings.markPostingsSeen(postingIds: [11, 12])
        let request = try loop.only()
        #expect(request.line == "POST /postings/seen.json")
        #expect(try request.json() == .object(["posting_ids": .array([.number(11), .number(12)])]))
        #expect(loop.operations == ["Postings.MarkPostingsSeen"])
        #expect(loop.operationInfos.first?.resourceId == nil)
    }

    @Test func oneIdIsTheResourceHooksHear() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.postings.markPostingsUnseen(postingIds: [42])
        #expect(try loop.only().line == "POST /postings/unseen.json")
        #expect(loop.operationInfos.first?.resourceId == 42)
    }

    @Test func anEmptyListIsAUsageErrorAndNothingIsSent() async throws {
        let loop = try Loopback()
        let calls: [@Sendable (HeyClient) async throws -> Void] = [
            { try await $0.postings.markPostingsSeen(postingIds: []) },
            { try await $0.postings.moveToSetAside(postingIds: []) },
            { try await $0.postings.unmutePostings(postingIds: []) },
            { try await $0.postings.trashPostings(postingIds: []) },
            { try await $0.postings.moveToTrash(postingIds: []) },
            { try await $0.postings.trashForEveryone(postingIds: []) },
            { try await $0.postings.schedulePostingsBubbleUp(slot: .tomorrow, postingIds: []) },
            { try await $0.postings.moveToBox(boxId: 3, postingIds: []) },
            { try await $0.postings.moveTo(kind: .imbox, postingIds: []) },
            { try await $0.postings.filePostings(folderId: 9, postingIds: []) },
            { try await $0.postings.unfilePostings(folderId: 0, postingIds: []) },
            { try await $0.postings.createFolderForPostings(name: "Receipts", postingIds: []) },
            { try await $0.postings.addPostingsToBoxGroup(boxId: 4, boxGroupId: 5, postingIds: []) },
        ]
        for call in calls {
            _ = await expectError("usage") { try await call(loop.client) }
        }
        #expect(loop.server.requestCount == 0)
    }

    @Test func trashLeavesRemoveAccessOutUnlessForEveryone() async throws {
        let loop = try Loopback(.status(204), .status(204), .status(204))
        try await loop.client.postings.trashPostings(postingIds: [1])
        try await loop.client.postings.moveToTrash(postingIds: [1, 2])
        try await loop.client.postings.trashForEveryone(postingIds: [3])
        let bodies = try loop.requests.map { try $0.json() }
        #expect(loop.requests.map(\.line) == ["POST /postings/trash.json", "POST /postings/trash.json", "POST /postings/trash.json"])
        #expect(bodies[0] == .object(["posting_ids": .array([.number(1)])]))
        #expect(bodies[1] == .object(["posting_ids": .array([.number(1), .number(2)])]))
        #expect(bodies[2] == .object(["posting_ids": .array([.number(3)]), "remove_access": .string("false")]))
        #expect(loop.operations == ["Postings.TrashPostings", "Postings.TrashPostings", "Postings.TrashPostings"])
    }

    @Test func idsThatAreNoIdsAreRefusedBeforeSending() async throws {
        let loop = try Loopback()
        let calls: [@Sendable (HeyClient) async throws -> Void] = [
            { try await $0.postings.moveToBox(boxId: 0, postingIds: [1]) },
            { try await $0.postings.filePostings(folderId: -1, postingIds: [1]) },
            { try await $0.postings.unfilePostings(folderId: -2, postingIds: [1]) },
            { try await $0.postings.addPostingsToBoxGroup(boxId: 4, boxGroupId: 0, postingIds: [1]) },
            { try await $0.postings.createFolderForPostings(name: " ", postingIds: [1]) },
        ]
        for call in calls {
            _ = await expectError("usage") { try await call(loop.client) }
        }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aBulkActionHEYRefusesIsItsError() async throws {
        let loop = try Loopback(.json(422, #"{"errors": ["Folder is invalid"]}"#))
        let error = await expectError("validation") { try await loop.client.postings.filePostings(folderId: 9, postingIds: [1]) }
        #expect(error?.httpStatus == 422)
        #expect(loop.server.requestCount == 1)
    }

    @Test func deletesCarryTheIdsCommaJoinedInTheQuery() async throws {
        let loop = try Loopback(.status(204), .status(204), .status(204), .status(204))
        try await loop.client.postings.unmutePostings(postingIds: [1, 2, 3])
        try await loop.client.postings.removePostingsFromBoxGroup(postingIds: [4])
        try await loop.client.postings.cancelPostingsBubbleUp(postingIds: [5, 6])
        try await loop.client.postings.unfilePostings(folderId: 0, postingIds: [7])
        #expect(loop.requests.map(\.line) == ["DELETE /postings/mutings.json", "DELETE /postings/box_groups.json",
                                              "DELETE /postings/bubble_up.json", "DELETE /postings/filings.json"])
        #expect(loop.requests.map { $0.queryValues("posting_ids") } == [["1,2,3"], ["4"], ["5,6"], ["7"]])
        #expect(loop.requests[3].queryValues("folder_id").isEmpty)
        #expect(loop.requests.allSatisfy { $0.body.isEmpty })
    }

    @Test func unfileFromOneFolderNamesIt() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.postings.unfilePostings(folderId: 9, postingIds: [7])
        #expect(try loop.only().queryValues("folder_id") == ["9"])
    }

    @Test func filingAndFoldersAndGroupsSendTheirFields() async throws {
        let loop = try Loopback(.status(204), .status(204), .status(204), .status(204), .status(204), .status(204))
        try await loop.client.postings.filePostings(folderId: 9, postingIds: [1])
        try await loop.client.postings.createFolderForPostings(name: "Receipts", postingIds: [1, 2])
        try await loop.client.postings.addPostingsToBoxGroup(boxId: 4, boxGroupId: 5, postingIds: [3])
        try await loop.client.postings.mutePostings(postingIds: [6])
        try await loop.client.postings.markPostingsSpam(postingIds: [7])
        try await loop.client.postings.bubbleUpPostingsNow(postingIds: [8])
        let bodies = try loop.requests.map { try $0.json() }
        #expect(loop.requests.map(\.line) == ["POST /postings/filings.json", "POST /postings/folders.json",
                                              "POST /postings/box_groups.json", "POST /postings/mutings.json",
                                              "POST /postings/spam.json", "POST /postings/bulk_bubble_up_now.json"])
        #expect(bodies[0]["folder_id"] == .number(9))
        #expect(bodies[1].at("folder.name") == .string("Receipts"))
        #expect(bodies[2]["box_id"] == .number(4))
        #expect(bodies[2]["box_group_id"] == .number(5))
        #expect(bodies[5]["posting_ids"] == .array([.number(8)]))
    }

    @Test func bubbleUpIsScheduledBySlotOrDay() async throws {
        let loop = try Loopback(.status(201), .status(201))
        try await loop.client.postings.schedulePostingsBubbleUp(slot: .nextWeek, postingIds: [1])
        try await loop.client.postings.schedulePostingsBubbleUp(slot: try .custom(date: "2026-12-24"), postingIds: [1, 2])
        let bodies = try loop.requests.map { try $0.json() }
        #expect(loop.requests.map(\.line) == ["POST /postings/bubble_up.json", "POST /postings/bubble_up.json"])
        #expect(bodies[0] == .object(["posting_ids": .array([.number(1)]), "slot": .string("next_week")]))
        #expect(bodies[1] == .object(["posting_ids": .array([.number(1), .number(2)]), "slot": .string("custom"),
                                      "date": .string("2026-12-24")]))
        #expect(loop.operations == ["Postings.SchedulePostingsBubbleUp", "Postings.SchedulePostingsBubbleUp"])
    }

    @Test func theNamedSlotsAreHEYsSlots() throws {
        let slots: [BubbleUpSlot] = [.laterToday, .tomorrow, .thisWeekend, .nextWeek, .surpriseMe]
        #expect(slots.map(\.wire) == ["today", "tomorrow", "weekend", "next_week", "surprise_me"])
        #expect(slots.allSatisfy { $0.date == nil })
        let custom = try BubbleUpSlot.custom(date: "2026-12-24")
        #expect(custom.wire == "custom")
        #expect(custom.date == "2026-12-24")
        #expect(custom == (try BubbleUpSlot.custom(date: "2026-12-24")))
        #expect(custom != BubbleUpSlot.tomorrow)
    }

    @Test func aBubbleUpDayThatIsNoDayIsRefused() async throws {
        for day in ["2026-02-30", "next monday", "", "2026-12-24T08:00:00Z"] {
            _ = await expectError("usage") { try BubbleUpSlot.custom(date: day) }
        }
    }

    @Test func movesByKindReadTheBoxIndexOncePerClient() async throws {
        let loop = try Loopback(Answers.boxes, .status(204), .status(204), .status(204))
        try await loop.client.postings.moveToSetAside(postingIds: [10])
        try await loop.client.postings.moveToPaperTrail(postingIds: [11, 12])
        try await loop.client.postings.moveTo(kind: .replyLater, postingIds: [13])
        #expect(loop.requests.map(\.line) == ["GET /boxes.json", "POST /postings/moves.json",
                                              "POST /postings/moves.json", "POST /postings/moves.json"])
        let bodies = try loop.requests.dropFirst().map { try $0.json() }
        #expect(bodies.map { $0["box_id"] } == [.number(3), .number(5), .number(4)])
        #expect(bodies[1]["posting_ids"] == .array([.number(11), .number(12)]))
        #expect(loop.operations == ["Boxes.ListBoxes", "Postings.MovePostings", "Postings.MovePostings", "Postings.MovePostings"])
    }

    @Test func everyShortcutMovesToItsBox() async throws {
        let loop = try Loopback(Answers.boxes, .status(204), .status(204), .status(204), .status(204), .status(204))
        try await loop.client.postings.moveToImbox(postingIds: [1])
        try await loop.client.postings.moveToFeed(postingIds: [1])
        try await loop.client.postings.moveToSetAside(postingIds: [1])
        try await loop.client.postings.moveToReplyLater(postingIds: [1])
        try await loop.client.postings.moveToPaperTrail(postingIds: [1])
        let boxIds = try loop.requests.dropFirst().map { try $0.json()["box_id"] }
        #expect(boxIds == [.number(1), .number(2), .number(3), .number(4), .number(5)])
    }

    @Test func aMoveToABoxIdSendsIt() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.postings.moveToBox(boxId: 77, postingIds: [1])
        let request = try loop.only()
        #expect(request.line == "POST /postings/moves.json")
        #expect(try request.json() == .object(["posting_ids": .array([.number(1)]), "box_id": .number(77)]))
        #expect(loop.operationInfos.first?.resourceId == 1)
    }
}

@Suite struct BoxesConvenienceTests {
    @Test func idByKindListsOnceAndAnswersFromTheIndex() async throws {
        let loop = try Loopback(Answers.boxes)
        #expect(try await loop.client.boxes.idByKind(.paperTrail) == 5)
        #expect(try await loop.client.boxes.idByKind(.imbox) == 1)
        #expect(try await loop.client.boxes.idByKind(.bubbleUp) == 6)
        #expect(try loop.only().line == "GET /boxes.json")
    }

    @Test func eachClientKeepsItsOwnIndex() async throws {
        let loop = try Loopback(Answers.boxes, .json(200, #"[{"id": 50, "kind": "trailbox", "name": "Paper Trail"}]"#))
        let other = try makeClient(loop.server)
        #expect(try await loop.client.boxes.idByKind(.paperTrail) == 5)
        #expect(try await other.boxes.idByKind(.paperTrail) == 50)
        #expect(loop.server.requestCount == 2)
    }

    @Test func aFailedListingIsNotKeptAndAMissingKindIsAnAPIError() async throws {
        let loop = try Loopback(.status(500), .json(200, #"[{"id": 1, "kind": "imbox", "name": "Imbox"}]"#))
        _ = await expectError("api_error") { try await loop.client.boxes.idByKind(.imbox) }
        #expect(try await loop.client.boxes.idByKind(.imbox) == 1)
        let error = await expectError("api_error") { try await loop.client.boxes.idByKind(.setAside) }
        #expect(error?.message.contains("asidebox") == true)
        #expect(loop.server.requestCount == 2)
    }

    @Test func listAllReadsEveryPage() async throws {
        let loop = try Loopback()
        let next = loop.server.url("/boxes.json?page=p2").absoluteString
        loop.server.enqueue(.json(200, #"[{"id": 1, "kind": "imbox", "name": "Imbox"}]"#, headers: [("Link", "<\(next)>; rel=\"next\"")]),
                            .json(200, #"[{"id": 2, "kind": "feedbox", "name": "The Feed"}]"#))
        let boxes = try await loop.client.boxes.listAll()
        #expect(boxes.map(\.id) == [1, 2])
        #expect(loop.requests.map(\.target) == ["/boxes.json", "/boxes.json?page=p2"])
    }

    @Test func aLinkedAccountClientKeepsAnIndexOfItsOwn() async throws {
        let loop = try Loopback(Answers.boxes, Answers.identity, .json(200, #"[{"id": 60, "kind": "asidebox", "name": "Set Aside"}]"#))
        #expect(try await loop.client.boxes.idByKind(.setAside) == 3)
        let work = try await loop.client.forAccount(2)
        #expect(try await work.boxes.idByKind(.setAside) == 60)
        #expect(try await loop.client.boxes.idByKind(.setAside) == 3)
        #expect(loop.requests.map(\.target) == ["/boxes.json", "/identity.json", "/boxes.json?filtered_account_id=2"])
    }

    @Test func listAllFailsRatherThanAnswerAShortList() async throws {
        let loop = try Loopback(.json(200, #"[{"id": 1, "kind": "imbox", "name": "Imbox"}]"#, headers: [("Link", "</boxes.json?page=2>; rel=\"next\"")]),
                                configure: { $0.maxPages = 1 })
        _ = await expectError("api_error") { try await loop.client.boxes.listAll() }
        #expect(loop.server.requestCount == 1)
    }

    @Test func listAllRefusesALinkOffHEYsOrigin() async throws {
        let loop = try Loopback(.json(200, "[]", headers: [("Link", "<https://elsewhere.example/boxes.json?page=2>; rel=\"next\"")]))
        _ = await expectError("usage") { try await loop.client.boxes.listAll() }
        #expect(loop.server.requestCount == 1)
    }
}
