import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct PageTests {
    let listRoute = testRoute("ListThings", .get, "/things", pagination: .link)

    @Test func aPageCarriesTheValueTheNextLinkAndTheTotal() async throws {
        let server = try LoopbackServer()
        let next = server.url("/things.json?page=g3ar3d").absoluteString
        server.enqueue(.json(200, "[\(thingJSON)]", headers: [("Link", "<\(next)>; rel=\"next\""), ("X-Total-Count", "42")]))
        let client = try makeClient(server)
        let page = try await client.context.sendPage(listRoute, as: [Thing].self)
        #expect(page.value == [Thing(id: 1, name: "Imbox")])
        #expect(page.nextURL?.absoluteString == next)
        #expect(page.nextPage == "g3ar3d")
        #expect(page.nextCursor == nil)
        #expect(page.totalCount == 42)
        #expect(page.hasNext)
        #expect(server.requestCount == 1)
    }

    @Test func repeatedAndRelativeLinksAreReadAsAList() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, "[]", headers: [
            ("Link", "</things.json?page=1>; rel=\"prev\""),
            ("Link", "</things.json?page=3&a=b,c>; REL=\"next last\""),
        ]))
        let client = try makeClient(server)
        let page = try await client.context.sendPage(listRoute, as: [Thing].self)
        #expect(page.nextURL == server.url("/things.json?page=3&a=b,c"))
        #expect(page.nextPage == "3")
    }

    @Test func theLastPageHasNoNextAndMayHaveNoTotal() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, "[]", headers: [("Link", "</things.json?page=1>; rel=\"prev\"")]))
        let client = try makeClient(server)
        let page = try await client.context.sendPage(listRoute, as: [Thing].self)
        #expect(page.nextURL == nil)
        #expect(page.nextPage == nil)
        #expect(page.nextCursor == nil)
        #expect(page.totalCount == nil)
        #expect(!page.hasNext)
    }

    @Test func theRoutesPageParameterNamesTheCursor() throws {
        let route = testRoute("Feed", .get, "/feed", pagination: .link, pageParameter: "cursor", totalCountHeader: nil)
        let base = URL(string: "https://app.hey.com/feed.json")!
        let page = Page(value: 0, headers: ["Link": "</feed.json?cursor=c2&page=9>; rel=next"], url: base, route: route)
        #expect(page.nextPage == "c2")
        #expect(page.nextCursor == nil)
        #expect(page.hasNext)
        #expect(page.map { $0 + 1 }.value == 1)
    }

    @Test func aFeedsLinkWithoutItsPageParameterIsACursorToPollNotANextPage() throws {
        let route = testRoute("Feed", .get, "/feed", pagination: .link, pageParameter: "page")
        let base = URL(string: "https://app.hey.com/feed.json?since=s1")!
        let page = Page(value: 0, headers: ["Link": "</feed.json?since=s2>; rel=\"next\""], url: base, route: route)
        #expect(page.nextCursor == URL(string: "https://app.hey.com/feed.json?since=s2"))
        #expect(page.nextPage == nil)
        #expect(!page.hasNext)
        // Without a page parameter the same link is a next page, never a cursor.
        let plain = Page(value: 0, headers: ["Link": "</feed.json?since=s2>; rel=\"next\""], url: base,
                         route: testRoute("Feed", .get, "/feed", pagination: .link))
        #expect(plain.nextCursor == nil)
        #expect(plain.hasNext)
    }
}

@Suite struct LinkHeaderTests {
    @Test func nextLinkAnswersTheNextTargetAsWritten() {
        #expect(nextLink(#"<https://app.hey.com/contacts.json?page=2>; rel="next""#) == "https://app.hey.com/contacts.json?page=2")
        #expect(nextLink(#"</a?page=1>; rel="prev", </a?page=3>; REL="next last""#) == "/a?page=3")
    }

    @Test(arguments: ["", #"</a?page=1>; rel="prev""#, "https://app.hey.com/a; rel=next", #"<https://x/a>; title="next""#])
    func nextLinkAnswersNilWithoutANextLink(header: String) {
        #expect(nextLink(header) == nil)
    }

    @Test func commasAndSemicolonsInsideTargetsDoNotSplit() {
        let links = LinkHeader.links(in: #"<https://x/a?q=1,2;3>; rel="next"; title="a, b", <https://x/b>; rel=prev"#)
        #expect(links.map(\.target) == ["https://x/a?q=1,2;3", "https://x/b"])
        #expect(links.map(\.relations) == [["next"], ["prev"]])
    }
}
