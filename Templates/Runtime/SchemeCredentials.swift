import Foundation

/// Signs each request with the credentials its operation asks for, among those the app holds,
/// for an API document that states security schemes.
///
/// Each operation's route lists the requirements the document states (``Route/security``):
/// alternatives, each a set of schemes sent together. The client sends the first alternative
/// every scheme of which has a credential here (an alternative of no schemes, which makes
/// credentials optional, only when none does); an operation that states no security sends none
/// of them, and an operation the document says nothing about sends every credential held. When
/// no alternative can be met, the call is a `usage` error naming the schemes it needs, and
/// nothing is sent. As for every strategy, nothing is added to a request for another origin.
///
/// ```swift
/// let client = try HeyClient(auth: SchemeCredentials(.apiKey("k"), .basicAuth(user: "ada", password: "pw")))
/// ```
///
/// A 401 asks every bearer credential's ``TokenProvider`` to refresh once, and the request is
/// resent when one of them renewed.
public struct SchemeCredentials: AuthStrategy, CustomStringConvertible {
    /// The credentials by scheme name; a later one for the same scheme replaces an earlier one.
    let byScheme: [String: SchemeCredential]
    /// The credentials in the order given (the last for each scheme).
    let ordered: [SchemeCredential]

    /// Holds `credentials`.
    public init(_ credentials: [SchemeCredential]) {
        var byScheme: [String: SchemeCredential] = [:]
        for credential in credentials { byScheme[credential.scheme.name] = credential }
        self.byScheme = byScheme
        self.ordered = credentials.enumerated().filter { index, credential in
            !credentials[(index + 1)...].contains { $0.scheme.name == credential.scheme.name }
        }.map(\.element)
    }

    /// Holds `credentials`.
    public init(_ credentials: SchemeCredential...) {
        self.init(credentials)
    }

    /// The names of the schemes held, sorted.
    public var schemeNames: [String] { byScheme.keys.sorted() }

    /// Adds every credential held: what a request of an operation the document states no
    /// requirement for carries.
    public func authenticate(_ request: inout HTTPRequest) async throws {
        for credential in ordered { try await Self.apply(credential, to: &request) }
    }

    /// Adds the credentials of the first requirement of `requirements` that the credentials held
    /// meet (see the type's description); a `usage` error naming `operation` when none is met.
    func authenticate(_ request: inout HTTPRequest, requirements: [[String]], operation: String) async throws {
        let met = requirements.first { !$0.isEmpty && $0.allSatisfy { byScheme[$0] != nil } }
            ?? requirements.first(where: \.isEmpty)
        guard let met else {
            let options = requirements.map { $0.joined(separator: " and ") }.joined(separator: ", or ")
            let held = byScheme.isEmpty ? "none" : schemeNames.joined(separator: ", ")
            throw HeyError.usage(
                message: "\(operation) needs credentials for \(options); this client holds \(held), so nothing was sent",
                hint: "Pass the credential in SchemeCredentials (one constructor per scheme is generated on SchemeCredential)")
        }
        for name in met { try await Self.apply(byScheme[name]!, to: &request) }
    }

    /// Asks every bearer credential's provider to renew; answers whether one did.
    public func refresh() async throws -> Bool {
        var renewed = false
        for credential in ordered {
            if case .token(let provider) = credential.value, try await provider.refresh() { renewed = true }
        }
        return renewed
    }

    /// Whether the one bearer credential held already hands over another token than the
    /// `rejected` `Authorization` (its provider renewed on its own); false when the request
    /// carried none, or more than one bearer credential is held.
    func handsOverAnotherBearer(than rejected: String?) async throws -> Bool {
        let providers = ordered.compactMap { credential -> (any TokenProvider)? in
            if case .token(let provider) = credential.value { return provider }
            return nil
        }
        guard let rejected, providers.count == 1, let current = BearerAuth.bearer(try await providers[0].accessToken()) else {
            return false
        }
        return current != rejected
    }

    /// `SchemeCredentials(api_key, basic)`: the schemes, never a secret.
    public var description: String { "SchemeCredentials(\(schemeNames.joined(separator: ", ")))" }

    /// Puts `credential` on `request` where its scheme says.
    static func apply(_ credential: SchemeCredential, to request: inout HTTPRequest) async throws {
        let scheme = credential.scheme
        switch (credential.value, scheme.kind) {
        case (.token(let provider), _):
            guard let bearer = BearerAuth.bearer(try await provider.accessToken()) else {
                throw HeyError.auth(message: "The credential of \(scheme.name) handed over an empty token",
                                    detail: ErrorDetail(hint: "Sign in again to get a new token"))
            }
            request.headers["Authorization"] = bearer
        case (.basic(let user, let password), _):
            guard !user.contains(":") else {
                throw HeyError.usage(message: "The user of \(scheme.name) holds a ':', which basic credentials cannot carry; nothing was sent")
            }
            request.headers["Authorization"] = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        case (.key(let key), .apiKey(let name, let location)):
            guard !key.isEmpty else {
                throw HeyError.usage(message: "The API key of \(scheme.name) is empty; nothing was sent")
            }
            try place(key, as: name, in: location, of: scheme, on: &request)
        case (.key(let key), _):
            // A key for a scheme that is not an API key: sent as the scheme's token.
            request.headers["Authorization"] = BearerAuth.bearer(key)
        }
    }

    /// Puts an API key in the header, query parameter or cookie `name`.
    private static func place(_ key: String, as name: String, in location: SecurityScheme.APIKeyLocation,
                              of scheme: SecurityScheme, on request: inout HTTPRequest) throws {
        switch location {
        case .header:
            request.headers[name] = key
        case .query:
            // A next page's link may already carry the key: it is replaced, never repeated.
            let pair = RequestURL.encodedQuery([URLQueryItem(name: name, value: key)])
            let text = request.url.absoluteString
            let fragment = text.firstIndex(of: "#").map { String(text[$0...]) } ?? ""
            let bare = text.dropLast(fragment.count)
            let path = bare.prefix { $0 != "?" }
            let kept = bare.dropFirst(path.count).dropFirst().split(separator: "&").filter { part in
                let itemName = part.prefix { $0 != "=" }
                return (itemName.removingPercentEncoding ?? String(itemName)) != name
            }
            let query = (kept.map(String.init) + [pair]).joined(separator: "&")
            guard let url = URL(string: path + "?" + query + fragment) else {
                throw HeyError.usage(message: "The API key of \(scheme.name) could not be added to the URL; nothing was sent")
            }
            request.url = url
        case .cookie:
            guard key.utf8.allSatisfy(isCookieOctet) else {
                throw HeyError.usage(message: "The API key of \(scheme.name) holds a character a cookie cannot carry "
                                        + "(a space, a quote, a comma, a semicolon, a backslash or a control character); nothing was sent")
            }
            let cookie = "\(name)=\(key)"
            request.headers["Cookie"] = request.headers["Cookie"].map { "\($0); \(cookie)" } ?? cookie
        }
    }

    /// RFC 6265's cookie-octet: visible ASCII but `"`, `,`, `;` and `\`.
    private static func isCookieOctet(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) && byte != 0x22 && byte != 0x2C && byte != 0x3B && byte != 0x5C
    }
}
