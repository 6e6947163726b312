import Testing
@testable import HeyGeneratorKit

/// Snippets of what security schemes and requirements become: `SecuritySchemes.swift`, and each
/// route's requirements and documented failure bodies (see `SnippetHarness`).
@Suite struct SnippetSecurityTests {
    /// One operation at `/notes` with `security` (JSON) when given.
    static func notes(security: String? = nil, responses: String = #""200": {"description": "Ok."}"#) -> String {
        #""/notes": {"get": {"operationId": "ListNotes", "tags": ["Notes"], "summary": "Notes.""#
            + (security.map { #", "security": \#($0)"# } ?? "")
            + #", "responses": {\#(responses)}}}"#
    }

    static let everyKind = #"""
        "api_key": {"type": "apiKey", "name": "X-API-Key", "in": "header", "description": "The key of the account."},
        "queryKey": {"type": "apiKey", "name": "key", "in": "query"},
        "session": {"type": "apiKey", "name": "sid", "in": "cookie"},
        "BasicAuth": {"type": "http", "scheme": "basic"},
        "bearer": {"type": "http", "scheme": "Bearer"},
        "oauth": {"type": "oauth2", "flows": {}},
        "oidc": {"type": "openIdConnect", "openIdConnectUrl": "https://example.com/.well-known"},
        "tls": {"type": "mutualTLS"},
        "digest": {"type": "http", "scheme": "digest"}
        """#

    @Test func everyKindOfScheme() throws {
        try expectSnippet(Snippet(paths: Self.notes(), securitySchemes: Self.everyKind, diagnostics: [
            "openapi.json#/components/securitySchemes/oidc/type: warning: oidc is OpenID Connect: the SDK sends its credential as an OAuth bearer token",
            "openapi.json#/components/securitySchemes/tls/type: warning: tls is mutual TLS, which the transport answers, not the SDK: operations requiring it get none of its credentials",
            "openapi.json#/components/securitySchemes/digest/scheme: warning: the HTTP scheme \"digest\" of digest is not one the SDK sends (bearer, basic): operations requiring it get none of its credentials",
        ]), renders: "SecuritySchemes.swift", #"""
            public enum SecuritySchemes {
                public static let apiKey = SecurityScheme(name: "api_key", kind: .apiKey(name: "X-API-Key", location: .header))
                public static let queryKey = SecurityScheme(name: "queryKey", kind: .apiKey(name: "key", location: .query))
                public static let session = SecurityScheme(name: "session", kind: .apiKey(name: "sid", location: .cookie))
                public static let basicAuth = SecurityScheme(name: "BasicAuth", kind: .basic)
                public static let bearer = SecurityScheme(name: "bearer", kind: .bearer)
                public static let oauth = SecurityScheme(name: "oauth", kind: .bearer)
                public static let oidc = SecurityScheme(name: "oidc", kind: .bearer)
            }

            extension SchemeCredential {
                public static func apiKey(_ key: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.apiKey, apiKey: key)
                }

                public static func queryKey(_ key: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.queryKey, apiKey: key)
                }

                public static func session(_ key: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.session, apiKey: key)
                }

                public static func basicAuth(user: String, password: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.basicAuth, user: user, password: password)
                }

                public static func bearer(_ token: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.bearer, token: token)
                }

                public static func bearer(tokenProvider: any TokenProvider) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.bearer, tokenProvider: tokenProvider)
                }

                public static func oauth(_ token: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.oauth, token: token)
                }

                public static func oauth(tokenProvider: any TokenProvider) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.oauth, tokenProvider: tokenProvider)
                }

                public static func oidc(_ token: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.oidc, token: token)
                }

                public static func oidc(tokenProvider: any TokenProvider) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.oidc, tokenProvider: tokenProvider)
                }
            }
            """#)
    }

    @Test func schemeNamesThatCollideOrAreNoIdentifierAreSettled() throws {
        try expectSnippet(Snippet(paths: Self.notes(), securitySchemes: #"""
            "api_key": {"type": "apiKey", "name": "a", "in": "header"},
            "apiKey": {"type": "apiKey", "name": "b", "in": "header"},
            "default": {"type": "http", "scheme": "basic"},
            "2fa": {"type": "apiKey", "name": "c", "in": "header"}
            """#, diagnostics: [
                "openapi.json#/components/securitySchemes/apiKey: warning: security scheme \"apiKey\" would be named apiKey, which is taken: it is apiKey2",
                "openapi.json#/components/securitySchemes/2fa: warning: security scheme \"2fa\" would be named scheme, which is taken: it is scheme2",
            ]), renders: "SecuritySchemes.swift", #"""
            public enum SecuritySchemes {
                public static let apiKey = SecurityScheme(name: "api_key", kind: .apiKey(name: "a", location: .header))
                public static let apiKey2 = SecurityScheme(name: "apiKey", kind: .apiKey(name: "b", location: .header))
                public static let `default` = SecurityScheme(name: "default", kind: .basic)
                public static let scheme2 = SecurityScheme(name: "2fa", kind: .apiKey(name: "c", location: .header))
            }

            extension SchemeCredential {
                public static func apiKey(_ key: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.apiKey, apiKey: key)
                }

                public static func apiKey2(_ key: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.apiKey2, apiKey: key)
                }

                public static func `default`(user: String, password: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.default, user: user, password: password)
                }

                public static func scheme2(_ key: String) -> SchemeCredential {
                    SchemeCredential(SecuritySchemes.scheme2, apiKey: key)
                }
            }
            """#)
    }

    @Test func aDocumentWithoutSchemesRendersNoSchemesFile() throws {
        #expect(throws: SnippetError.self) { try SnippetHarness.render(Snippet(paths: Self.notes()), file: "SecuritySchemes.swift") }
    }

    // MARK: Requirements on the route

    /// The route of `ListNotes` as the route table writes it, for `snippet`.
    static func route(_ snippet: Snippet) throws -> String {
        let (swift, _) = try SnippetHarness.render(snippet, file: "Routes.swift")
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("static let listNotes") }) else { return swift }
        let end = lines[start...].firstIndex { $0.contains("public static let all") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let twoKeys = #"""
        "appKey": {"type": "apiKey", "name": "X-App-Key", "in": "header"},
        "userKey": {"type": "apiKey", "name": "X-User-Key", "in": "header"},
        "tls": {"type": "mutualTLS"}
        """#
    static let tlsWarning = "openapi.json#/components/securitySchemes/tls/type: warning: tls is mutual TLS, which the transport answers, not the SDK: operations requiring it get none of its credentials"

    @Test func theDocumentsRequirementAppliesToAnOperationThatStatesNone() throws {
        let route = try Self.route(Snippet(paths: Self.notes(), securitySchemes: Self.twoKeys,
                                           security: #"[{"appKey": [], "userKey": []}, {"userKey": ["read"]}]"#,
                                           diagnostics: [Self.tlsWarning]))
        #expect(route.contains(#"$0.security = [["appKey", "userKey"], ["userKey"]];"#), "\(route)")
    }

    @Test func anOperationsOwnRequirementWins() throws {
        let route = try Self.route(Snippet(paths: Self.notes(security: #"[{"userKey": []}]"#), securitySchemes: Self.twoKeys,
                                           security: #"[{"appKey": []}]"#, diagnostics: [Self.tlsWarning]))
        #expect(route.contains(#"$0.security = [["userKey"]];"#), "\(route)")
    }

    @Test func anEmptyRequirementListSendsNothing() throws {
        let route = try Self.route(Snippet(paths: Self.notes(security: "[]"), securitySchemes: Self.twoKeys,
                                           security: #"[{"appKey": []}]"#, diagnostics: [Self.tlsWarning]))
        #expect(route.contains("$0.security = [];"), "\(route)")
    }

    @Test func aSchemeTheSDKCannotSendIsLeftOutOfRequirements() throws {
        let route = try Self.route(Snippet(paths: Self.notes(security: #"[{"tls": [], "appKey": []}, {"tls": []}]"#),
                                           securitySchemes: Self.twoKeys, diagnostics: [Self.tlsWarning]))
        #expect(route.contains(#"$0.security = [["appKey"], []];"#), "\(route)")
    }

    @Test func noRequirementAnywhereSetsNothing() throws {
        let route = try Self.route(Snippet(paths: Self.notes(), securitySchemes: Self.twoKeys, diagnostics: [Self.tlsWarning]))
        #expect(!route.contains("security"), "\(route)")
    }

    // MARK: Documented failure bodies

    @Test func namedFailureBodiesAreListedOnceAndReferenced() throws {
        let responses = #"""
            "200": {"description": "Ok.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
            "404": {"description": "Missing.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
            "4XX": {"description": "Refused.", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
            "500": {"description": "Inline.", "content": {"application/json": {"schema": {"type": "object"}}}},
            "503": {"description": "Text.", "content": {"text/plain": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
            "default": {"description": "Else.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Problem"}}}}
            """#
        let (swift, _) = try SnippetHarness.render(Snippet(
            schemas: #""Problem": {"type": "object", "properties": {"title": {"type": "string"}}}"#,
            paths: Self.notes(responses: responses)), file: "Routes.swift")
        #expect(swift.contains(#"""
                static let documentedErrors1: [DocumentedError] = [
                    DocumentedError("404", Problem.self),
                    DocumentedError("4XX", Problem.self),
                    DocumentedError("default", Problem.self),
                ]
            """#), "\(swift)")
        #expect(swift.contains("$0.documentedErrors = documentedErrors1;"), "\(swift)")
    }

    // MARK: Wrong shapes

    /// The error rendering `snippet` stops with, described.
    static func failure(_ snippet: Snippet) -> String {
        do {
            _ = try SnippetHarness.render(snippet, file: "Routes.swift")
            Issue.record("rendering succeeded")
            return ""
        } catch {
            return String(describing: error)
        }
    }

    @Test(arguments: [
        (#""k": {"name": "X"}"#, nil as String?, "#/components/securitySchemes/k/type: missing required member"),
        (#""k": {"type": "apiKey", "name": "X", "in": "body"}"#, nil, #"#/components/securitySchemes/k/in: an API key is sent in a header, the query or a cookie, not "body""#),
        (#""k": {"type": "apiKey", "in": "header"}"#, nil, "#/components/securitySchemes/k/name: missing required member"),
        (#""k": {"type": "apiKey", "name": "", "in": "header"}"#, nil, "#/components/securitySchemes/k/name: an API key's name is empty"),
        (#""k": {"type": "http"}"#, nil, "#/components/securitySchemes/k/scheme: missing required member"),
        (#""k": ["apiKey"]"#, nil, "#/components/securitySchemes/k: expected an object, found"),
        (#""k": {"type": "http", "scheme": "basic"}"#, #"{"k": []}"#, "#/security: expected an array, found"),
        (#""k": {"type": "http", "scheme": "basic"}"#, #"["k"]"#, "#/security/0: expected an object, found"),
        (#""k": {"type": "http", "scheme": "basic"}"#, #"[{"k": "read"}]"#, "#/security/0/k: expected an array, found"),
        (#""k": {"type": "http", "scheme": "basic"}"#, #"[{"k": [1]}]"#, "#/security/0/k/0: expected a string, found"),
        (#""k": {"type": "http", "scheme": "basic"}"#, #"[{"other": []}]"#, #"#/security/0/other: no security scheme named "other" in #/components/securitySchemes"#),
    ])
    func aWrongShapeIsAnErrorAtItsPointer(schemes: String, security: String?, expected: String) {
        let message = Self.failure(Snippet(paths: Self.notes(), securitySchemes: schemes, security: security))
        #expect(message.contains(expected), "\(message)")
    }

    @Test func anOperationsRequirementNamingNoSchemeIsAnError() {
        let message = Self.failure(Snippet(paths: Self.notes(security: #"[{"missing": []}]"#),
                                           securitySchemes: #""k": {"type": "http", "scheme": "basic"}"#))
        #expect(message.contains(#"#/paths/~1notes/get/security/0/missing: no security scheme named "missing""#), "\(message)")
    }
}
