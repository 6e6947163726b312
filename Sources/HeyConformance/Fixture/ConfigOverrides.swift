import Foundation

/// How to build the client for one case (`configOverrides`); every member is optional.
public struct ConfigOverrides: Sendable, Decodable, Equatable {
    /// Build the client with this base URL instead of the loopback server's.
    public var baseUrl: String?
    /// Derive the client with `forAccount(id)` first and run the operation on the derived one.
    public var accountId: Int?
    /// `HeyConfig.maxRetries`.
    public var maxRetries: Int?
    /// `HeyConfig.baseRetryDelay`, in milliseconds.
    public var baseDelayMs: Int?
    /// `HeyConfig.enableCache`.
    public var cacheEnabled: Bool?
    /// Authenticate with a token provider whose `refresh()` hands over a new token.
    public var refreshableCredentials: Bool?
    /// `"hey"`: perform the operation through the hand-written convenience of that name.
    public var clientLayer: String?
    /// What this object had that the runner does not understand.
    public var problems: [String] = []

    static let knownKeys: Set<String> = [
        "baseUrl", "accountId", "maxRetries", "baseDelayMs", "cacheEnabled", "refreshableCredentials", "clientLayer",
    ]
    /// The only client layer the format names.
    public static let handwrittenLayer = "hey"

    /// No overrides: the default client.
    public init() {}

    /// Decodes the overrides; unknown keys and unknown client layers are recorded as problems.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FixtureKey.self)
        let here = FixturePointer.render(decoder.codingPath)
        problems = container.unknownKeys(besides: Self.knownKeys).map { "\(here): unknown config key \"\($0)\"" }
        baseUrl = try container.optional(String.self, "baseUrl")
        accountId = try container.optional(Int.self, "accountId")
        maxRetries = try container.optional(Int.self, "maxRetries")
        baseDelayMs = try container.optional(Int.self, "baseDelayMs")
        cacheEnabled = try container.optional(Bool.self, "cacheEnabled")
        refreshableCredentials = try container.optional(Bool.self, "refreshableCredentials")
        clientLayer = try container.optional(String.self, "clientLayer")
        if let clientLayer, clientLayer != Self.handwrittenLayer {
            problems.append("\(here)/clientLayer: unknown client layer \"\(clientLayer)\" (only \"hey\" is defined)")
        }
        if let baseDelayMs, baseDelayMs < 0 {
            problems.append("\(here)/baseDelayMs: must not be negative")
        }
    }

    /// Whether the operation goes through the hand-written layer.
    public var usesHandwrittenLayer: Bool { clientLayer == Self.handwrittenLayer }
}
