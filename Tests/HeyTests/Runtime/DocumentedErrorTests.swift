import Foundation
import HeyTestSupport
import Testing
@testable import Hey

/// A failure body a document describes.
private struct Problem: Codable, Sendable, Equatable {
    let title: String
    let code: Int?
}

/// Another one, for a more specific status.
private struct Missing: Codable, Sendable, Equatable {
    let missing: String
}

/// `GetThing` documenting `errors`.
private func documentedRoute(_ errors: [DocumentedError], retryOn: [Int] = [429, 503]) -> Route {
    var route = testRoute(attempts: 1, retryOn: retryOn)
    route.documentedErrors = errors
    return route
}

@Suite struct DocumentedErrorTests {
    @Test func aDocumentedFailureBodyIsDecodedIntoTheErrorsDetail() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(400, #"{"title": "Bad thing", "code": 7}"#))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: documentedRoute([DocumentedError("400", Problem.self)])) }
        #expect(error?.documentedBody as? Problem == Problem(title: "Bad thing", code: 7))
        #expect(error?.detail?.decodedBody(as: Problem.self) == Problem(title: "Bad thing", code: 7))
        #expect(error?.code == "api_error")
        #expect(error?.httpStatus == 400)
    }

    @Test(arguments: [
        (404, "missing"), (409, "class"), (500, "default"),
    ])
    func theMostSpecificStatusWins(status: Int, expected: String) async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(status, #"{"title": "class", "missing": "missing", "code": 1}"#))
        let client = try makeClient(server)
        let route = documentedRoute([DocumentedError("default", Missing.self), DocumentedError("4XX", Problem.self),
                                     DocumentedError("404", Missing.self)], retryOn: [])
        let error = await heyError { try await getThing(client, route: route) }
        switch expected {
        case "missing": #expect(error?.documentedBody as? Missing == Missing(missing: "missing"))
        case "class": #expect(error?.documentedBody as? Problem == Problem(title: "class", code: 1))
        default: #expect(error?.documentedBody as? Missing == Missing(missing: "missing"))
        }
    }

    @Test func a422KeepsItsFieldErrorsBesideTheDocumentedBody() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(422, #"{"title": "Invalid", "errors": {"name": ["can't be blank"]}}"#))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: documentedRoute([DocumentedError("422", Problem.self)])) }
        #expect(error?.code == "validation")
        #expect(error?.fieldErrors.isEmpty == false)
        #expect(error?.documentedBody as? Problem == Problem(title: "Invalid", code: nil))
    }

    @Test func aBodyThatDoesNotMatchLeavesTheErrorAsItWas() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(404, #"{"error": "nope"}"#), .text(404, "<html>no</html>"))
        let client = try makeClient(server)
        let route = documentedRoute([DocumentedError("404", Problem.self)])
        for _ in 0..<2 {
            let error = await heyError { try await getThing(client, route: route) }
            #expect(error?.code == "not_found")
            #expect(error?.documentedBody == nil)
            #expect(error?.detail?.decodedBody(as: Problem.self) == nil)
        }
    }

    @Test func anUndocumentedStatusOrRouteDecodesNothingButTheBodyCanStillBeRead() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(403, #"{"title": "No", "code": 3}"#), .json(400, #"{"title": "Bad", "code": 4}"#))
        let client = try makeClient(server)
        let forbidden = await heyError { try await getThing(client, route: documentedRoute([DocumentedError("404", Problem.self)])) }
        #expect(forbidden?.documentedBody == nil)
        #expect(forbidden?.detail?.decodedBody(as: Problem.self) == Problem(title: "No", code: 3))
        let plain = await heyError { try await getThing(client, route: documentedRoute([])) }
        #expect(plain?.documentedBody == nil)
    }

    @Test func defaultNeverMatchesASuccessAndASuccessThatDoesNotDecodeIsNotDecorated() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(200, #"{"title": "not a thing"}"#))
        let client = try makeClient(server)
        let error = await heyError { try await getThing(client, route: documentedRoute([DocumentedError("default", Problem.self)])) }
        #expect(error?.code == "api_error")
        #expect(error?.documentedBody == nil)
        #expect(DocumentedError("default", Problem.self).specificity(for: 204) == nil)
        #expect(DocumentedError("2XX", Problem.self).specificity(for: 204) == 2)
    }

    @Test func documentedErrorsCompareByStatusAndType() {
        #expect(DocumentedError("404", Problem.self) == DocumentedError("404", Problem.self))
        #expect(DocumentedError("404", Problem.self) != DocumentedError("404", Missing.self))
        #expect(DocumentedError("404", Problem.self) != DocumentedError("4XX", Problem.self))
        #expect(Set([DocumentedError("404", Problem.self), DocumentedError("404", Problem.self)]).count == 1)
    }
}

/// HEY's own routes, as generated: the error bodies its model documents reach the error.
@Suite struct GeneratedDocumentedErrorTests {
    @Test func aGeneratedMethodDecodesHEYsDocumentedNotFoundBody() async throws {
        let server = try LoopbackServer()
        server.enqueue(.json(404, #"{"message": "No such box"}"#))
        let client = try makeClient(server)
        let error = await heyError { try await client.boxes.get(boxId: 7) }
        #expect(error?.code == "not_found")
        #expect(error?.hint == "No such box")
        #expect(error?.documentedBody as? NotFoundErrorResponseContent == NotFoundErrorResponseContent(message: "No such box"))
        #expect(Routes.getBox.documentedErrors.contains(DocumentedError("404", NotFoundErrorResponseContent.self)))
    }

    @Test func HEYsRoutesStateNoSecurityRequirement() {
        #expect(Routes.all.allSatisfy { $0.security == nil })
    }
}
