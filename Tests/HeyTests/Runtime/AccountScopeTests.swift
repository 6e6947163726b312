import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct AccountScopeTests {
    @Test func forAccountChecksTheIdentityThenScopesEveryRequest() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let client = try makeClient(server)
        let work = try await client.forAccount(42)
        _ = try await work.boxes.list()
        _ = try await client.boxes.list()
        #expect(server.requests.map(\.target) == ["/identity.json", "/boxes.json?filtered_account_id=42", "/boxes.json"])
        #expect(work.accountId == 42)
        #expect(client.accountId == nil)
    }

    @Test(arguments: [77, 44, 45])
    func anAccountTheIdentityCannotPresentFailsOnDerivation(accountId: Int) async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let client = try makeClient(server)
        let error = await heyError { try await client.forAccount(accountId) }
        #expect(error?.code == "not_found")
        #expect(error?.message.contains("\(accountId)") == true)
        #expect(server.requestCount == 1)
    }

    @Test func anInactiveWorkAccountCanBePresented() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let scoped = try await makeClient(server).forAccount(43)
        #expect(scoped.accountId == 43)
    }

    @Test(arguments: [0, -1])
    func aNonPositiveIdIsAUsageErrorAndNothingIsSent(accountId: Int) async throws {
        let server = try LoopbackServer()
        let error = await heyError { try await makeClient(server).forAccount(accountId) }
        #expect(error?.code == "usage")
        #expect(server.requestCount == 0)
    }

    @Test func derivingFromAScopedClientReadsTheIdentityUnscoped() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let work = try await makeClient(server).forAccount(42)
        let other = try await work.forAccount(43)
        _ = try await other.boxes.list()
        #expect(server.requests.map(\.target) == ["/identity.json", "/identity.json", "/boxes.json?filtered_account_id=43"])
    }

    @Test func nextPagesAndResendsKeepTheScopeExactlyOnce() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let client = try makeClient(server)
        let work = try await client.forAccount(42)
        server.enqueue(
            .json(200, "[]", headers: [("Link", "</boxes.json?filtered_account_id=42&page=2>; rel=\"next\"")]),
            .status(503, headers: [("Retry-After", "0")]),
            .json(200, "[]", headers: [("Link", "</boxes.json?page=3>; rel=\"next\"")]),
            .json(200, "[]"))
        server.respond(with: nil)
        let first = try await work.boxes.list()
        let second = try #require(try await work.nextPage(first))
        // The page remembers its account even when a root client reads on.
        _ = try await client.nextPage(second)
        #expect(Array(server.requests.map(\.target).dropFirst()) == [
            "/boxes.json?filtered_account_id=42", "/boxes.json?filtered_account_id=42&page=2",
            "/boxes.json?filtered_account_id=42&page=2", "/boxes.json?page=3&filtered_account_id=42",
        ])
    }

    @Test func aSameOriginHopKeepsTheScopeAndACrossOriginHopNeverGetsIt() async throws {
        let storage = try LoopbackServer()
        storage.fallback = .json(200, thingJSON)
        let server = try LoopbackServer()
        serveIdentity(server) { request in
            request.path == "/things/1.json"
                ? .status(302, headers: [("Location", "/things/2.json")])
                : .status(302, headers: [("Location", storage.url("/blob/2?sig=a%2Bb").absoluteString)])
        }
        let work = try await makeClient(server).forAccount(42)
        _ = try await getThing(work)
        #expect(server.requests.map(\.target).dropFirst() == ["/things/1.json?filtered_account_id=42",
                                                              "/things/2.json?filtered_account_id=42"])
        #expect(storage.requests.map(\.target) == ["/blob/2?sig=a%2Bb"])
        #expect(storage.requests.first?.header("Authorization") == nil)
    }

    @Test func anUploadGoesExactlyAsStorageNamedIt() async throws {
        let server = try LoopbackServer()
        serveIdentity(server) { _ in .status(204) }
        let work = try await makeClient(server).forAccount(42)
        let bytes = Data("PNG…".utf8)
        let response = try await work.context.upload(
            bytes, to: server.url("/rails/active_storage/disk/eyJf.abc?content_type=image%2Fpng"),
            headers: ["Content-Type": "image/png", "Content-MD5": "q1w2e3=="],
            operation: writeInfo(service: "Attachments", operation: "UploadAttachment", resourceType: "attachment"))
        #expect(response.status == 204)
        let upload = try #require(server.requests.last)
        #expect(upload.method == "PUT")
        #expect(upload.target == "/rails/active_storage/disk/eyJf.abc?content_type=image%2Fpng")
        #expect(upload.header("Authorization") == nil)
        #expect(upload.header("Content-Type") == "image/png")
        #expect(upload.header("Content-MD5") == "q1w2e3==")
        #expect(upload.body == bytes)
    }

    @Test func calendarJournalHabitsAndTimeTracksReadTheSameThroughAScopedClient() async throws {
        let server = try LoopbackServer()
        serveIdentity(server) { request in
            switch request.path {
            case "/calendar/ongoing_time_track.json", "/time_tracks/ongoing.json": return .status(404)
            case let path where path.hasPrefix("/calendars/"): return .json(200, "{}")
            case let path where path.hasPrefix("/calendar/habits/"): return .status(204)
            default: return .json(200, "[]")
            }
        }
        let work = try await makeClient(server).forAccount(42)
        _ = try await work.journal.listEntries()
        _ = try await work.calendars.getRecordings(calendarId: 3)
        _ = try await work.timeTracks.getOngoing()
        try await work.habits.stop(habitId: 8)
        let scoped = server.requests.dropFirst()
        #expect(scoped.count == 4)
        #expect(scoped.allSatisfy { $0.queryValues("filtered_account_id") == ["42"] })
    }
}

@Suite struct DefaultSenderTests {
    @Test func aScopedClientSendsFromItsAccountsDefaultKnownFromDerivation() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let work = try await makeClient(server).forAccount(42)
        #expect(try await work.defaultSenderId() == 101)
        #expect(server.requestCount == 1)
    }

    @Test func anAccountWithoutADefaultSendsFromItsFirstSender() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        #expect(try await makeClient(server).forAccount(43).defaultSenderId() == 200)
    }

    @Test func aRootClientSendsFromTheDefaultSenderLookedUpOnce() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let client = try makeClient(server)
        #expect(try await client.defaultSenderId() == 101)
        #expect(try await client.defaultSenderId() == 101)
        #expect(server.requests.map(\.target) == ["/identity.json"])
    }

    @Test func aRootClientWithoutSendersFallsBackToThePrimaryContact() async throws {
        let server = try LoopbackServer()
        serveIdentity(server, #"{"id": 9, "senders": [], "primary_contact": {"id": 900}}"#)
        #expect(try await makeClient(server).defaultSenderId() == 900)
    }

    @Test func noSenderIsNotFoundAndIsLookedUpAgainNextTime() async throws {
        let server = try LoopbackServer()
        serveIdentity(server, #"{"id": 9, "accounts": [{"id": 42, "status": "active"}], "senders": []}"#)
        let client = try makeClient(server)
        #expect(await heyError { try await client.defaultSenderId() }?.code == "not_found")
        #expect(await heyError { try await client.defaultSenderId() }?.code == "not_found")
        let work = try await client.forAccount(42)
        #expect(await heyError { try await work.defaultSenderId() }?.code == "not_found")
        #expect(server.requests.map(\.target) == ["/identity.json", "/identity.json", "/identity.json",
                                                  "/identity.json?filtered_account_id=42"])
    }

    @Test func eachLinkedClientKeepsItsOwnSender() async throws {
        let server = try LoopbackServer()
        serveIdentity(server)
        let client = try makeClient(server)
        let first = try await client.forAccount(42)
        let second = try await client.forAccount(43)
        #expect(try await first.defaultSenderId() == 101)
        #expect(try await second.defaultSenderId() == 200)
        #expect(try await client.defaultSenderId() == 101)
    }
}
