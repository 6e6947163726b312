import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct SensitiveStringTests {
    let secret = SensitiveString("alice@example.com")

    @Test func everyTextualFormIsRedacted() {
        #expect("\(secret)" == "[REDACTED]")
        #expect(String(describing: secret) == "[REDACTED]")
        #expect(String(reflecting: secret) == "[REDACTED]")
        var dumped = ""
        dump(secret, to: &dumped)
        #expect(!dumped.contains("alice"))
        #expect(dumped.contains("[REDACTED]"))
        var printed = ""
        print(secret, to: &printed)
        debugPrint(secret, to: &printed)
        #expect(printed == "[REDACTED]\n[REDACTED]\n")
        #expect(Mirror(reflecting: secret).children.isEmpty)
        struct Holder { let email: SensitiveString }
        #expect(!String(describing: Holder(email: secret)).contains("alice"))
    }

    @Test func exposeGivesTheValue() {
        #expect(secret.expose() == "alice@example.com")
        #expect(secret == SensitiveString("alice@example.com"))
    }

    @Test func itTravelsAsAPlainStringOverTheWire() async throws {
        struct Contact: Codable, Sendable, Equatable { let email: SensitiveString }
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"email": "bob@example.com"}"#))
        let client = try makeClient(server)
        let route = testRoute("CreateContact", .post, "/contacts")
        let answer = try await client.context.send(route, body: Contact(email: secret), as: Contact.self)
        #expect(answer.email.expose() == "bob@example.com")
        #expect(String(decoding: try #require(server.requests.first).body, as: UTF8.self) == #"{"email":"alice@example.com"}"#)
    }
}

@Suite struct DateCodingTests {
    @Test(arguments: [
        ("2026-10-05T09:30:00Z", 1_791_192_600.0),
        ("2026-10-05T09:30:00.250Z", 1_791_192_600.25),
        ("2026-10-05T09:30:00.123456Z", 1_791_192_600.123456),
        ("2026-10-05T11:30:00+02:00", 1_791_192_600.0),
        ("2026-10-05T04:00:00-0530", 1_791_192_600.0),
        ("2026-10-05T09:30:00", 1_791_192_600.0),
        ("1969-12-31T23:59:59Z", -1.0),
        ("2024-02-29T00:00:00Z", 1_709_164_800.0),
    ])
    func isoDatesParse(text: String, seconds: Double) throws {
        let date = try #require(ISO8601.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_001)
    }

    @Test(arguments: ["2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-10-05", "2026-10-05T09:30Z",
                      "2026-10-05T09:30:00.Z", "2026-10-05T09:30:00+2", "yesterday", ""])
    func malformedDatesAreRefused(text: String) {
        #expect(ISO8601.parse(text) == nil)
    }

    @Test func datesEncodeWithMillisecondsInUTC() throws {
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1_791_192_600.25)) == "2026-10-05T09:30:00.250Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
        struct Stamp: Codable { let at: Date }
        let json = try JSONCoding.encoder.encode(Stamp(at: Date(timeIntervalSince1970: 0)))
        #expect(String(decoding: json, as: UTF8.self) == #"{"at":"1970-01-01T00:00:00.000Z"}"#)
    }

    @Test func aModelWithABadDateFailsNamingTheMember() async throws {
        struct Event: Codable, Sendable { let startsAt: Date; enum CodingKeys: String, CodingKey { case startsAt = "starts_at" } }
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"starts_at": "2026-10-05T09:30:00.5+01:00"}"#), .json(200, #"{"starts_at": "soon"}"#))
        let client = try makeClient(server)
        let route = testRoute("GetEvent", .get, "/events/1")
        let event = try await client.context.send(route, as: Event.self)
        #expect(event.startsAt.timeIntervalSince1970 == 1_791_189_000.5)
        let error = await heyError { try await client.context.send(route, as: Event.self) }
        #expect(error?.message.contains("/starts_at") == true)
    }
}

@Suite struct JSONValueTests {
    /// 0.34: `JSONValue` has no integer case; every number is a `Double`, exact up to 2^53 (an id
    /// of 2^53 + 1 used to be kept exactly as `.integer`).
    @Test func decodesEveryKindAndKeepsWholeNumbersUpTo2To53Exactly() throws {
        let json = #"{"id": 9007199254740991, "ratio": 0.5, "ok": true, "name": "x", "tags": ["a", null]}"#
        let value = try JSONCoding.decoder.decode(JSONValue.self, from: Data(json.utf8))
        #expect(value["id"] == .number(9_007_199_254_740_991))
        #expect(value["id"]?.intValue == 9_007_199_254_740_991)
        #expect(value["ratio"] == .number(0.5))
        #expect(value["ratio"]?.intValue == nil)
        #expect(value["name"]?.intValue == nil)
        #expect(value["ok"] == .bool(true))
        #expect(value["name"]?.stringValue == "x")
        #expect(value["tags"] == .array([.string("a"), .null]))
        #expect(value["tags"]?[1] == .null)
        let again = try JSONCoding.decoder.decode(JSONValue.self, from: JSONCoding.encoder.encode(value))
        #expect(again == value)
    }

    @Test func aWholeNumberIsEncodedWithoutAFraction() throws {
        let encoded = try JSONCoding.encoder.encode(JSONValue.array([.number(17), .number(-3), .number(0.25)]))
        #expect(String(decoding: encoded, as: UTF8.self) == "[17,-3,0.25]")
    }
}

@Suite struct FormEncodingTests {
    struct Grant: Encodable, Sendable {
        let grantType: String
        let code: SensitiveString
        let remember: Bool
        let scopes: [String]
        let client: [String: String]
        let note: String?
        enum CodingKeys: String, CodingKey { case grantType = "grant_type", code, remember, scopes, client, note }
    }

    @Test func aFormRouteSendsRailsStyleFields() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, "{}"))
        let client = try makeClient(server)
        let route = testRoute("CreateToken", .post, "/oauth/token", auth: .none, encoding: .form, pathAsWritten: true)
        let body = Grant(grantType: "authorization_code", code: "a b+c&d", remember: true, scopes: ["read", "write"],
                         client: ["id": "7"], note: nil)
        _ = try await client.context.send(route, body: body, as: JSONValue.self)
        let request = try #require(server.requests.first)
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.formFields.map { "\($0.name)=\($0.value)" } == [
            "client[id]=7", "code=a b+c&d", "grant_type=authorization_code", "remember=1", "scopes[]=read", "scopes[]=write",
        ])
        #expect(String(decoding: request.body, as: UTF8.self).contains("code=a+b%2Bc%26d"))
    }
}

@Suite struct RequestURLTests {
    @Test func jsonIsAppendedWhenTheTemplatesLastSegmentHasNoExtension() throws {
        #expect(RequestURL.jsonPath("/boxes/{boxId}") == "/boxes/{boxId}.json")
        #expect(try RequestURL.path(RequestURL.jsonPath("/boxes/{boxId}"), values: ["boxId": "17"], operation: "x") == "/boxes/17.json")
        #expect(RequestURL.jsonPath("/boxes.json") == "/boxes.json")
        #expect(RequestURL.jsonPath("/boxes/") == "/boxes/")
        #expect(RequestURL.jsonPath("/boxes?page=2") == "/boxes.json?page=2")
        #expect(try RequestURL.path(RequestURL.jsonPath("/contacts/{email}"), values: ["email": "a.b@c.d"], operation: "x")
                == "/contacts/a.b%40c.d.json")
        #expect(try RequestURL.path("/oauth/token", values: [:], operation: "x") == "/oauth/token")
    }

    @Test func pathValuesAreEncodedAsOneSegment() throws {
        #expect(try RequestURL.path("/t/{v}", values: ["v": "a b/c?d"], operation: "x") == "/t/a%20b%2Fc%3Fd")
        #expect(try RequestURL.path("/t/{v}", values: ["v": ".."], operation: "x") == "/t/%2E%2E")
        #expect(throws: HeyError.self) { try RequestURL.path("/t/{v}", values: ["v": ""], operation: "x") }
    }

    @Test func queryValuesGoOutExactlyOverTheWire() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, thingJSON))
        let client = try makeClient(server)
        let route = testRoute("Search", .get, "/search/{term}")
        _ = try await client.context.send(route, path: ["term": "a/b"], query: [
            URLQueryItem(name: "q", value: "c++ & more"), URLQueryItem(name: "since", value: "2026-10-05T09:30:00.000+02:00"),
            URLQueryItem(name: "flag", value: nil),
        ], as: Thing.self)
        let request = try #require(server.requests.first)
        #expect(request.path == "/search/a%2Fb.json")
        #expect(request.queryValues("q") == ["c++ & more"])
        #expect(request.queryValues("since") == ["2026-10-05T09:30:00.000+02:00"])
        #expect(request.query?.hasSuffix("&flag") == true)
    }

    @Test func theAccountScopeIsAddedOnceWhenSet() throws {
        let origin = try Origin(baseURL: "https://app.hey.com")
        let scoped = try RequestURL.url(origin: origin, path: "/boxes.json", query: [], accountScope: 42)
        #expect(scoped.absoluteString == "https://app.hey.com/boxes.json?filtered_account_id=42")
        let explicit = try RequestURL.url(origin: origin, path: "/boxes.json",
                                          query: [URLQueryItem(name: "filtered_account_id", value: "7")], accountScope: 42)
        #expect(explicit.query == "filtered_account_id=7")
    }
}
