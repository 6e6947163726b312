// The probe of hf-text-generation-inference: no security schemes and no servers, so the client
// is given its base URL and no credentials, and sends none.
import Foundation
import HeyTestSupport
import TextGenerationInference

@main struct CorpusProbe {
    static func main() async {
        await probe("hf-text-generation-inference") { server in
            let client = try TextGenerationInferenceClient(auth: SchemeCredentials(),
                                                           config: TextGenerationInferenceConfig(baseURL: server.baseURL.absoluteString))
            let service = client.textGenerationInference
            server.enqueue(.json(200, #"{"model_id": "bigscience/bloom", "max_concurrent_requests": 128, "max_best_of": 2, "max_stop_sequences": 4, "max_input_tokens": 1024, "max_total_tokens": 2048, "validation_workers": 2, "max_client_batch_size": 4, "router": "text-generation-router", "version": "3.3.6"}"#))
            let info = try await service.getModelInfo()
            try expect(info.modelId == "bigscience/bloom" && info.maxTotalTokens == 2048, "read: decoded \(info)")
            try ExpectedRequest(method: "GET", path: "/info").check(server.requests[0], label: "read")
            try expect(server.requests[0].header("Authorization") == nil, "read: credentials sent where the document asks for none")

            server.enqueue(.json(200, #"{"generated_text": "Paris"}"#))
            let answer = try await service.generate(body: GenerateRequest(inputs: "The capital of France is"))
            try expect(answer.generatedText == "Paris", "write: decoded \(answer)")
            try ExpectedRequest(method: "POST", path: "/generate", json: ["inputs": "The capital of France is"])
                .check(server.requests[1], label: "write")
            return ["GET /info", "POST /generate with a JSON body, no credentials"]
        }
    }
}
