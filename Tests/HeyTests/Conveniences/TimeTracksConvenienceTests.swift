import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct TimeTracksConvenienceTests {
    /// The body of a stop: `{calendar_time_track: {ends_at, …}}`, with `ends_at` checked to be
    /// an RFC 3339 instant in UTC between `before` and `after`.
    private func stopBody(_ request: RecordedRequest, between before: Date, and after: Date,
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: JSONValue] {
        let body = try request.json()
        #expect(body.objectValue?.keys.sorted() == ["calendar_time_track"], sourceLocation: sourceLocation)
        let track = try #require(body["calendar_time_track"]?.objectValue, sourceLocation: sourceLocation)
        let endsAt = track["ends_at"]?.stringValue ?? ""
        #expect(endsAt.hasSuffix("Z"), sourceLocation: sourceLocation)
        let instant = try #require(ISO8601.parse(endsAt), "ends_at \(endsAt) is not an instant", sourceLocation: sourceLocation)
        // The wire keeps milliseconds, so allow the one it may round away.
        #expect(instant >= before.addingTimeInterval(-0.001) && instant <= after.addingTimeInterval(0.001), sourceLocation: sourceLocation)
        return track
    }

    @Test func startAndStopAsTheSeedDoes() async throws {
        let loop = try Loopback(Answers.recording(77, "Calendar::TimeTrack", status: 201), Answers.recording(77, "Calendar::TimeTrack"), .status(404))
        let track = try await loop.client.timeTracks.startTracking()
        let before = Date()
        try await loop.client.timeTracks.stop(timeTrackId: track.id)
        let after = Date()
        let ongoing = try await loop.client.timeTracks.getOngoing()
        #expect(ongoing == nil)
        #expect(loop.requests.map(\.line) == ["POST /calendar/ongoing_time_track.json", "PUT /calendar/time_tracks/77.json",
                                              "GET /calendar/ongoing_time_track.json"])
        #expect(loop.requests[0].body.isEmpty)
        #expect(try stopBody(loop.requests[1], between: before, and: after).keys.sorted() == ["ends_at"])
        #expect(loop.operations == ["TimeTracks.StartTimeTrack", "TimeTracks.StopTimeTrack", "TimeTracks.GetOngoingTimeTrack"])
    }

    @Test func aStopDoesNotDependOnWhatHEYAnswers() async throws {
        let loop = try Loopback(.status(204))
        try await loop.client.timeTracks.stop(timeTrackId: 77)
        #expect(loop.outcomes == ["success"])
    }

    @Test func stopAndFileStopsAndFilesInOneRequest() async throws {
        let loop = try Loopback(Answers.recording(77, "Calendar::TimeTrack"), Answers.recording(78, "Calendar::TimeTrack"),
                                Answers.recording(79, "Calendar::TimeTrack"))
        let before = Date()
        try await loop.client.timeTracks.stopAndFile(timeTrackId: 77, categoryTitle: "Client A")
        try await loop.client.timeTracks.stopAndFile(timeTrackId: 78, categoryTitle: nil)
        try await loop.client.timeTracks.stopAndFile(timeTrackId: 79, categoryTitle: "  ")
        let after = Date()
        #expect(loop.requests.map(\.line) == ["PUT /calendar/time_tracks/77.json", "PUT /calendar/time_tracks/78.json",
                                              "PUT /calendar/time_tracks/79.json"])
        let filed = try stopBody(loop.requests[0], between: before, and: after)
        #expect(filed.keys.sorted() == ["category_title", "ends_at"])
        #expect(filed["category_title"] == .string("Client A"))
        #expect(try stopBody(loop.requests[1], between: before, and: after).keys.sorted() == ["ends_at"])
        #expect(try stopBody(loop.requests[2], between: before, and: after).keys.sorted() == ["ends_at"])
        #expect(loop.operations == ["TimeTracks.UpdateTimeTrack", "TimeTracks.StopTimeTrack", "TimeTracks.StopTimeTrack"])
        #expect(loop.operationInfos.map(\.resourceId) == [77, 78, 79])
    }

    @Test func stopsCheckTheirIdAndPassHEYsErrorsOn() async throws {
        let loop = try Loopback(.json(404, #"{"error": "Not found"}"#))
        _ = await expectError("usage") { try await loop.client.timeTracks.stop(timeTrackId: 0) }
        _ = await expectError("usage") { try await loop.client.timeTracks.stopAndFile(timeTrackId: -1, categoryTitle: "A") }
        #expect(loop.server.requestCount == 0)
        _ = await expectError("not_found") { try await loop.client.timeTracks.stopAndFile(timeTrackId: 5, categoryTitle: "A") }
    }

    @Test func aRunningTrackIsAConflict() async throws {
        let loop = try Loopback(.json(409, #"{"error": "A time track is already running"}"#))
        let error = await expectError("conflict") { try await loop.client.timeTracks.startTracking() }
        #expect(error?.hint == "A time track is already running")
        #expect(error?.httpStatus == 409)
    }

    @Test func aFinishedTrackIsSentFlat() async throws {
        let loop = try Loopback(Answers.recording(78, "Calendar::TimeTrack"))
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        _ = try await loop.client.timeTracks.createTimeTrack(startsAt: start, endsAt: start.addingTimeInterval(3600), notes: "Review", categoryTitle: "")
        let request = try loop.only()
        #expect(request.line == "POST /calendar/time_tracks.json")
        #expect(try request.json() == .object([
            "starts_at": .string(ISO8601.format(start)), "ends_at": .string(ISO8601.format(start.addingTimeInterval(3600))),
            "notes": .string("Review"),
        ]))
        _ = await expectError("usage") { try await loop.client.timeTracks.createTimeTrack(startsAt: start, endsAt: start.addingTimeInterval(-1)) }
        #expect(loop.server.requestCount == 1)
    }

    @Test func anUpdateSendsWhatIsGivenUnderItsWrapper() async throws {
        let loop = try Loopback(Answers.recording(77, "Calendar::TimeTrack"), .json(200, #"{"time_tracks": [], "categories": []}"#))
        _ = try await loop.client.timeTracks.updateTimeTrack(timeTrackId: 77, notes: "n", categoryTitle: "Client A")
        _ = try await loop.client.timeTracks.listTimeTracks(categoryId: 4)
        #expect(loop.requests.map(\.target) == ["/calendar/time_tracks/77.json", "/calendar/time_tracks.json?category_id=4"])
        #expect(try loop.requests[0].json() == .object(["calendar_time_track": .object(["notes": .string("n"), "category_title": .string("Client A")])]))
        #expect(loop.operations.first == "TimeTracks.UpdateTimeTrack")
    }

    @Test func theExportIsCSVFromThePathAsWritten() async throws {
        let loop = try Loopback(.text(200, "Start,End\n", contentType: "text/csv"))
        let csv = try await loop.client.timeTracks.export()
        let request = try loop.only()
        #expect(request.line == "GET /calendar/time_tracks/exports")
        #expect(request.header("Accept") == "text/csv")
        #expect(String(decoding: csv, as: UTF8.self) == "Start,End\n")
        #expect(loop.operations == ["TimeTracks.ExportTimeTracks"])
    }

    @Test func anExportIsReadBeyondTheJSONCapUpTo50MiB() async throws {
        let rows = String(repeating: "2026-10-05 09:00,2026-10-05 10:00,1:00,A,n\n", count: 600)
        let loop = try Loopback(.text(200, rows, contentType: "text/csv")) { $0.maxResponseBodyBytes = 1024 }
        let csv = try await loop.client.timeTracks.export()
        #expect(csv.count == rows.utf8.count)
        #expect(csv.count > 1024)
    }

    @Test func aFailedExportIsHEYsError() async throws {
        let loop = try Loopback(.json(403, #"{"error": "Forbidden"}"#))
        _ = await expectError("forbidden") { try await loop.client.timeTracks.export() }
    }

    @Test func categoriesGoThroughFormsAfterTheirChecks() async throws {
        let loop = try Loopback(Answers.redirect("/calendar"), Answers.redirect("/calendar"), Answers.redirect("/calendar"))
        _ = await expectError("usage") { try await loop.client.timeTracks.createCategory(title: " ") }
        _ = await expectError("usage") { try await loop.client.timeTracks.updateCategory(categoryId: 2, title: "") }
        _ = await expectError("usage") { try await loop.client.timeTracks.updateCategory(categoryId: 0, title: "B") }
        _ = await expectError("usage") { try await loop.client.timeTracks.deleteCategory(categoryId: 0) }
        #expect(loop.server.requestCount == 0)
        try await loop.client.timeTracks.createCategory(title: "Client A")
        try await loop.client.timeTracks.updateCategory(categoryId: 2, title: "Client B")
        try await loop.client.timeTracks.deleteCategory(categoryId: 2)
        #expect(loop.requests.map(\.line) == ["POST /calendar/time_tracks/categories", "PATCH /calendar/time_tracks/categories/2",
                                              "DELETE /calendar/time_tracks/categories/2"])
        #expect(loop.requests.map(\.formLines) == [["category[title]=Client A"], ["category[title]=Client B"], []])
        #expect(loop.operations == ["TimeTracks.CreateTimeTrackCategory", "TimeTracks.UpdateTimeTrackCategory", "TimeTracks.DeleteTimeTrackCategory"])
    }
}
