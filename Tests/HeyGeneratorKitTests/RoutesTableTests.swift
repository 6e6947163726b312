import Testing
@testable import HeyGeneratorKit

/// The helpers that keep generated files short: shared retry policies and wrapped lists.
@Suite struct RoutesTableTests {
    @Test func namesEachDistinctRetryingPolicyOnceByItsAttempts() {
        let three = RetryPolicyModel(maxAttempts: 3, baseDelayMs: 1000, backoff: "exponential", retryOn: [429, 503])
        let threeOther = RetryPolicyModel(maxAttempts: 3, baseDelayMs: 500, backoff: "constant", retryOn: [503])
        let two = RetryPolicyModel(maxAttempts: 2, baseDelayMs: 1000, backoff: "exponential", retryOn: [429])
        let once = RetryPolicyModel(maxAttempts: 1, baseDelayMs: 0, backoff: "constant", retryOn: [])
        let policies = TableContext.retryPolicies([three, once, two, threeOther, three])
        #expect(policies.map(\.name) == ["upTo2Attempts", "upTo3Attempts", "upTo3Attempts2"])
        #expect(policies.map(\.policy) == [two, threeOther, three])
    }

    @Test func wrapsItemsIntoLinesNoWiderThanAsked() {
        let lines = commaSeparated(["alpha", "beta", "gamma", "delta"], width: 12)
        #expect(lines == ["alpha, beta,", "gamma,", "delta"])
        #expect(lines.allSatisfy { $0.count <= 12 })
        #expect(commaSeparated([]) == [])
        #expect(commaSeparated(["a-very-long-item", "b"], width: 4) == ["a-very-long-item,", "b"])
        #expect(commaSeparated(["only"]) == ["only"])
    }

    /// The lines as a template writes them: the items joined with `", "`, a comma ending all but
    /// the last line.
    private func commaSeparated(_ items: [String], width: Int = 100) -> [String] {
        let grouped = LineWrapping.lines(items, width: width) { $0.count }
        return grouped.enumerated().map { index, line in
            line.joined(separator: ", ") + (index == grouped.count - 1 ? "" : ",")
        }
    }

    @Test func theNamesRoutesDeclaresItselfAreReserved() {
        for attempts in [2, 3, 10] {
            for ordinal in 1...3 {
                #expect(RoutesMemberNames.isReserved(RoutesMemberNames.retryPolicy(attempts: attempts, ordinal: ordinal)))
            }
        }
        #expect(RoutesMemberNames.isReserved("all"))
        for name in ["upToAttempts", "upTo3", "upTo3Attemptsx", "listBoxes", "upToDate"] {
            #expect(!RoutesMemberNames.isReserved(name), "\(name)")
        }
    }
}
