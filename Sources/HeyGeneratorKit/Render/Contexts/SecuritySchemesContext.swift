import Mustache

/// The context of `SecuritySchemes.swift.mustache`: the document's security schemes, each a
/// member of `SecuritySchemes` and a constructor of its credential on `SchemeCredential`.
struct SecuritySchemesContext: RenderContext {
    /// Where the file comes from, for its header.
    let source: String
    let schemes: [SecuritySchemeModel<Named>]

    var mustache: MustacheValue {
        .object([
            "source": .string(source),
            "example": .string(schemes.first.map(Self.example) ?? ""),
            "schemes": .list(schemes.map { scheme in
                .object([
                    "doc": .docLines(["`\(scheme.name)`: \(Self.summary(scheme.kind)).", scheme.description]),
                    "name": .string(scheme.name),
                    "nameLiteral": .string(scheme.name.swiftLiteral),
                    "member": .string(scheme.memberName.spelled(as: .declaration)),
                    "memberReference": .string(scheme.memberName.spelled(as: .member)),
                    "kind": .string(Self.kind(scheme.kind)),
                    "bearer": .bool(scheme.kind == .bearer),
                    "basic": .bool(scheme.kind == .basic),
                    "apiKey": .bool(Self.isAPIKey(scheme.kind)),
                ])
            }),
        ])
    }

    /// What the credential is, in words (`an API key in the query parameter key`).
    static func summary(_ kind: CredentialKind) -> String {
        switch kind {
        case .bearer: "a bearer token, sent as `Authorization: Bearer …`"
        case .basic: "a user and password, sent as `Authorization: Basic …`"
        case .apiKey(let name, let location):
            "an API key, sent as the \(location == "query" ? "query parameter" : location) `\(name)`"
        }
    }

    /// The runtime's `SecurityScheme.Kind`, as Swift.
    static func kind(_ kind: CredentialKind) -> String {
        switch kind {
        case .bearer: ".bearer"
        case .basic: ".basic"
        case .apiKey(let name, let location): ".apiKey(name: \"\(name.swiftLiteral)\", location: .\(location))"
        }
    }

    static func isAPIKey(_ kind: CredentialKind) -> Bool {
        if case .apiKey = kind { return true }
        return false
    }

    /// A call of the first scheme's constructor, for the file's doc comment.
    static func example(_ scheme: SecuritySchemeModel<Named>) -> String {
        let member = scheme.memberName.spelled(as: .member)
        switch scheme.kind {
        case .bearer: return ".\(member)(token)"
        case .basic: return ".\(member)(user: user, password: password)"
        case .apiKey: return ".\(member)(key)"
        }
    }
}
