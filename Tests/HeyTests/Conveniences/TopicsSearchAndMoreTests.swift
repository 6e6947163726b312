import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct TopicsConvenienceTests {
    @Test func aRenameSucceedsOnlyOn204() async throws {
        let loop = try Loopback(.status(204), .json(200, "{}", headers: [("X-Request-Id", "r-9")]))
        try await loop.client.topics.renameTopic(topicId: 8, name: "New name")
        let error = await expectError("api_error") { try await loop.client.topics.renameTopic(topicId: 8, name: "") }
        #expect(error?.httpStatus == 200)
        #expect(error?.requestId == "r-9")
        #expect(error?.isRetryable == false)
        #expect(loop.requests.map(\.line) == ["PATCH /topics/8.json", "PATCH /topics/8.json"])
        #expect(try loop.requests[0].json() == .object(["topic": .object(["name": .string("New name")])]))
        #expect(try loop.requests[1].json() == .object(["topic": .object(["name": .string("")])]))
    }

    @Test func aRenameRedirectIsNotFollowedIntoASuccess() async throws {
        let loop = try Loopback(Answers.redirect("/topics/9"), .status(200))
        _ = await expectError("api_error") { try await loop.client.topics.renameTopic(topicId: 8, name: "x") }
        #expect(loop.server.requestCount == 1)
    }

    @Test func aNoteIsPostedAndReadBack() async throws {
        let loop = try Loopback(.json(201, #"{"id": 40, "kind": "comment", "topic_id": 8, "content": "<p>hi</p>", "collection_only": false}"#))
        let note = try await loop.client.topics.createTopicComment(topicId: 8, content: "<p>hi</p>")
        let request = try loop.only()
        #expect(request.line == "POST /topics/8/comments.json")
        #expect(try request.json() == .object(["comment": .object(["content": .string("<p>hi</p>")])]))
        #expect(note.id == 40)
        #expect(note.kind == "comment")
    }

    @Test func aNoteAnswerWithoutTheNoteSaysToCheckFirst() async throws {
        let loop = try Loopback(.status(200), .json(422, #"{"errors": ["Content can't be blank"]}"#))
        let error = await expectError("api_error") { try await loop.client.topics.createTopicComment(topicId: 8, content: "x") }
        #expect(error?.hint?.contains("before trying again") == true)
        let blank = await expectError("validation") { try await loop.client.topics.createTopicComment(topicId: 8, content: "") }
        #expect(blank?.fieldErrors.map(\.message) == ["Content can't be blank"])
    }

    @Test func aThreadIsMovedToABoxByItsId() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.topics.moveToBox(topicId: 8, boxId: 3)
        let request = try loop.only()
        #expect(request.line == "POST /topics/8/moves.json")
        #expect(try request.json() == .object(["box_id": .number(3)]))
        #expect(loop.operations == ["Topics.MoveTopic"])
        #expect(loop.operationInfos.first?.resourceId == 8)
    }

    @Test func aMoveWithoutIdsIsRefusedAndHEYsRefusalIsNotResent() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#), .status(503))
        _ = await expectError("usage") { try await loop.client.topics.moveToBox(topicId: 0, boxId: 3) }
        _ = await expectError("usage") { try await loop.client.topics.moveToBox(topicId: 8, boxId: -1) }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("not_found") { try await loop.client.topics.moveToBox(topicId: 8, boxId: 3) }
        let unavailable = await expectError("api_error") { try await loop.client.topics.moveToBox(topicId: 8, boxId: 3) }
        #expect(unavailable?.httpStatus == 503)
        #expect(loop.server.requestCount == 2)
    }

    @Test func trashConfirmsOnlyWhenAsked() async throws {
        let loop = try Loopback(.status(204), .status(204))
        try await loop.client.topics.trashTopic(topicId: 8)
        try await loop.client.topics.trashTopic(topicId: 8, confirmDestroy: true)
        #expect(loop.requests.map(\.target) == ["/topics/8/status/trashed.json", "/topics/8/status/trashed.json?confirm_destroy=1"])
        #expect(loop.requests.map(\.method) == ["PUT", "PUT"])
    }

    @Test func aSharedThreadAsksForConfirmation() async throws {
        let loop = try Loopback(Answers.redirect("/topics/8/removal/new"), Answers.redirect("/topics/8"))
        let error = await expectError("usage") { try await loop.client.topics.trashTopic(topicId: 8) }
        #expect(error?.hint?.contains("confirmDestroy") == true)
        _ = await expectError("api_error") { try await loop.client.topics.trashTopic(topicId: 8) }
        #expect(loop.server.requestCount == 2)
    }
}

@Suite struct SearchConvenienceTests {
    static let link = ScriptedResponse.json(200, #"{"matches": [{"topic": {"id": 3}, "posting_id": 4}]}"#,
                                            headers: [("Link", "</advanced_search.json?q=invoice&page=2>; rel=\"next\"")])

    @Test func aSearchSendsTheQueryAndRefinementsLeavingEmptyOnesOut() async throws {
        let loop = try Loopback(Self.link)
        let result = try await loop.client.search.search(SearchParams(query: "invoice", from: "billing@example.com", subject: "",
                                                                       inBox: "papertrail"))
        #expect(result.matches.map(\.postingId) == [4])
        let request = try loop.only()
        #expect(request.line == "GET /advanced_search.json")
        #expect(request.queryItems.map { "\($0.name)=\($0.value)" } == ["q=invoice", "refine[from]=billing@example.com", "refine[in]=papertrail"])
        #expect(loop.operations == ["Search.AdvancedSearch"])
    }

    @Test func everyRefinementGoesUnderHEYsName() async throws {
        let loop = try Loopback(.json(200, #"{"matches": []}"#))
        _ = try await loop.client.search.search(SearchParams(
            query: "q", page: 1, required: "a", any: "b", none: "c", exactPhrase: "d e", from: "f", to: "g", subject: "h",
            date: "last_7_days", inBox: "imbox", label: "Taxes", attachment: "any"))
        #expect(try loop.only().queryItems.map { "\($0.name)=\($0.value)" } == [
            "q=q", "refine[from]=f", "refine[to]=g", "refine[subject]=h", "refine[exact_phrase]=d e", "refine[required]=a",
            "refine[any]=b", "refine[none]=c", "refine[date]=last_7_days", "refine[in]=imbox", "refine[label]=Taxes",
            "refine[attachment]=any",
        ])
    }

    @Test func aPageAnswersTheNextPageNumberAndAPageAboveOneIsSent() async throws {
        let loop = try Loopback(Self.link, .json(200, #"{"matches": []}"#), .json(200, #"{"matches": []}"#))
        let first = try await loop.client.search.searchPage(SearchParams(query: "invoice"))
        let second = try await loop.client.search.searchPage(SearchParams(query: "invoice", page: 2))
        _ = try await loop.client.search.searchPage(SearchParams(query: "invoice", page: 1))
        #expect(first == SearchResults(result: AdvancedSearchResult(matches: [SearchMatch(topic: Topic(id: 3), postingId: 4)]), nextPage: 2))
        #expect(second.nextPage == nil)
        #expect(second.result.matches.isEmpty)
        #expect(loop.requests.map(\.target) == ["/advanced_search.json?q=invoice", "/advanced_search.json?q=invoice&page=2",
                                                "/advanced_search.json?q=invoice"])
    }

    @Test func aNegativePageIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.search.search(SearchParams(query: "x", page: -1)) }
        _ = await expectError("usage") { try await loop.client.search.searchPage(SearchParams(query: "x", page: -2)) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func HEYsErrorsComeThrough() async throws {
        let loop = try Loopback(.json(422, #"{"errors": ["Date is not a date"]}"#), .json(200, #"{"nothing": []}"#))
        let refused = await expectError("validation") { try await loop.client.search.search(SearchParams(query: "x", date: "soon")) }
        #expect(refused?.fieldErrors.map(\.message) == ["Date is not a date"])
        let unreadable = await expectError("api_error") { try await loop.client.search.searchPage(SearchParams(query: "x")) }
        #expect(unreadable?.hint?.contains("/matches") == true)
    }

    @Test func paramsStartEmpty() {
        let params = SearchParams()
        #expect(params == SearchParams(query: "", page: 0, required: "", any: "", none: "", exactPhrase: "", from: "", to: "",
                                       subject: "", date: "", inBox: "", label: "", attachment: ""))
        #expect(SearchResults(result: AdvancedSearchResult(matches: [])).nextPage == nil)
    }
}

@Suite struct SmallServicesConvenienceTests {

    /// 0.34 (BEHAVIOURS.md): the stage page is asked for at its path as written with a browser's
    /// `Accept`.
    @Test func aWorkflowStageIsReadAsItsHTMLPage() async throws {
        let loop = try Loopback(.text(200, "<div class=\"stage\">Doing</div>", contentType: "text/html"), .json(200, #"{"id": 1, "stages": [{"id": 2, "name": "Doing"}]}"#))
        let html = try await loop.client.workflows.getStage(workflowId: 1, stageId: 2)
        let stages = try await loop.client.workflows.stages(workflowId: 1)
        #expect(html == "<div class=\"stage\">Doing</div>")
        #expect(loop.requests.map(\.line) == ["GET /workflows/1/stages/2", "GET /workflows/1.json"])
        #expect(loop.requests.first?.header("Accept") == RequestPlan.browserAccept)
        #expect(loop.operations.first == "Workflows.GetWorkflowStage")
        #expect(stages.map(\.name) == ["Doing"])
    }
}

@Suite struct AttachmentUploadTests {
    @Test func theChecksumIsStandardBase64MD5() {
        #expect(MD5.base64(Data("hello".utf8)) == "XUFAKrxLKna5cZ2REBfFkg==")
        #expect(MD5.base64(Data()) == "1B2M2Y8AsgTpgAmY7PhCfg==")
        #expect(MD5.base64(Data(String(repeating: "a", count: 56).utf8)) == "OwyKxwP4KLBMbBlwBtFyGA==")
        #expect(MD5.base64(Data(String(repeating: "a", count: 64).utf8)) == "AUhC1IC1cUlaSgNjeT9zZw==")
        #expect(MD5.base64(Data(String(repeating: "a", count: 1000).utf8)) == "yr5F3MmuW2a6hmAMymuLqA==")
    }

    @Test func uploadReservesThenPutsTheBytesExactlyWhereStorageSaid() async throws {
        let storage = try LoopbackServer()
        storage.enqueue(.status(204))
        let signed = storage.url("/storage/blob?sig=a%2Bb&expires=1").absoluteString
        let loop = try Loopback(.json(200, """
            {"signed_id": "s1", "attachable_sgid": "g1",
             "direct_upload": {"url": "\(signed)", "headers": {"Content-Type": "text/plain", "Content-MD5": "XUFAKrxLKna5cZ2REBfFkg=="}}}
            """))
        let work = HeyClient(context: ClientContext(deriving: loop.client.context, accountScope: 42))
        let reservation = try await work.attachments.upload(filename: "hello.txt", contentType: "text/plain", content: Data("hello".utf8))
        #expect(reservation.attachableSgid == "g1")
        let reserve = try loop.only()
        #expect(reserve.line == "POST /rails/active_storage/direct_uploads.json")
        #expect(try reserve.json() == .object(["blob": .object([
            "filename": .string("hello.txt"), "byte_size": .number(5), "checksum": .string("XUFAKrxLKna5cZ2REBfFkg=="),
            "content_type": .string("text/plain"),
        ])]))
        let put = try #require(storage.requests.first)
        #expect(storage.requestCount == 1)
        #expect(put.method == "PUT")
        #expect(put.target == "/storage/blob?sig=a%2Bb&expires=1")
        #expect(put.header("Authorization") == nil)
        #expect(put.header("Content-MD5") == "XUFAKrxLKna5cZ2REBfFkg==")
        #expect(put.header("Content-Type") == "text/plain")
        #expect(put.header("Content-Length") == "5")
        #expect(put.body == Data("hello".utf8))
        #expect(loop.operations == ["Attachments.CreateDirectUpload", "Attachments.UploadAttachment"])
    }

    @Test(arguments: [String?.none, ""])
    func noContentTypeIsSentAsOctetStream(contentType: String?) async throws {
        let storage = try LoopbackServer()
        storage.enqueue(.status(200))
        let loop = try Loopback(.json(200, """
            {"signed_id": "s1", "attachable_sgid": "g1", "direct_upload": {"url": "\(storage.url("/blob").absoluteString)"}}
            """))
        _ = try await loop.client.attachments.upload(filename: "a.bin", contentType: contentType, content: Data([0, 1, 2]))
        #expect(try loop.only().json().at("blob.content_type") == .string("application/octet-stream"))
        #expect(storage.requests.first?.header("Content-Type") == "application/octet-stream")
        #expect(storage.requests.first?.body == Data([0, 1, 2]))
    }

    @Test func anEmptyFileOrNameIsRefusedBeforeSending() async throws {
        let loop = try Loopback()
        _ = await expectError("usage") { try await loop.client.attachments.upload(filename: "", content: Data("x".utf8)) }
        _ = await expectError("usage") { try await loop.client.attachments.upload(filename: "a.txt", content: Data()) }
        #expect(loop.server.requestCount == 0)
    }

    @Test func aReservationWithoutItsIdsUploadsNothing() async throws {
        let loop = try Loopback(.json(200, #"{"signed_id": "", "attachable_sgid": "g", "direct_upload": {"url": "https://storage.example/x"}}"#))
        _ = await expectError("api_error") { try await loop.client.attachments.upload(filename: "a.txt", content: Data("x".utf8)) }
        #expect(loop.server.requestCount == 1)
    }

    @Test func aPlainHTTPStorageURLElsewhereIsRefused() async throws {
        let loop = try Loopback(.json(200, #"{"signed_id": "s", "attachable_sgid": "g", "direct_upload": {"url": "http://storage.example/x"}}"#))
        _ = await expectError("usage") { try await loop.client.attachments.upload(filename: "a.txt", content: Data("x".utf8)) }
        #expect(loop.server.requestCount == 1)
    }
}
