// The probe of adyen-balance-platform: three alternative schemes (an API key in a query
// parameter, basic, an API key in a header) of which the client holds the header key; a base
// URL with a path, as the document's server has; kebab-case operationIds.
import Configuration
import Foundation
import HeyTestSupport

@main struct CorpusProbe {
    static func main() async {
        await probe("adyen-balance-platform") { server in
            let client = try ConfigurationClient(auth: SchemeCredentials(.apiKeyAuth("adyen-key")),
                                                 config: ConfigurationConfig(baseURL: server.baseURL.absoluteString + "/bcl/v2"))
            server.enqueue(.json(200, #"{"id": "AH3227C223222C5GXQXF658WB", "legalEntityId": "LE322JV223222D5GG42KN6869", "status": "active", "description": "Liz"}"#))
            let holder = try await client.accountHolders.getAccountHoldersId(id: "AH3227C223222C5GXQXF658WB")
            try expect(holder.legalEntityId == "LE322JV223222D5GG42KN6869" && holder.status == .active, "read: decoded \(holder)")
            try ExpectedRequest(method: "GET", path: "/bcl/v2/accountHolders/AH3227C223222C5GXQXF658WB",
                                headers: ["X-API-Key": "adyen-key"]).check(server.requests[0], label: "read")
            try expect(server.requests[0].queryValues("clientKey").isEmpty && server.requests[0].header("Authorization") == nil,
                       "read: a scheme the client does not hold was sent")

            server.enqueue(.json(200, #"{"id": "AH1", "legalEntityId": "LE1", "reference": "shop-7"}"#))
            let created = try await client.accountHolders.postAccountHolders(body: AccountHolderInfo(legalEntityId: "LE1", reference: "shop-7"))
            try expect(created.id == "AH1" && created.reference == "shop-7", "write: decoded \(created)")
            try ExpectedRequest(method: "POST", path: "/bcl/v2/accountHolders", headers: ["X-API-Key": "adyen-key"],
                                json: ["legalEntityId": "LE1", "reference": "shop-7"]).check(server.requests[1], label: "write")
            return ["GET /bcl/v2/accountHolders/{id}", "POST /bcl/v2/accountHolders with a JSON body, the X-API-Key header on both"]
        }
    }
}
