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

    @Test("What Hey read keeps its numbers: whole ones as integers, others as numbers")
    func fromHey() {
        #expect(ExactJSON(JSONValue.object(["id": .number(17), "r": .number(0.5), "big": .number(1e300)]))
                == .object(["id": .integer(17), "r": .number(0.5), "big": .number(1e300)]))
        #expect(ExactJSON(JSONValue.array([.null, .bool(true), .string("s")])) == .array([.null, .bool(true), .string("s")]))
    }
}
