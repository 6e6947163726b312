/// A retry policy as the model states it (`x-hey-retry`, a behaviour entry's `retry`): how many
/// times an operation may be sent and how long to wait between sends. The runtime's
/// `RetryPolicy` is rendered from it.
public struct RetryPolicyModel: Sendable, Hashable, CustomStringConvertible {
    /// Total sends allowed, the first one included (0 in a behaviour entry means none).
    public var maxAttempts: Int
    /// The wait before the second send, in milliseconds.
    public var baseDelayMs: Int
    /// `exponential` or `constant`.
    public var backoff: String
    /// HTTP statuses that earn another send, as written.
    public var retryOn: [Int]

    /// `3 attempts, 1000 ms exponential, on 429,503`, statuses as written.
    public var description: String {
        "\(maxAttempts) attempts, \(baseDelayMs) ms \(backoff), on \(retryOn.map(String.init).joined(separator: ","))"
    }

    /// The same policy with its statuses sorted and each listed once: status order does not matter.
    var normalized: RetryPolicyModel {
        var copy = self
        copy.retryOn = Array(Set(retryOn)).sorted()
        return copy
    }
}

/// How an answer pages, as the model states it (`x-hey-pagination`, a behaviour entry's
/// `pagination`).
public struct PaginationModel: Sendable, Equatable, CustomStringConvertible {
    /// Where the next page is found.
    public var style: PaginationStyle
    /// The header carrying the total, when the model names one.
    public var totalCountHeader: String?
    /// The query parameter the next page's cursor travels in, when the model names one.
    public var pageParameter: String?

    /// `link X-Total-Count page=page`.
    public var description: String {
        [style.rawValue, totalCountHeader, pageParameter.map { "page=\($0)" }].compactMap { $0 }.joined(separator: " ")
    }
}

extension RetryPolicyModel {
    /// HEY's retry policy for reads: three sends, a second apart and doubling, on 429 and 503.
    static let heyReadPolicy = RetryPolicyModel(maxAttempts: 3, baseDelayMs: 1000, backoff: "exponential", retryOn: [429, 503])

    /// `3 attempts, 1000 ms exponential, on 429,503`, statuses sorted (`none` when it lists none).
    var summary: String {
        "\(maxAttempts) attempts, \(baseDelayMs) ms \(backoff), on \(retryOn.statusSummary)"
    }

    /// The retry policy of reads when a spec states none: the one most of `reads` state (those
    /// that retry at all; the first stated of as many), else ``heyReadPolicy``.
    static func commonReadPolicy(_ reads: [RetryPolicyModel]) -> RetryPolicyModel {
        var counts: [RetryPolicyModel: Int] = [:]
        var order: [RetryPolicyModel] = []
        for policy in reads where policy.maxAttempts > 1 {
            if counts[policy] == nil { order.append(policy) }
            counts[policy, default: 0] += 1
        }
        return order.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? heyReadPolicy
    }
}

extension [Int] {
    /// `404,410`, sorted; `none` when empty.
    var statusSummary: String {
        isEmpty ? "none" : sorted().map(String.init).joined(separator: ",")
    }
}
