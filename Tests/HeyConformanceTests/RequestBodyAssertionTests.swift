import Foundation
import Hey
import HeyDispatch
import Testing
@testable import HeyConformance

@Suite("Request-body assertions: requestBody, requestForm")
struct RequestBodyAssertionTests {
    let json = Fixtures.observation([
        Fixtures.request("POST", "/contacts.json", headers: [("Content-Type", "application/json")],
                         body: #"{"contact": {"name": "Ada", "ids": [9007199254740993]}, "flag": true}"#),
    ])
    let form = Fixtures.observation([
        Fixtures.request("POST", "/oauth/token", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                         body: "grant_type=refresh_token&refresh_token=a%2Bb"),
        Fixtures.request("PATCH", "/calendar/events/1.json", headers: [("Content-Type", "application/x-www-form-urlencoded; charset=utf-8")],
                         body: "calendar_event%5Ball_day%5D=1&reminders%5B%5D=60&reminders%5B%5D=120"),
    ])

    @Test func requestBody() async {
        let holds: [String: ExactJSON] = [
            "contact.name": .string("Ada"), "contact.ids.0": .integer(9007199254740993), "flag": .bool(true), "missing": .null,
        ]
        #expect(await Fixtures.failure(.requestBody(holds), json) == nil)
        #expect(await Fixtures.failure(.requestBody(["contact.name": .string("Grace")]), json)
                == #"test: contact.name: expected "Grace", got "Ada""#)
        #expect(await Fixtures.failure(.requestBody(["contact.ids.0": .integer(9007199254740992)]), json) != nil)
        #expect(await Fixtures.failure(.requestBody(["contact.email": .string("x")]), json)?.contains("is absent") == true)
        #expect(await Fixtures.failure(.requestBody(["a": .integer(1)]), form)?.contains("not JSON") == true)
    }

    @Test func requestFormAndLastRequestForm() async {
        #expect(await Fixtures.failure(.requestForm(["grant_type": .string("refresh_token"), "refresh_token": .string("a+b"),
                                                     "client_id": .null], .first), form) == nil)
        #expect(await Fixtures.failure(.requestForm(["calendar_event[all_day]": .integer(1),
                                                     "reminders[]": .array([.string("60"), .string("120")]),
                                                     "calendar_event[starts_at_time]": .null], .last), form) == nil)
        #expect(await Fixtures.failure(.requestForm(["grant_type": .string("authorization_code")], .first), form)
                == #"test: grant_type: expected "authorization_code", got "refresh_token""#)
        #expect(await Fixtures.failure(.requestForm(["reminders[]": .string("60")], .last), form) != nil)
        #expect(await Fixtures.failure(.requestForm(["refresh_token": .null], .first), form)?.contains("must be absent") == true)
        #expect(await Fixtures.failure(.requestForm(["contact": .string("x")], .first), json)?.contains("not form-encoded") == true)
    }
}
