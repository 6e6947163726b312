import Foundation
@_spi(Dispatch) import Hey
import HeyDispatch
import Testing

/// The dispatch table's arguments keep every integer exact (HEY's ids are 64-bit, and `Hey`'s
/// `JSONValue` holds numbers as `Double`s) and read dates as the runtime reads them.
@Suite("Dispatch arguments")
struct DispatchArgumentsTests {
    static func json(_ text: String) throws -> ExactJSON {
        try JSONDecoder().decode(ExactJSON.self, from: Data(text.utf8))
    }

    @Test("A 64-bit integer decodes and encodes digit for digit")
    func exactIntegers() throws {
        let value = try Self.json(#"{"id": 9007199254740993, "max": 9223372036854775807, "ratio": 1.5}"#)
        #expect(value["id"] == .integer(9007199254740993))
        #expect(value["max"] == .integer(Int.max))
        #expect(value["ratio"] == .number(1.5))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self)
                == #"{"id":9007199254740993,"max":9223372036854775807,"ratio":1.5}"#)
    }

    @Test("Path, query and body arguments reach the request types exactly")
    func exactArguments() throws {
        let arguments = DispatchArguments(path: ["boxId": .integer(Int.max)], query: ["folder_id": .integer(9007199254740993)],
                                          body: try Self.json(#"{"box_id": 9007199254740993}"#))
        #expect(try arguments.path("boxId", as: Int.self) == Int.max)
        #expect(try arguments.requiredQuery("folder_id", as: String.self) == "9007199254740993")
        #expect(try arguments.body(as: MoveTopicRequestContent.self).boxId == 9007199254740993)
    }

    @Test("Timestamps in a body are kept as the text given (as HEY's models read them); another type is refused")
    func dates() throws {
        let arguments = DispatchArguments(body: try Self.json("""
        {"calendar_time_track": {"starts_at": "2026-10-14T09:30:00Z", "ends_at": "2026-10-14T11:30:00.250+02:00"}}
        """))
        let payload = try arguments.body(as: UpdateTimeTrackRequestContent.self).calendarTimeTrack
        #expect(payload.startsAt == "2026-10-14T09:30:00Z")
        #expect(payload.endsAt == "2026-10-14T11:30:00.250+02:00")
        let broken = DispatchArguments(body: try Self.json(#"{"calendar_time_track": {"starts_at": 1791970200}}"#))
        let error = #expect(throws: DispatchError.self) { try broken.body(as: UpdateTimeTrackRequestContent.self) }
        #expect(error?.description.hasPrefix("the request body is not a UpdateTimeTrackRequestContent") == true)
    }

    @Test("A date-time query argument is read as the runtime reads dates; anything else is refused")
    func dateArguments() throws {
        let arguments = DispatchArguments(query: ["since": .string("2026-10-14T11:30:00.250+02:00"), "days": .array([.string("2026-10-14T09:30:00Z")]),
                                          "late": .string("yesterday"), "number": .integer(1_791_970_200)])
        #expect(try arguments.requiredQuery("since", as: Date.self) == Date(timeIntervalSince1970: 1_791_970_200.25))
        #expect(try arguments.query("days", as: [Date].self) == [Date(timeIntervalSince1970: 1_791_970_200)])
        #expect(try arguments.query("absent", as: Date.self) == nil)
        for name in ["late", "number"] {
            let error = #expect(throws: DispatchError.self) { try arguments.requiredQuery(name, as: Date.self) }
            #expect(error?.description == "\(name) must be an ISO 8601 date-time")
        }
    }

    @Test("A deepObject query argument is read as its struct; a missing or mistyped one is refused")
    func objectArguments() throws {
        let arguments = DispatchArguments(query: ["filter": try Self.json(#"{"box_id": 9007199254740993}"#), "wrong": .string("x")])
        #expect(try arguments.requiredQueryObject("filter", as: MoveTopicRequestContent.self).boxId == 9007199254740993)
        #expect(try arguments.queryObject("filter", as: MoveTopicRequestContent.self)?.boxId == 9007199254740993)
        #expect(try arguments.queryObject("absent", as: MoveTopicRequestContent.self) == nil)
        let missing = #expect(throws: DispatchError.self) { try arguments.requiredQueryObject("absent", as: MoveTopicRequestContent.self) }
        #expect(missing?.description == "query parameter absent is missing")
        let wrong = #expect(throws: DispatchError.self) { try arguments.requiredQueryObject("wrong", as: MoveTopicRequestContent.self) }
        #expect(wrong?.description.hasPrefix("wrong is not a MoveTopicRequestContent") == true)
    }

    @Test("What Hey read keeps its numbers: whole ones as integers, others as numbers")
    func fromHey() {
        #expect(ExactJSON(JSONValue.object(["id": .number(17), "r": .number(0.5), "big": .number(1e300)]))
                == .object(["id": .integer(17), "r": .number(0.5), "big": .number(1e300)]))
        #expect(ExactJSON(JSONValue.array([.null, .bool(true), .string("s")])) == .array([.null, .bool(true), .string("s")]))
    }
}
