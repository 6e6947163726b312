// The probe of openai: a bearer API key, a base URL with a path (the document's server is
// `https://api.openai.com/v1`), and a body whose members are unions of a string and lists.
import Foundation
import HeyTestSupport
import OpenAI

@main struct CorpusProbe {
    static func main() async {
        await probe("openai") { server in
            let client = try OpenAIClient(auth: SchemeCredentials(.apiKeyAuth("sk-probe")),
                                          config: OpenAIConfig(baseURL: server.baseURL.absoluteString + "/v1"))
            server.enqueue(.json(200, #"{"id": "gpt-4o", "object": "model", "created": 1715367049, "owned_by": "system"}"#))
            let model = try await client.models.retrieve(model: "gpt-4o")
            try expect(model.id == "gpt-4o" && model.ownedBy == "system" && model.created == 1_715_367_049, "read: decoded \(model)")
            try ExpectedRequest(method: "GET", path: "/v1/models/gpt-4o", headers: ["Authorization": "Bearer sk-probe"])
                .check(server.requests[0], label: "read")

            server.enqueue(.json(200, #"{"object": "list", "model": "text-embedding-3-small", "data": [{"object": "embedding", "index": 0, "embedding": [0.25, -0.5]}], "usage": {"prompt_tokens": 2, "total_tokens": 2}}"#))
            let embeddings = try await client.embeddings.create(
                body: CreateEmbeddingRequest(input: .string("hello world"), model: .string("text-embedding-3-small"), dimensions: 2))
            try expect(embeddings.data.first?.embedding == [0.25, -0.5] && embeddings.usage.totalTokens == 2, "write: decoded \(embeddings)")
            try ExpectedRequest(method: "POST", path: "/v1/embeddings", headers: ["Authorization": "Bearer sk-probe"],
                                json: ["input": "hello world", "model": "text-embedding-3-small", "dimensions": 2])
                .check(server.requests[1], label: "write")
            return ["GET /v1/models/{model}", "POST /v1/embeddings with a JSON body, a bearer key on both"]
        }
    }
}
