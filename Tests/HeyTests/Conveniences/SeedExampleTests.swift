import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// The seed's examples of the conveniences, written as the Conveniences article writes them, run end
/// to end.
@Suite struct SeedExampleTests {
    @Test func theConveniencesWalkThroughRunsAsWritten() async throws {
        let loop = try Loopback(
            Answers.boxes,
            .json(200, #"{"id": 1, "kind": "imbox", "name": "Imbox", "postings": []}"#),
            Answers.identity,
            .json(200, #"{"id": 90, "topic_id": 91}"#),
            .json(200, #"{"subject": "Re: Hi", "addressed": {"directly": [{"id": 3, "email_address": "friend@example.com"}]}}"#),
            .json(200, "{}"),
            .status(204),
            Answers.boxes,
            .status(204),
            .json(201, #"{"id": 77, "type": "Calendar::TimeTrack"}"#),
            .json(200, #"{"id": 77, "type": "Calendar::TimeTrack"}"#),
            .status(404))
        let client = loop.client
        let entryId = 12
        let (a, b) = (21, 22)

        let boxes = try await client.boxes.list() // a Page: .value is the list HEY answered
        for box in boxes.value { _ = "\(box.name) (\(box.kind))" }
        let imbox = try await client.boxes.getImbox()
        _ = "\(imbox.postings?.count ?? 0) postings"
        try await client.messages.send(MessageContent(
            subject: "Subject",
            content: "<div>Body</div>",
            to: ["someone@example.com"]
        ))
        let prefill = try await client.entries.newReply(entryId: entryId)
        try await client.entries.reply(entryId: entryId, reply: ReplyContent(
            actingSenderId: prefill.sender?.id ?? 0,
            subject: prefill.subject ?? "",
            content: "<div>Reply</div>",
            to: (prefill.addressed?.directly ?? []).compactMap { $0.emailAddress?.expose() }
        ))
        try await client.postings.markPostingsSeen(postingIds: [a, b])
        try await client.postings.moveToSetAside(postingIds: [a])
        let trail = try await client.boxes.idByKind(.paperTrail)
        let track = try await client.timeTracks.startTracking()
        try await client.timeTracks.stop(timeTrackId: track.id)
        let ongoing = try await client.timeTracks.getOngoing() // nil when nothing is running

        #expect(trail == 5)
        #expect(ongoing == nil)
        #expect(loop.requests.map(\.line) == [
            "GET /boxes.json", "GET /imbox.json", "GET /identity.json", "POST /messages.json",
            "GET /entries/12/replies/new.json", "POST /entries/12/replies.json", "POST /postings/seen.json",
            "GET /boxes.json", "POST /postings/moves.json", "POST /calendar/ongoing_time_track.json",
            "PUT /calendar/time_tracks/77.json", "GET /calendar/ongoing_time_track.json",
        ])
        #expect(try loop.requests[5].json()["acting_sender_id"] == .number(7))
        #expect(try loop.requests[8].json() == .object(["posting_ids": .array([.number(21)]), "box_id": .number(3)]))
    }
}
