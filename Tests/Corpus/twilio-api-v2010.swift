// The probe of twilio-api-v2010: basic auth (account SID and token), a parameter inside a path
// segment (`/Accounts/{Sid}.json`) and a form-encoded body.
import Foundation
import HeyTestSupport
import Twilio

@main struct CorpusProbe {
    static func main() async {
        await probe("twilio-api-v2010") { server in
            let client = try TwilioClient(auth: SchemeCredentials(.accountSidAuthToken(user: "AC123", password: "secret")),
                                          config: TwilioConfig(baseURL: server.baseURL.absoluteString))
            let basic = "Basic " + Data("AC123:secret".utf8).base64EncodedString()
            server.enqueue(.json(200, #"{"sid": "AC123", "friendly_name": "Main", "status": "active", "type": "Full"}"#))
            let account = try await client.api20100401Account.fetchAccount(sid: "AC123")
            try expect(account.sid == "AC123" && account.friendlyName == "Main" && account.status == .active, "read: decoded \(account)")
            try ExpectedRequest(method: "GET", path: "/2010-04-01/Accounts/AC123.json", headers: ["Authorization": basic])
                .check(server.requests[0], label: "read")

            server.enqueue(.json(201, #"{"sid": "AC456", "friendly_name": "Sub account"}"#))
            let created = try await client.api20100401Account.createAccount(body: CreateAccountRequest(friendlyName: "Sub account"))
            try expect(created.sid == "AC456", "write: decoded \(created)")
            try ExpectedRequest(method: "POST", path: "/2010-04-01/Accounts.json", headers: ["Authorization": basic],
                                form: ["FriendlyName": "Sub account"]).check(server.requests[1], label: "write")
            return ["GET /2010-04-01/Accounts/{Sid}.json", "POST /2010-04-01/Accounts.json with a form body, basic auth on both"]
        }
    }
}
