// The probe of iceberg-rest-catalog: OAuth 2 or bearer (either alternative), a query parameter,
// a path prefix, a documented failure body and a HEAD operation (sent as HEAD; its 404 notFound).
import ApacheIcebergRESTCatalog
import Foundation
import HeyTestSupport

@main struct CorpusProbe {
    static func main() async {
        await probe("iceberg-rest-catalog") { server in
            let client = try ApacheIcebergRESTCatalogClient(
                auth: SchemeCredentials(.bearerAuth("catalog-token")),
                config: ApacheIcebergRESTCatalogConfig(baseURL: server.baseURL.absoluteString))
            server.enqueue(.json(200, #"{"overrides": {"warehouse": "s3://bucket/wh/"}, "defaults": {"clients": "4"}}"#))
            let config = try await client.configurationApi.getConfig(options: GetConfigOptions(warehouse: "s3://bucket/wh"))
            try expect(config.overrides["warehouse"] == "s3://bucket/wh/" && config.defaults["clients"] == "4", "read: decoded \(config)")
            try ExpectedRequest(method: "GET", path: "/v1/config", query: ["warehouse": "s3://bucket/wh"],
                                headers: ["Authorization": "Bearer catalog-token"]).check(server.requests[0], label: "read")

            server.enqueue(.json(200, #"{"namespace": ["accounting", "tax"], "properties": {"owner": "Ada"}}"#))
            let created = try await client.catalogApi.createNamespace(
                prefix: "prod", body: CreateNamespaceRequest(namespace: ["accounting", "tax"], properties: ["owner": "Ada"]))
            try expect(created.namespace == ["accounting", "tax"] && created.properties?["owner"] == "Ada", "write: decoded \(created)")
            try ExpectedRequest(method: "POST", path: "/v1/prod/namespaces", headers: ["Authorization": "Bearer catalog-token"],
                                json: ["namespace": ["accounting", "tax"], "properties": ["owner": "Ada"]]).check(server.requests[1], label: "write")

            server.enqueue(.status(204), .json(404, #"{"error": {"message": "no such namespace", "type": "NoSuchNamespaceException", "code": 404}}"#))
            try await client.catalogApi.namespaceExists(prefix: "prod", namespace: "tax")
            try ExpectedRequest(method: "HEAD", path: "/v1/prod/namespaces/tax", headers: ["Authorization": "Bearer catalog-token"])
                .check(server.requests[2], label: "head")
            do {
                try await client.catalogApi.namespaceExists(prefix: "prod", namespace: "gone")
                try expect(false, "head: a 404 did not throw")
            } catch let error as ApacheIcebergRESTCatalogError {
                try expect(error.code == "not_found" && server.requests[3].method == "HEAD", "head: a 404 is \(error.code), sent as \(server.requests[3].method)")
            }
            return ["GET /v1/config?warehouse=…", "POST /v1/prod/namespaces with a JSON body, a bearer token on all",
                    "HEAD /v1/prod/namespaces/tax, its 404 notFound"]
        }
    }
}
