import Foundation
import Hey
import Testing
@testable import HeyConformance

@Suite("Outcome assertions: noError, errorCode, errorField, statusCode")
struct OutcomeAssertionTests {
    static let notFound = HeyError.notFound(message: "GetBox (GET /boxes/1.json): not found (HTTP 404)",
                                            detail: ErrorDetail(hint: "Box not found", requestId: "req-1"))
    let failed = Fixtures.observation([Fixtures.request("/boxes/1.json")], scripted: [404], result: .failure(Self.notFound))
    let succeeded = Fixtures.observation([Fixtures.request("/boxes/1.json")], scripted: [201],
                                         result: .success(OperationAnswer(status: 201)))

    @Test func noError() async {
        #expect(await Fixtures.failure(.noError, succeeded) == nil)
        let why = await Fixtures.failure(.noError, failed)
        #expect(why?.hasPrefix("test: threw not_found") == true, "\(why ?? "")")
    }

    @Test func errorCode() async {
        #expect(await Fixtures.failure(.errorCode("not_found"), failed) == nil)
        #expect(await Fixtures.failure(.errorCode("api_error"), failed)?.contains("got not_found") == true)
        #expect(await Fixtures.failure(.errorCode("not_found"), succeeded)?.contains("returned normally") == true)
        let other = Fixtures.observation(result: .failure(TestFailure("boom")))
        #expect(await Fixtures.failure(.errorCode("api_error"), other)?.contains("TestFailure") == true)
    }

    @Test func errorField() async {
        #expect(await Fixtures.failure(.errorField(field: "httpStatus", expected: .integer(404)), failed) == nil)
        #expect(await Fixtures.failure(.errorField(field: "retryable", expected: .bool(false)), failed) == nil)
        #expect(await Fixtures.failure(.errorField(field: "requestId", expected: .string("req-1")), failed) == nil)
        #expect(await Fixtures.failure(.errorField(field: "hint", expected: .string("Box not found")), failed) == nil)
        #expect(await Fixtures.failure(.errorField(field: "httpStatus", expected: .integer(500)), failed)
                == "test: httpStatus: expected 500, got 404")
        #expect(await Fixtures.failure(.errorField(field: "requestId", expected: .null), failed) != nil)
        #expect(await Fixtures.failure(.errorField(field: "retryable", expected: .bool(true)), failed) != nil)
        #expect(await Fixtures.failure(.errorField(field: "httpStatus", expected: .integer(404)), succeeded) != nil)
    }

    @Test func statusCode() async {
        #expect(await Fixtures.failure(.statusCode(201), succeeded) == nil)
        #expect(await Fixtures.failure(.statusCode(404), failed) == nil)
        #expect(await Fixtures.failure(.statusCode(200), succeeded) == "test: expected 200, got 201")
        let noStatus = Fixtures.observation([Fixtures.request("/a.json")], scripted: [202], result: .success(OperationAnswer()))
        #expect(await Fixtures.failure(.statusCode(202), noStatus) == nil, "falls back to the status served last")
        let usage = Fixtures.observation(result: .failure(HeyError.usage(message: "bad")))
        #expect(await Fixtures.failure(.statusCode(200), usage)?.contains("no HTTP status") == true)
    }
}
