// The probe of appwrite-server: every operation asks for two API-key headers at once (Project
// AND Key), and members named `$id`, `$createdAt`.
import Appwrite
import Foundation
import HeyTestSupport

@main struct CorpusProbe {
    static let user = #"""
        {"$id": "5e5ea5c16897e", "$createdAt": "2020-10-15T06:38:00.000+00:00", "$updatedAt": "2020-10-15T06:38:00.000+00:00",
         "name": "Ada", "registration": "2020-10-15T06:38:00.000+00:00", "status": true, "labels": ["vip"],
         "passwordUpdate": "", "email": "ada@example.com", "phone": "", "emailVerification": true, "phoneVerification": false,
         "mfa": false, "prefs": {"theme": "pink"}, "targets": [], "accessedAt": ""}
        """#

    static func main() async {
        await probe("appwrite-server") { server in
            let client = try AppwriteClient(auth: SchemeCredentials(.project("proj-1"), .key("secret-key")),
                                            config: AppwriteConfig(baseURL: server.baseURL.absoluteString + "/v1"))
            let keys = ["X-Appwrite-Project": "proj-1", "X-Appwrite-Key": "secret-key"]
            server.enqueue(.json(200, user))
            let read = try await client.users.usersGet(userId: "5e5ea5c16897e")
            try expect(read.id == "5e5ea5c16897e" && read.labels == ["vip"] && read.emailVerification, "read: decoded \(read)")
            try ExpectedRequest(method: "GET", path: "/v1/users/5e5ea5c16897e", headers: keys).check(server.requests[0], label: "read")

            server.enqueue(.json(201, user))
            let created = try await client.users.usersCreate(body: UsersCreateRequest(userId: "unique()", email: "ada@example.com", name: "Ada"))
            try expect(created.email == "ada@example.com", "write: decoded \(created)")
            try ExpectedRequest(method: "POST", path: "/v1/users", headers: keys,
                                json: ["userId": "unique()", "email": "ada@example.com", "name": "Ada"]).check(server.requests[1], label: "write")
            try expect(server.requests[1].header("X-Appwrite-JWT") == nil, "write: a scheme the requirement does not name was sent")
            return ["GET /v1/users/{userId}", "POST /v1/users with a JSON body, the Project and Key headers together on both"]
        }
    }
}
