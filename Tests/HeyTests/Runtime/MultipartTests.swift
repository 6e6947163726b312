import Foundation
import HeyTestSupport
import Testing
@testable import Hey

// A hand-written stand-in for the method the generator renders for a multipart/form-data body
// (`SnippetMultipartTests` of HeyGeneratorKitTests shows the same signature and route).

private struct AvatarUpload: Codable, Sendable {
    var avatar: Data
    var caption: String?
    var tags: [String]?
    var isPublic: Bool?
    var takenAt: Date?
    var count: Int?

    enum CodingKeys: String, CodingKey {
        case avatar, caption, tags, count
        case isPublic = "public"
        case takenAt = "taken_at"
    }
}

/// A body whose members cannot all be parts.
private struct Nested: Codable, Sendable {
    var file: Data
    var meta: [String: String]?
    var grid: [[Int]]?
}

private enum AvatarRoutes {
    static let upload = testRoute("UploadAvatar", .put, "/people/{personId}/avatar", encoding: .multipart(contentTypes: ["avatar": "image/png"]))
    static let attach = testRoute("AttachFile", .post, "/files", encoding: .multipart(contentTypes: [:]))
}

private final class PeopleService: BaseService, @unchecked Sendable {
    func uploadAvatar(personId: Int, body: AvatarUpload) async throws {
        try await self.context.send(AvatarRoutes.upload, path: ["personId": personId.parameterValue], body: body)
    }

    func attach(body: some Encodable & Sendable) async throws {
        try await self.context.send(AvatarRoutes.attach, body: body)
    }
}

/// A multipart/form-data body over loopback: the exact bytes and headers the server receives,
/// and the bodies that cannot be sent.
@Suite struct MultipartTests {
    /// The boundary of a request's `Content-Type`, which must be a multipart form's.
    private func boundary(_ request: RecordedRequest?) throws -> String {
        let contentType = try #require(request?.header("Content-Type"))
        let prefix = "multipart/form-data; boundary="
        try #require(contentType.hasPrefix(prefix))
        return String(contentType.dropFirst(prefix.count))
    }

    private func part(_ boundary: String, _ disposition: String, _ bytes: Data, type contentType: String? = nil) -> Data {
        var head = "--\(boundary)\r\nContent-Disposition: form-data; \(disposition)\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        return Data((head + "\r\n").utf8) + bytes + Data("\r\n".utf8)
    }

    @Test func eachMemberIsAPartAndBytesAreAFile() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(204)
        let people = PeopleService(client: try makeClient(server))
        let upload = AvatarUpload(avatar: Data([0, 1, 13, 10, 255]), caption: "Ada \"the first\"", tags: ["a", "b"], isPublic: true,
                                  takenAt: Date(timeIntervalSince1970: 1_800_000_000.25), count: 3)
        try await people.uploadAvatar(personId: 7, body: upload)
        let request = try #require(server.requests.first)
        #expect(request.target == "/people/7/avatar.json")
        let boundary = try boundary(request)
        #expect(boundary.hasPrefix("hey-") && boundary.count == 36)
        var expected = part(boundary, #"name="avatar"; filename="avatar""#, Data([0, 1, 13, 10, 255]), type: "image/png")
        expected += part(boundary, #"name="caption""#, Data(#"Ada "the first""#.utf8))
        expected += part(boundary, #"name="count""#, Data("3".utf8))
        expected += part(boundary, #"name="public""#, Data("true".utf8))
        expected += part(boundary, #"name="tags""#, Data("a".utf8))
        expected += part(boundary, #"name="tags""#, Data("b".utf8))
        expected += part(boundary, #"name="taken_at""#, Data("2027-01-15T08:00:00.250Z".utf8))
        expected += Data("--\(boundary)--\r\n".utf8)
        #expect(request.body == expected)
        #expect(request.header("Content-Length") == String(expected.count))
    }

    @Test func absentMembersAreNoPartsAndEachBodyHasABoundaryOfItsOwn() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(204)
        let people = PeopleService(client: try makeClient(server))
        try await people.attach(body: Nested(file: Data("hi".utf8)))
        try await people.attach(body: Nested(file: Data("hi".utf8)))
        let first = try boundary(server.requests.first)
        #expect(try boundary(server.requests.last) != first)
        #expect(server.requests.first?.body == part(first, #"name="file"; filename="file""#, Data("hi".utf8), type: "application/octet-stream")
            + Data("--\(first)--\r\n".utf8))
    }

    @Test func aMemberThatCannotBeAPartIsAUsageErrorAndNothingIsSent() async throws {
        let server = try LoopbackServer()
        server.fallback = .status(204)
        let people = PeopleService(client: try makeClient(server))
        let object = await heyError { try await people.attach(body: Nested(file: Data(), meta: ["a": "b"])) }
        #expect(object?.code == "usage")
        #expect(object?.message == "The multipart member meta is an object, which cannot be a part")
        let lists = await heyError { try await people.attach(body: Nested(file: Data(), grid: [[1]])) }
        #expect(lists?.message == "The multipart member grid is a list of lists, which cannot be a part")
        let text = await heyError { try await people.attach(body: "just text") }
        #expect(text?.message == "A multipart body must encode to an object with named members")
        #expect(server.requests.isEmpty)
    }

    @Test func aPartNameIsQuotedAsBrowsersQuoteIt() {
        let parts = [MultipartEncoding.Part(name: "a\"b\r\nc", filename: "f\"", contentType: nil, bytes: Data("x".utf8))]
        #expect(String(decoding: MultipartEncoding.encode(parts, boundary: "B"), as: UTF8.self)
            == "--B\r\nContent-Disposition: form-data; name=\"a%22b%0D%0Ac\"; filename=\"f%22\"\r\n\r\nx\r\n--B--\r\n")
    }
}
