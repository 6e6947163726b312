import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// A paginated list route of thing `id`'s items, with short waits.
private let itemsRoute = testRoute("ListThingItems", .get, "/things/{id}/items", attempts: 3, delay: .milliseconds(20),
                                   pagination: .link)

/// Serves `/things/5/items.json?page=N` for N in 1...`count` (no `page` is page 1); each page
/// holds one thing whose id is its number and links to the next while there is one.
private func servePages(_ server: LoopbackServer, count: Int) {
    let base = server.baseURL.absoluteString
    server.respond { request in
        let number = Int(request.queryValues("page").first ?? "1") ?? 1
        var headers = [("X-Total-Count", String(count))]
        if number < count { headers.append(("Link", "<\(base)/things/5/items.json?page=\(number + 1)>; rel=\"next\"")) }
        return .json(200, #"[{"id": \#(number), "name": "page \#(number)"}]"#, headers: headers)
    }
}

private func firstPage(_ client: HeyClient, route: Route = itemsRoute) async throws -> Page<[Thing]> {
    try await client.context.sendPage(route, path: ["id": "5"], as: [Thing].self)
}

/// State only the main actor touches, as a view model's.
@MainActor private final class MainActorList {
    var ids: [Int] = []
}

private func operationsStarted(_ hooks: RecordingHooks) -> [OperationInfo] {
    hooks.events.compactMap { event in
        if case .operationStarted(let operation) = event { return operation }
        return nil
    }
}

@Suite struct PageWalkingTests {
    @Test func nextPageReadsTheLinkWithTheFirstPagesPolicyAndHooksIdentity() async throws {
        let server = try LoopbackServer()
        let base = server.baseURL.absoluteString
        server.enqueue(
            .json(200, #"[{"id": 1, "name": "a"}]"#, headers: [("Link", "<\(base)/things/5/items.json?page=c2>; rel=\"next\""),
                                                              ("X-Total-Count", "3")]),
            .status(503),
            .json(200, #"[{"id": 2, "name": "b"}]"#, headers: [("Link", "</things/5/items.json?page=c3>; rel=\"next\"")]),
            .json(200, #"[{"id": 3, "name": "c"}]"#))
        let hooks = RecordingHooks()
        let client = try makeClient(server, hooks: hooks)
        let first = try await firstPage(client)
        let second = try #require(try await client.nextPage(first))
        let third = try #require(try await client.nextPage(second))
        #expect(try await client.nextPage(third) == nil)
        #expect([first, second, third].map { $0.value.first?.id } == [1, 2, 3])
        #expect(second.nextPage == "c3")
        #expect(server.requests.map(\.target) == [
            "/things/5/items.json", "/things/5/items.json?page=c2", "/things/5/items.json?page=c2", "/things/5/items.json?page=c3",
        ])
        #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer secret-token" })
        // The 503 on page 2 was resent under the route's own policy and its planned wait.
        let resends = hooks.retries
        #expect(resends.map { ($0.error as? HeyError)?.httpStatus } == [503])
        #expect(resends.first.map { $0.delay >= .milliseconds(20) } == true)
        let expected = OperationInfo(service: "Things", operation: "ListThingItems", resourceType: "thing",
                                     isMutation: false, resourceId: 5)
        #expect(operationsStarted(hooks) == [expected, expected, expected])
        // 0.34's RequestInfo names no operation: each request sits between its operation's start
        // and end, and names its page's URL (without the query).
        let requests = hooks.events.compactMap { event -> RequestInfo? in
            if case .requestStarted(let request) = event { return request }
            return nil
        }
        let items = server.url("/things/5/items.json").absoluteString
        #expect(requests.map(\.url) == Array(repeating: items, count: 4))
        #expect(requests.map(\.attempt) == [1, 1, 2, 1])
        #expect(hooks.summary == ["start", "request 1", "answer 200", "end success",
                                  "start", "request 1", "answer 503", "resend 2", "request 2", "answer 200", "end success",
                                  "start", "request 1", "answer 200", "end success"])
        #expect(resends.map(\.failed.url) == [items])
    }

    @Test func aNextPageKeepsARouteThatIsNeverResent() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 3)
        let client = try makeClient(server)
        let once = testRoute("ListThingItems", .get, "/things/{id}/items", attempts: 1, pagination: .link,
                             totalCountHeader: nil)
        let first = try await firstPage(client, route: once)
        server.respond { _ in .status(503) }
        let error = await heyError { try await client.nextPage(first) }
        #expect(error?.httpStatus == 503)
        #expect(server.requestCount == 2)
    }

    @Test func eachPageVisitsEveryPageInOrder() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 4)
        let client = try makeClient(server)
        var seen: [Int] = []
        try await client.eachPage(try await firstPage(client)) { page in
            seen += page.value.map(\.id)
            #expect(page.totalCount == 4)
            return true
        }
        #expect(seen == [1, 2, 3, 4])
        #expect(server.requestCount == 4)
    }

    @Test func eachPageStopsWhenTheBodyAnswersFalse() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 4)
        let client = try makeClient(server)
        var seen: [Int] = []
        try await client.eachPage(try await firstPage(client)) { page in
            seen += page.value.map(\.id)
            return seen.count < 2
        }
        #expect(seen == [1, 2])
        #expect(server.requestCount == 2)
    }

    /// An app's view model on the main actor hands `eachPage` a closure that appends to its own
    /// state; the walk runs on the caller's actor, so this compiles in Swift 6 mode and works.
    @MainActor @Test func eachPageRunsOnTheCallersActor() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 3)
        let client = try makeClient(server)
        let model = MainActorList()
        try await client.eachPage(try await firstPage(client)) { page in
            model.ids += page.value.map(\.id)
            return true
        }
        #expect(model.ids == [1, 2, 3])
    }

    @Test func pagesIsAnAsyncSequenceOfEveryPage() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 3)
        let client = try makeClient(server)
        var seen: [Int] = []
        for try await page in client.pages(from: try await firstPage(client)) {
            seen += page.value.map(\.id)
        }
        #expect(seen == [1, 2, 3])
        #expect(server.requestCount == 3)
    }

    @Test func breakingOutOfThePagesLoopReadsNothingMore() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 5)
        let client = try makeClient(server)
        for try await page in client.pages(from: try await firstPage(client)) where page.value.first?.id == 2 {
            break
        }
        #expect(server.requestCount == 2)
    }

    @Test func cancellingTheTaskEndsThePagesLoopBeforeTheNextRead() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 5)
        let client = try makeClient(server)
        let first = try await firstPage(client)
        let walk = Task {
            var seen: [Int] = []
            for try await page in client.pages(from: first) {
                seen += page.value.map(\.id)
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return (seen, Task.isCancelled)
        }
        let (seen, cancelled) = try await walk.value
        // Between reads a cancellation ends the loop, as it ends any AsyncThrowingStream: no
        // further page is read, and the task says it was cancelled, so the caller can tell the
        // pages read from the whole list.
        #expect(server.requestCount == 1)
        #expect(seen == first.value.map(\.id))
        #expect(cancelled)
    }

    @Test func cancellingTheTaskCancelsAPageInFlight() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 2)
        let client = try makeClient(server)
        let first = try await firstPage(client)
        server.respond { _ in ScriptedResponse(status: 200, body: Data("[]".utf8), delay: .seconds(60)) }
        let walk = Task {
            for try await _ in client.pages(from: first) {}
        }
        #expect(await server.waitForRequests(2, timeout: .seconds(30)))
        walk.cancel()
        let error = await caught { try await walk.value }
        #expect(error.map(ErrorClassifier.isCancellation) == true)
        #expect(server.requestCount == 2)
    }
}

@Suite struct PageLimitTests {
    @Test func aListWalkThatReachesMaxPagesWithPagesUnreadFails() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 1000)
        let client = try makeClient(server) { $0.maxPages = 3 }
        var seen: [Int] = []
        let error = await heyError {
            try await client.eachPage(try await firstPage(client)) { page in
                seen += page.value.map(\.id)
                return true
            }
        }
        #expect(error?.code == "api_error")
        #expect(error?.isRetryable == false)
        #expect(error?.message.contains("3 pages maxPages allows") == true)
        #expect(seen == [1, 2, 3])
        #expect(server.requestCount == 3)
    }

    @Test func thePagesSequenceFailsAtTheLimitToo() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 1000)
        let client = try makeClient(server) { $0.maxPages = 2 }
        var seen = 0
        let error = await heyError {
            for try await _ in client.pages(from: try await firstPage(client)) { seen += 1 }
        }
        #expect(error?.code == "api_error")
        #expect(seen == 2)
        #expect(server.requestCount == 2)
    }

    @Test func aLimitLandingExactlyOnTheLastPageIsComplete() async throws {
        let server = try LoopbackServer()
        servePages(server, count: 3)
        let client = try makeClient(server) { $0.maxPages = 3 }
        var seen = 0
        try await client.eachPage(try await firstPage(client)) { _ in
            seen += 1
            return true
        }
        #expect(seen == 3)
    }
}
