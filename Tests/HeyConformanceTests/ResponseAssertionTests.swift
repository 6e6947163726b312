import Foundation
import Hey
import Testing
@testable import HeyConformance

@Suite("Response assertions: responseBody, responseMeta")
struct ResponseAssertionTests {
    let answered = Fixtures.observation(result: .success(OperationAnswer(
        status: 200, value: .array([.object(["id": .integer(9007199254740993), "name": .string("Ada"), "ratio": .number(1.5)])]))))

    @Test func responseBody() async {
        #expect(await Fixtures.failure(.responseBody(path: "0.id", expected: .integer(9007199254740993)), answered) == nil)
        #expect(await Fixtures.failure(.responseBody(path: "0.ratio", expected: .number(1.5)), answered) == nil)
        #expect(await Fixtures.failure(.responseBody(path: "0", expected: .object(
            ["id": .integer(9007199254740993), "name": .string("Ada"), "ratio": .number(1.5)])), answered) == nil)
        #expect(await Fixtures.failure(.responseBody(path: "0.name", expected: .string("Grace")), answered)
                == #"test: 0.name: expected "Grace", got "Ada""#)
        #expect(await Fixtures.failure(.responseBody(path: "1.name", expected: .string("Ada")), answered)?.contains("no index 1") == true)
        let empty = Fixtures.observation(result: .success(OperationAnswer(status: 404)))
        #expect(await Fixtures.failure(.responseBody(path: "", expected: .null), empty) == nil)
        #expect(await Fixtures.failure(.responseBody(path: "", expected: .object([:])), empty) != nil)
        let thrown = Fixtures.observation(result: .failure(HeyError.api(message: "x", httpStatus: nil, retryable: false, detail: ErrorDetail())))
        #expect(await Fixtures.failure(.responseBody(path: "", expected: .null), thrown)?.contains("no value was returned") == true)
    }

    static let pagedCase = """
    {"name": "paged", "operation": "ListContacts",
     "mockResponses": [{"status": 200, "headers": {"Link": "</contacts.json?page=Mg>; rel=\\"next\\"", "X-Total-Count": "57"}, "body": []}],
     "assertions": [ASSERTION]}
    """

    @Test("responseMeta reads totalCount and nextPage from the returned page",
          arguments: [
            (#"{"type": "responseMeta", "path": "totalCount", "expected": 57}"#, true),
            (#"{"type": "responseMeta", "path": "nextPage", "expected": "Mg"}"#, true),
            (#"{"type": "responseMeta", "path": "totalCount", "expected": 58}"#, false),
            (#"{"type": "responseMeta", "path": "nextPage", "expected": null}"#, false),
          ])
    func responseMeta(assertion: String, holds: Bool) async throws {
        let verdict = try await Fixtures.run(Self.pagedCase.replacingOccurrences(of: "ASSERTION", with: assertion))
        #expect(verdict.passed == holds, "\(verdict.reason)")
    }

    @Test("responseMeta on an operation without pages fails")
    func responseMetaWithoutPage() async throws {
        let verdict = try await Fixtures.run("""
        {"name": "n", "operation": "GetIdentity", "mockResponses": [{"status": 200, "body": {}}],
         "assertions": [{"type": "responseMeta", "path": "totalCount", "expected": null}]}
        """)
        #expect(verdict.failures == ["responseMeta: the operation returned no page"])
    }
}
