import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct WeekdayAndTimeFormatTests {
    @Test func weekdaysAreNumberedAndNamedAsHEYDoes() {
        #expect(Weekday.allCases.map(\.rawValue) == Array(0...6))
        #expect(Weekday.allCases.map(\.index) == Array(0...6))
        #expect(Weekday.allCases.map(\.wire) == ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"])
        #expect((0...6).map { Weekday.fromIndex($0) } == Weekday.allCases)
        #expect(Weekday.fromIndex(7) == nil)
        #expect(Weekday.fromIndex(-1) == nil)
    }

    @Test func timeFormatsAreSpelledAsHEYSpellsThem() async throws {
        #expect(TimeFormat.allCases.map(\.wire) == ["twelve_hour", "twenty_four_hour"])
        #expect(try TimeFormat.parse("twelve_hour") == .twelveHour)
        #expect(try TimeFormat.parse("twenty_four_hour") == .twentyFourHour)
        for source in ["24h", "", "Twelve_hour"] {
            let error = await expectError("usage") { try TimeFormat.parse(source) }
            #expect(error?.hint?.contains("twenty_four_hour") == true)
        }
    }
}

@Suite struct IdentityConvenienceTests {
    @Test func preferencesAreSentAsHEYNamesThemAndAnsweredAsStored() async throws {
        let loop = try Loopback(.json(200, #"{"time_format": "twenty_four_hour"}"#), .json(200, #"{"time_format": "twelve_hour"}"#),
                                .json(200, #"{"first_week_day": 1}"#), .json(200, #"{"first_week_day": 0}"#))
        #expect(try await loop.client.identity.setTimeFormat(.twentyFourHour) == .twentyFourHour)
        #expect(try await loop.client.identity.setTimeFormat(.twelveHour) == .twelveHour)
        #expect(try await loop.client.identity.setFirstWeekDay(.monday) == .monday)
        #expect(try await loop.client.identity.setFirstWeekDay(.sunday) == .sunday)
        #expect(loop.requests.map(\.line) == ["PUT /identity/time_format.json", "PUT /identity/time_format.json",
                                              "PUT /calendar/identity/first_week_day.json", "PUT /calendar/identity/first_week_day.json"])
        #expect(loop.requests.allSatisfy { $0.header("Accept") == "application/json" })
        #expect(try loop.requests[0].json() == .object(["twenty_four_hour_time_format": .bool(true)]))
        #expect(try loop.requests[1].json() == .object(["twenty_four_hour_time_format": .bool(false)]))
        #expect(try loop.requests[2].json() == .object(["identity_preference": .object(["first_week_day": .string("monday")])]))
        #expect(try loop.requests[3].json() == .object(["identity_preference": .object(["first_week_day": .string("sunday")])]))
    }

    @Test func anAnswerThatIsNoPreferenceIsAnAPIError() async throws {
        let loop = try Loopback(.json(200, #"{"time_format": "24h"}"#), .json(200, #"{"first_week_day": 9}"#), .json(200, "{}"),
                                .json(401, #"{"error": "Expired"}"#))
        let format = await expectError("api_error") { try await loop.client.identity.setTimeFormat(.twentyFourHour) }
        #expect(format?.message.contains("24h") == true)
        #expect(format?.isRetryable == false)
        let day = await expectError("api_error") { try await loop.client.identity.setFirstWeekDay(.friday) }
        #expect(day?.message.contains("9") == true)
        _ = await expectError("api_error") { try await loop.client.identity.setFirstWeekDay(.friday) }
        _ = await expectError("auth_required") { try await loop.client.identity.setTimeFormat(.twelveHour) }
        #expect(loop.server.requestCount == 4)
    }
}
