import Foundation
import HeyTestSupport
import Testing
@testable import Hey

@Suite struct ErrorTests {
    /// status, code, exit code, retryable.
    static let statuses: [(Int, String, Int, Bool)] = [
        (400, "api_error", 7, false), (401, "auth_required", 3, false), (403, "forbidden", 4, false),
        (404, "not_found", 2, false), (409, "conflict", 10, false), (422, "validation", 9, false),
        (429, "rate_limit", 5, true), (500, "api_error", 7, true), (502, "api_error", 7, true),
        (503, "api_error", 7, true),
    ]

    @Test(arguments: statuses)
    func eachStatusMapsToItsCategory(status: Int, code: String, exitCode: Int, retryable: Bool) async throws {
        let server = try LoopbackServer()
        server.fallback = .json(status, #"{"message": "HEY says no"}"#, headers: [("X-Request-Id", "req-\(status)")])
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(error?.code == code)
        #expect(error?.exitCode == exitCode)
        #expect(error?.httpStatus == status)
        #expect(error?.isRetryable == retryable)
        #expect(error?.requestId == "req-\(status)")
        #expect(error?.hint == "HEY says no")
        #expect(error?.bodyText == #"{"message": "HEY says no"}"#)
        #expect(error?.body == Data(#"{"message": "HEY says no"}"#.utf8))
        #expect(error?.message.contains("HEY says no") == true)
    }

    @Test func aSwitchCanReadTheDetailOfEachCase() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(404, #"{"message": "No such box"}"#, headers: [("X-Request-Id", "abc")]))
        let client = try makeClient(server)
        do {
            _ = try await getThing(client)
            Issue.record("expected notFound")
        } catch let HeyError.notFound(message: message, detail: detail) {
            #expect(detail.requestId == "abc")
            #expect(detail.hint == "No such box")
            #expect(message.contains("GetThing"))
            #expect(message.contains("/things/1.json"))
        }
    }

    @Test func codesAndExitCodesCoverEveryCase() {
        let detail = ErrorDetail()
        let cases: [HeyError] = [
            .usage(message: "", hint: nil), .notFound(message: "", detail: detail), .auth(message: "", detail: detail),
            .forbidden(message: "", detail: detail), .rateLimit(message: "", retryAfterSeconds: nil, detail: detail),
            .network(message: "", retryable: true, detail: detail), .api(message: "", httpStatus: nil, retryable: false, detail: detail),
            .validation(message: "", httpStatus: 422, detail: detail), .conflict(message: "", detail: detail),
            .ambiguous(resource: "", matches: [], hint: nil),
        ]
        #expect(cases.map(\.code) == ["usage", "not_found", "auth_required", "forbidden", "rate_limit", "network",
                                      "api_error", "validation", "conflict", "ambiguous"])
        #expect(cases.map(\.exitCode) == [1, 2, 3, 4, 5, 6, 7, 9, 10, 8])
        #expect(cases.map(\.code) == [HeyError.codeUsage, HeyError.codeNotFound, HeyError.codeAuth, HeyError.codeForbidden,
                                      HeyError.codeRateLimit, HeyError.codeNetwork, HeyError.codeAPI, HeyError.codeValidation,
                                      HeyError.codeConflict, HeyError.codeAmbiguous])
        #expect(cases.map(\.exitCode) == cases.map { HeyError.exitCode(for: $0.code) })
    }

    @Test(arguments: ["", "teapot", "NOT_FOUND", "usage "])
    func anUnknownCodeExitsWithOne(code: String) {
        #expect(HeyError.exitCode(for: code) == 1)
    }

    @Test func usageAndAmbiguousCarryNoDetailAndTheirOwnHints() {
        let usage = HeyError.usage(message: "Pass an id")
        #expect(usage.code == "usage")
        #expect(usage.hint == nil)
        #expect(usage.detail == nil)
        #expect(usage.httpStatus == nil)
        #expect(usage.description == "usage: Pass an id")
        let ambiguous = HeyError.ambiguous(resource: "box", matches: ["Imbox", "Inbox"], hint: "Use an id")
        #expect(ambiguous.message == "box is ambiguous: it matches Imbox, Inbox")
        #expect(ambiguous.hint == "Use an id")
        #expect(ambiguous.detail == nil)
        var detail = ErrorDetail(hint: "Wait", requestId: "r-7")
        detail.fieldErrors = [FieldError(field: "name", message: "is taken")]
        let refused = HeyError.validation(message: "No", httpStatus: 422, detail: detail)
        #expect(refused.description == "validation: No (Wait) [request r-7]")
        #expect(refused.fieldErrors.map(\.description) == ["name: is taken"])
        #expect(HeyError.rateLimit(message: "", retryAfterSeconds: 3, detail: ErrorDetail()).isRetryable)
        #expect(!HeyError.network(message: "", retryable: false, detail: ErrorDetail()).isRetryable)
    }

    @Test func a422ListsEveryReasonInOrder() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(422, #"{"errors": ["Subject can't be blank", "To is invalid", {"field": "content", "message": "is too long"}]}"#))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(error?.code == "validation")
        #expect(error?.fieldErrors == [
            FieldError(field: nil, message: "Subject can't be blank"),
            FieldError(field: nil, message: "To is invalid"),
            FieldError(field: "content", message: "is too long"),
        ])
        #expect(error?.hint == "Subject can't be blank; To is invalid; content: is too long")
    }

    @Test func a422KeyedByFieldNamesTheFields() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(422, #"{"errors": {"name": ["can't be blank", "is too short"], "email": "is invalid"}}"#))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(error?.fieldErrors == [
            FieldError(field: "email", message: "is invalid"),
            FieldError(field: "name", message: "can't be blank"),
            FieldError(field: "name", message: "is too short"),
        ])
    }

    @Test(arguments: ["text/html; charset=utf-8", ""])
    func anHTMLErrorPageIsNeverEchoed(contentType: String) async throws {
        let page = "<!DOCTYPE html><html><body><h1>We're sorry</h1><p>internal stack trace</p></body></html>"
        let server = try LoopbackServer()
        let headers = contentType.isEmpty ? [] : [(name: "Content-Type", value: contentType)]
        server.enqueue(ScriptedResponse(status: 500, headers: headers, body: Data(page.utf8)))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(error?.code == "api_error")
        #expect(error?.hint == nil)
        for text in [error?.message ?? "", error?.description ?? "", error?.localizedDescription ?? ""] {
            #expect(!text.contains("<"))
            #expect(!text.contains("stack trace"))
        }
        #expect(error?.bodyText == page)
    }

    @Test func theBodyIsKeptUpToOneMebibyte() async throws {
        let server = try LoopbackServer()
        let big = String(repeating: "x", count: 3 * 1024 * 1024)
        server.enqueue(.text(500, big))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: testRoute(.post)) }
        #expect(error?.body?.count == 1024 * 1024)
        #expect(error?.responseTooLarge == true)
    }

    @Test func aMissingRequiredMemberIsANonRetryableAPIErrorNamingIt() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"[{"id": 1, "name": "a"}, {"id": 2}]"#))
        let client = try makeClient(server)
        let list = testRoute("ListThings", .get, "/things")
        let error = await heyError { try await client.context.send(list, as: [Thing].self) }
        #expect(error?.code == "api_error")
        #expect(error?.isRetryable == false)
        #expect(error?.httpStatus == 200)
        #expect(error?.message.contains("/1/name") == true)
        // 0.34: the hint names the member by JSON pointer, never the value.
        #expect(error?.hint == "The answer has no required member /1/name")
        #expect(error?.body == nil)
        #expect(server.requestCount == 1)
    }

    @Test func aWrongTypeNamesTheMember() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"id": "one", "name": "a"}"#))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client) }
        #expect(error?.message.contains("/id") == true)
    }

    @Test func anHTMLPageWhereJSONWasExpectedIsAnAPIError() async throws {
        let server = try LoopbackServer()
        server.enqueue(.text(200, "<html>Sign in</html>", contentType: "text/html"))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client) }
        #expect(error?.code == "api_error")
        #expect(error?.message.contains("Sign in") == false)
    }

    @Test func cancellingTheCallingTaskThrowsTheCancellationAsItArrived() async throws {
        let server = try LoopbackServer()
        server.fallback = ScriptedResponse(status: 200, body: Data(thingJSON.utf8), delay: .seconds(60))
        let client = try makeClient(server)
        let call = Task { try await getThing(client) }
        #expect(await server.waitForRequests(1, timeout: .seconds(30)))
        call.cancel()
        let error = await caught { try await call.value }
        #expect(!(error is HeyError))
        let isCancellation = error is CancellationError || (error as? URLError)?.code == .cancelled
        #expect(isCancellation)
        #expect(server.requestCount == 1)
    }

    @Test func aCallInACancelledTaskSendsNothing() async throws {
        let server = try LoopbackServer()
        let client = try makeClient(server)
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await getThing(client)
        }
        let error = await caught { try await call.value }
        #expect(error is CancellationError)
        #expect(server.requestCount == 0)
    }

    @Test func aNetworkErrorNamesThePathButNotTheQuery() async throws {
        let server = try LoopbackServer()
        server.fallback = .dropConnection
        let client = try makeClient(server)
        let route = testRoute("Search", .post, "/search")
        let error = await heyError {
            try await client.context.send(route, query: [URLQueryItem(name: "q", value: "private-words")], as: Thing.self)
        }
        #expect(error?.code == "network")
        #expect(error?.exitCode == 6)
        #expect(error?.message.contains("/search.json") == true)
        #expect(error?.message.contains("private-words") == false)
    }

    @Test func aMissingPathParameterIsAUsageErrorBeforeSending() async throws {
        let server = try LoopbackServer()
        let client = try makeClient(server)
        let error = await heyError { try await client.context.send(testRoute(), as: Thing.self) }
        #expect(error?.code == "usage")
        #expect(error?.message.contains("id") == true)
        #expect(server.requestCount == 0)
    }
}
