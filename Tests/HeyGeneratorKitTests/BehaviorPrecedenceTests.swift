import Foundation
import Testing
@testable import HeyGeneratorKit

/// The documented precedence between `openapi.json` and `behavior-model.json`: what the first
/// states wins, the second fills its gaps, the HTTP method decides when neither says anything,
/// and each decision is a warning with its pointer.
@Suite struct BehaviorPrecedenceTests {
    /// The validation of the minimal fixture with the edits applied (or without its behaviour
    /// model at all).
    private func validation(openAPI: [(String, String)] = [], behavior: [(String, String)]? = []) throws -> Validation {
        let openAPIText = try SpecFixtureFiles.edited(SpecFixtureFiles.minimalText("openapi.json"), openAPI)
        let behaviorText = try behavior.map { try SpecFixtureFiles.edited(SpecFixtureFiles.minimalText("behavior-model.json"), $0) }
        let folder = try SpecFixtureFiles.folder(openAPI: openAPIText, behavior: behaviorText)
        defer { SpecFixtureFiles.remove(folder) }
        return SpecValidator.validate(try SpecLoader.load(folder))
    }

    private func warnings(_ validation: Validation) -> [String] {
        validation.diagnostics.filter { $0.severity == .warning }.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent)\($0.location)" }
    }

    @Test func agreeingFilesGiveNoWarningAndTheStatedBehavior() throws {
        let result = try validation()
        #expect(result.diagnostics.isEmpty)
        let update = try #require(result.behaviors["UpdatePosting"])
        #expect(update[BehaviorFlags.retry]?.maxAttempts == 2)
        #expect(!update[BehaviorFlags.idempotent] && !update[BehaviorFlags.readOnly])
        #expect(result.behaviors["ListBoxes"]?[BehaviorFlags.pagination]?.style == .link)
        #expect(result.behaviors["RevokeToken"]?[BehaviorFlags.auth] == AuthRequirement.none)
        #expect(result.behaviors["RevokeToken"]?[BehaviorFlags.retry] == nil, "retry {max: 0} in the entry and no x-hey-retry: sent once")
    }

    @Test func openAPIWinsForRetry() throws {
        let result = try validation(behavior: [("\"retry\": {\"max\": 2, \"base_delay_ms\": 1000", "\"retry\": {\"max\": 5, \"base_delay_ms\": 250")])
        #expect(result.behaviors["UpdatePosting"]?[BehaviorFlags.retry]?.maxAttempts == 2)
        #expect(result.behaviors["UpdatePosting"]?[BehaviorFlags.retry]?.baseDelayMs == 1000)
        #expect(warnings(result) == ["behavior-model.json#/operations/UpdatePosting/retry"])
    }

    @Test func openAPIWinsForIdempotencyOfAWrite() throws {
        let result = try validation(behavior: [("\"idempotent\": false", "\"idempotent\": true")])
        #expect(result.behaviors["UpdatePosting"]?[BehaviorFlags.idempotent] == false)
        #expect(warnings(result) == ["behavior-model.json#/operations/UpdatePosting/idempotent"])
    }

    @Test func openAPIWinsForPaginationEvenWhenTheEntryIsSilent() throws {
        let result = try validation(behavior: [("\"pagination\": {\"style\": \"link\", \"totalCountHeader\": \"X-Total-Count\"},", "")])
        #expect(result.behaviors["ListBoxes"]?[BehaviorFlags.pagination]?.style == .link)
        #expect(result.behaviors["ListBoxes"]?[BehaviorFlags.pagination]?.totalCountHeader == "X-Total-Count")
        #expect(warnings(result) == ["behavior-model.json#/operations/ListBoxes"])
    }

    @Test func theMethodWinsForReadOnly() throws {
        let result = try validation(behavior: [("\"readonly\": false,\n      \"idempotent\": false", "\"readonly\": true,\n      \"idempotent\": false")])
        #expect(result.behaviors["UpdatePosting"]?[BehaviorFlags.readOnly] == false)
        #expect(warnings(result) == ["behavior-model.json#/operations/UpdatePosting/readonly"])
    }

    @Test func theEntryFillsWhatOpenAPILeavesUnsaid() throws {
        let retry = "\"x-hey-retry\": {\"maxAttempts\": 3, \"baseDelayMs\": 1000, \"backoff\": \"exponential\", \"retryOn\": [429, 503]},\n        \"x-hey-pagination\""
        let result = try validation(openAPI: [(retry, "\"x-hey-pagination\"")])
        #expect(result.behaviors["ListBoxes"]?[BehaviorFlags.retry]?.maxAttempts == 3)
        #expect(warnings(result) == ["openapi.json#/paths/~1boxes/get"])
    }

    @Test func aMissingEntryGetsTheMethodsDefaults() throws {
        let entry = """
            "UpdatePosting": {
              "readonly": false,
              "idempotent": false,
              "destructive": false,
              "retry": {"max": 2, "base_delay_ms": 1000, "backoff": "exponential", "retry_on": [429, 503]}
            },

        """
        let retry = "\"x-hey-retry\": {\"maxAttempts\": 2, \"baseDelayMs\": 1000, \"backoff\": \"exponential\", \"retryOn\": [429, 503]},\n        "
        let result = try validation(openAPI: [(retry, "")], behavior: [(entry, "")])
        let update = try #require(result.behaviors["UpdatePosting"])
        #expect(update[BehaviorFlags.retry] == nil, "a PUT stated not idempotent, with no retry anywhere, is sent once")
        #expect(update[BehaviorFlags.idempotent] == false)
        #expect(warnings(result) == ["openapi.json#/paths/~1boxes~1{boxId}~1postings~1{postingId}/put"])
    }

    @Test func withoutABehaviorModelRFC9110Decides() throws {
        let retry = "\"x-hey-retry\": {\"maxAttempts\": 3, \"baseDelayMs\": 1000, \"backoff\": \"exponential\", \"retryOn\": [429, 503]}\n      }"
        let result = try validation(openAPI: [(retry, "\"x-hey-retry\": {\"maxAttempts\": 4, \"baseDelayMs\": 500, \"backoff\": \"exponential\", \"retryOn\": [503]}\n      }")],
                                    behavior: nil)
        #expect(result.errors.isEmpty)
        #expect(warnings(result) == ["behavior-model.json"], "one warning for the missing file, none per operation")
        // Reads keep what openapi.json states.
        #expect(result.behaviors["GetBox"]?[BehaviorFlags.retry]?.maxAttempts == 4)
        #expect(result.behaviors["GetBox"]?[BehaviorFlags.readOnly] == true)
        // RevokeToken: a POST with no retry stated is sent once; its x-hey-* still apply.
        let revoke = try #require(result.behaviors["RevokeToken"])
        #expect(revoke[BehaviorFlags.retry] == nil)
        #expect(revoke[BehaviorFlags.idempotent] == false)
        #expect(revoke[BehaviorFlags.auth] == AuthRequirement.none)
        #expect(revoke[BehaviorFlags.destructive])
    }

    @Test func readsWithNoRetryAnywhereAreRetriedLikeTheModelsOtherReads() throws {
        let openAPIRetry = "        },\n        \"x-hey-retry\": {\"maxAttempts\": 3, \"baseDelayMs\": 1000, \"backoff\": \"exponential\", \"retryOn\": [429, 503]}\n      }"
        let entryRetry = "\"destructive\": false,\n      \"retry\": {\"max\": 3, \"base_delay_ms\": 1000, \"backoff\": \"exponential\", \"retry_on\": [429, 503]}\n    },\n    \"UpdatePosting\""
        let result = try validation(openAPI: [(openAPIRetry, "        }\n      }")],
                                    behavior: [(entryRetry, "\"destructive\": false\n    },\n    \"UpdatePosting\"")])
        // GetBox states no retry in either file: it takes ListBoxes' policy, the model's read policy.
        #expect(result.behaviors["GetBox"]?[BehaviorFlags.retry] == RetryPolicyModel(maxAttempts: 3, baseDelayMs: 1000, backoff: "exponential", retryOn: [429, 503]))
        #expect(warnings(result) == ["openapi.json#/paths/~1boxes~1{boxId}/get"])
    }

    @Test func aFolderWithOnlyOpenAPIGenerates() throws {
        let folder = try SpecFixtureFiles.folder(openAPI: SpecFixtureFiles.minimalText("openapi.json"), behavior: nil)
        defer { SpecFixtureFiles.remove(folder) }
        let output = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        var options = TestPaths.realOptions(output: output)
        options.spec = folder
        let names = folder.appendingPathComponent("names.toml")
        options.names = names
        try Data("[type_names]\nError = \"APIError\"\n".utf8).write(to: names)
        let summary = try Generator.generate(options)
        #expect(summary.operations == 4)
        #expect(summary.diagnostics.contains { $0.severity == .warning && $0.file.hasSuffix("behavior-model.json") })
        options.warningsAreErrors = true
        #expect(throws: StrictModeError.self) { try Generator.render(options) }
    }
}
