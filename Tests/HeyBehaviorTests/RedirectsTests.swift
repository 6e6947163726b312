@testable import Hey
import Foundation
import Testing

/// BEHAVIOURS.md, "Redirects".
@Suite struct RedirectsTests {
    // MARK: An empty or blank Location is the answer (an api_error with the status)

    @Test(arguments: ["", "   ", "\t"])
    func emptyOrBlankLocationIsAnAPIErrorCarryingTheStatus(location: String) async throws {
        let harness = try Harness([.redirect(302, to: location)])
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeAPI)
        #expect(error?.httpStatus == 302)
        #expect(error?.isRetryable == false)
        // Not a hop back to the same URL: one request, nothing more.
        #expect(harness.transport.requests.count == 1)
        #expect(harness.hooks.operationEnds.first?.result.error is HeyError)
    }

    @Test func redirectWithoutLocationIsAnAPIErrorCarryingTheStatus() async throws {
        let harness = try Harness([.redirect(307, to: nil)])
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeAPI)
        #expect(error?.httpStatus == 307)
        #expect(harness.transport.requests.count == 1)
    }

    @Test func redirectWithALocationIsFollowed() async throws {
        let harness = try Harness([.redirect(302, to: "/boxes/2.json"), .json(boxJSON(2))])
        let box = try await harness.client.boxes.get(boxId: 1)
        #expect(box.value.id == 2)
        #expect(harness.transport.paths == ["/boxes/1.json", "/boxes/2.json"])
    }

    // MARK: A hop to plain http off this machine is usage; more than 10 hops is network

    @Test func hopToPlainHTTPOffThisMachineIsAUsageError() async throws {
        let harness = try Harness([.redirect(302, to: "http://mirror.example.com/boxes/1.json")])
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeUsage)
        // Nothing went to the plain-http host.
        #expect(harness.transport.requests.map { $0.url.host } == ["app.hey.com"])
    }

    @Test func hopToPlainHTTPOnThisMachineIsFollowed() async throws {
        let harness = try Harness([.redirect(302, to: "http://127.0.0.1:8080/boxes/1.json"), .json(boxJSON())])
        _ = try await harness.client.boxes.get(boxId: 1)
        let hop = try #require(harness.transport.requests.last)
        #expect(hop.url.absoluteString == "http://127.0.0.1:8080/boxes/1.json")
        // Off HEY's origin: no credentials go with it.
        #expect(hop.headers["Authorization"] == nil)
    }

    @Test func moreThanTenHopsIsANetworkError() async throws {
        let transport = ScriptedTransport { _, index in .redirect(302, to: "/boxes/\(index + 2).json") }
        let harness = try Harness(transport)
        let error = await heyError { _ = try await harness.client.boxes.get(boxId: 1) }
        #expect(error?.code == HeyError.codeNetwork)
        #expect(error?.isRetryable == false)
        // The first request and ten hops; the eleventh redirect is refused, and nothing is resent.
        #expect(transport.requests.count == 11)
    }

    @Test func tenHopsAreFollowed() async throws {
        let transport = ScriptedTransport { _, index in
            index < 10 ? .redirect(302, to: "/boxes/\(index + 2).json") : .json(boxJSON(11))
        }
        let harness = try Harness(transport)
        let box = try await harness.client.boxes.get(boxId: 1)
        #expect(box.value.id == 11)
        #expect(transport.requests.count == 11)
    }

    // MARK: trashTopic(confirmDestroy: true) redirected back to a box is success

    @Test(arguments: ["/imbox", "https://app.hey.com/imbox", "/boxes/12", "/paper_trail", "/feedbox"])
    func confirmedTrashRedirectedBackToABoxSucceeds(location: String) async throws {
        let harness = try Harness([.redirect(302, to: location)])
        try await harness.client.topics.trashTopic(topicId: 7, confirmDestroy: true)
        let request = try #require(harness.transport.requests.first)
        #expect(request.method == "PUT")
        #expect(request.url.path == "/topics/7/status/trashed.json")
        #expect(request.url.query == "confirm_destroy=1")
        // The redirect is read, not followed.
        #expect(harness.transport.requests.count == 1)
        #expect(harness.hooks.operationEnds.count == 1)
        #expect(harness.hooks.operationEnds.first?.result.error == nil)
    }

    @Test func trashAnsweredNoContentSucceeds() async throws {
        let harness = try Harness([Reply(204)])
        try await harness.client.topics.trashTopic(topicId: 7)
        #expect(harness.transport.requests.first?.url.query == nil)
    }

    @Test func unconfirmedTrashOfASharedThreadAsksForConfirmation() async throws {
        let harness = try Harness([.redirect(302, to: "/topics/7/removal/new")])
        let error = await heyError { try await harness.client.topics.trashTopic(topicId: 7) }
        #expect(error?.code == HeyError.codeUsage)
        #expect(error?.hint?.contains("confirmDestroy") == true)
        #expect(harness.hooks.operationEnds.first?.result.error != nil)
    }

    @Test func confirmedTrashRedirectedElsewhereIsAnAPIError() async throws {
        let harness = try Harness([.redirect(302, to: "/topics/7")])
        let error = await heyError { try await harness.client.topics.trashTopic(topicId: 7, confirmDestroy: true) }
        #expect(error?.code == HeyError.codeAPI)
        #expect(error?.httpStatus == 302)
        #expect(harness.hooks.operationEnds.first?.result.error != nil)
    }
}
