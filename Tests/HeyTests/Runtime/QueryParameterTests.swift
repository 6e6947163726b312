import Foundation
import HeyTestSupport
import Testing
@testable import Hey

// Hand-written stand-ins for what the generator renders for query parameters of every type
// (`SnippetQueryParameterTests` of HeyGeneratorKitTests shows the same calls).

private struct TicketStatus: OpenEnum {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let open: TicketStatus = "open"
    static let closed: TicketStatus = "closed"
}

private struct TicketFilter: Codable, Sendable, Hashable {
    var status: TicketStatus?
    var kind: String
    var since: Date?
}

private enum TicketRoutes {
    static let list = testRoute("ListTickets", .get, "/tickets", readOnly: true, attempts: 1)
}

private final class TicketsService: BaseService, @unchecked Sendable {
    func list(since: Date, days: [Date], statuses: [TicketStatus], filter: TicketFilter) async throws {
        try await self.context.send(TicketRoutes.list, query: [URLQueryItem(name: "since", value: since.parameterValue),
                                                              URLQueryItem(name: "statuses", value: statuses.parameterValue)]
            + days.queryItems(named: "days")
            + DeepObjectQuery.items(named: "filter", of: filter) { [("status", $0.status), ("kind", $0.kind), ("since", $0.since)] })
    }
}

/// The exact query a server receives for dates, lists of dates and enums, and deepObjects.
@Suite struct QueryParameterTests {
    /// 2027-01-15T08:00:00.250Z.
    private static let moment = Date(timeIntervalSince1970: 1_800_000_000.25)

    @Test func aDateIsSentAsISO8601AsInJSONBodies() throws {
        #expect(Self.moment.parameterValue == "2027-01-15T08:00:00.250Z")
        let json = try JSONCoding.encoder.encode([Self.moment])
        #expect(String(decoding: json, as: UTF8.self) == #"["\#(Self.moment.parameterValue)"]"#)
        #expect([Self.moment, Self.moment.addingTimeInterval(86_400)].queryItems(named: "days").map(\.value)
            == ["2027-01-15T08:00:00.250Z", "2027-01-16T08:00:00.250Z"])
    }

    @Test func theServerReceivesDatesListsAndADeepObject() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(204)
        let tickets = TicketsService(client: try makeClient(server))
        try await tickets.list(since: Self.moment, days: [Self.moment], statuses: [.open, .closed],
                               filter: TicketFilter(status: .closed, kind: "a b&c", since: Self.moment))
        #expect(server.requests.first?.target == "/tickets.json?since=2027-01-15T08%3A00%3A00.250Z&statuses=open%2Cclosed"
            + "&days=2027-01-15T08%3A00%3A00.250Z"
            + "&filter%5Bstatus%5D=closed&filter%5Bkind%5D=a%20b%26c&filter%5Bsince%5D=2027-01-15T08%3A00%3A00.250Z")
    }

    @Test func aDeepObjectSendsOnlyTheMembersThatAreThere() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(204)
        let tickets = TicketsService(client: try makeClient(server))
        try await tickets.list(since: Self.moment, days: [], statuses: [], filter: TicketFilter(kind: "a"))
        #expect(server.requests.first?.query == "since=2027-01-15T08%3A00%3A00.250Z&statuses=&filter%5Bkind%5D=a")
    }
}
