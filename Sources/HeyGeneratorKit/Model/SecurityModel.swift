/// One security scheme the SDK can send a credential for: the generated `SecuritySchemes`
/// declares it, and `SchemeCredential` gains a constructor of its credential.
public struct SecuritySchemeModel<Stage: ModelStage>: Sendable {
    /// The scheme's name in the document (`api_key`), as requirements name it.
    public var name: String
    public var kind: CredentialKind
    public var description: String?
    /// `#/components/securitySchemes/<name>`.
    public var pointer: String
    /// The member of `SecuritySchemes` and the constructor of `SchemeCredential` (`apiKey`).
    public var memberName: Stage.Name
}

/// How a security scheme's credential travels (the runtime's `SecurityScheme.Kind`).
public enum CredentialKind: Sendable, Hashable {
    case bearer
    case basic
    /// An API key as the header, query parameter or cookie `name` (`location` is `header`,
    /// `query` or `cookie`).
    case apiKey(name: String, location: String)
}

/// A failure body an operation describes with a named type, for one status (`404`, `4XX`,
/// `default`): the runtime's `DocumentedError`.
public struct DocumentedErrorModel: Sendable, Hashable {
    /// The status as written.
    public var status: String
    /// The type the body is decoded into.
    public var type: SwiftType
}

/// Builds the security part of the model from the decoded document: its schemes, and each
/// operation's requirements (its own, else the document's).
struct SecurityBuilder {
    let document: SpecDocument

    /// The schemes, in document order, not yet named.
    var schemes: [SecuritySchemeModel<Built>] {
        document.securitySchemes.map { scheme in
            let kind: CredentialKind
            switch scheme.kind {
            case .bearer: kind = .bearer
            case .basic: kind = .basic
            case .apiKey(let name, let location): kind = .apiKey(name: name, location: location)
            }
            return SecuritySchemeModel(name: scheme.name, kind: kind, description: scheme.description, pointer: scheme.pointer,
                                       memberName: ())
        }
    }

    /// `operations` with their route's requirements set from the spec operation of the same id.
    func applied(to operations: [OperationModel<Built>]) -> [OperationModel<Built>] {
        let stated = Dictionary(document.operations.map { ($0.operationId, $0.security) }, uniquingKeysWith: { first, _ in first })
        return operations.map { operation in
            var operation = operation
            operation.route.security = (stated[operation.operationId] ?? nil) ?? document.security
            return operation
        }
    }
}

extension OperationBuilder {
    /// The non-2xx answers of `operation` whose JSON body is a named type, in document order.
    func documentedErrors(_ operation: SpecOperation) -> [DocumentedErrorModel] {
        operation.responses.compactMap { response in
            guard !response.status.hasPrefix("2"), let schema = response.schema, schema.referenceName != nil,
                  let contentType = response.contentType, MediaType.isJSON(contentType) else { return nil }
            return DocumentedErrorModel(status: response.status, type: types.memberType(schema, owner: nil, member: nil))
        }
    }
}
