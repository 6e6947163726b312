/// The model as `ModelBuilder` builds it from the spec, before any Swift name exists: every
/// operation in spec order with the tag it is listed under, and one type per schema in spec
/// order. ``Namer`` groups the operations into services, orders everything and names it.
public struct BuiltModel: Sendable {
    /// The API contract version (`info.version`).
    public var apiVersion: String
    /// The SDK version rendered into `HeyConfig.version`.
    public var libraryVersion: String
    /// The display path of the OpenAPI file, for messages (`spec/openapi.json`).
    public var specFile: String
    /// Every operation, in spec order.
    public var operations: [OperationModel<Built>]
    /// One type per schema, in spec order.
    public var types: [TypeModel<Built>]
    /// The description of each tag (`#/tags`), by tag name.
    public var tagDescriptions: [String: String]
    /// The security schemes the SDK can send, in document order.
    public var securitySchemes: [SecuritySchemeModel<Built>] = []
}

/// The intermediate representation as the templates read it: built from the spec by
/// `ModelBuilder`, grouped, ordered and named by `Namer`, laid out by the renderer.
public struct APIModel: Sendable {
    /// The API contract version (`info.version`).
    public var apiVersion: String
    /// The SDK version rendered into `HeyConfig.version`.
    public var libraryVersion: String
    /// The display path of the OpenAPI file, for messages (`spec/openapi.json`).
    public var specFile: String
    /// Services, sorted by accessor name.
    public var services: [ServiceModel]
    /// Model types (one per schema), sorted by schema name.
    public var types: [TypeModel<Named>]
    /// How every type of the model is written in Swift, settled once by the namer.
    public var spelling: TypeSpelling
    /// The security schemes the SDK can send, named, in document order.
    public var securitySchemes: [SecuritySchemeModel<Named>] = []

    /// Every operation, in service order then method order.
    public var operations: [OperationModel<Named>] { services.flatMap(\.operations) }
    /// Every operation, sorted by operationId: the order of the route and operation tables.
    public var operationsByID: [OperationModel<Named>] { operations.sorted { $0.operationId < $1.operationId } }
    /// How the namer spelled the formats (names.toml's `[format_types]`).
    var formatTypes: FormatTypes { spelling.formats }
}

/// One service handle of the client (`client.timeTracks`), as the namer groups operations.
public struct ServiceModel: Sendable {
    /// The snake_case service name (`time_tracks`), as names.toml refers to it.
    public var key: String
    /// The spec tag the service comes from, when it comes from one.
    public var tag: String?
    /// `TimeTracks`: the hooks' service name and the stem of the class name.
    public var pascalName: String
    /// `TimeTracksService`.
    public var typeName: String
    /// `timeTracks`.
    public var accessorName: String
    /// What hooks report as the resource type (`time_track`).
    public var resourceType: String
    /// Doc comment text.
    public var description: String
    /// The operations, sorted by method name.
    public var operations: [OperationModel<Named>]
}

/// One operation of the model, as a generated method and a route.
public struct OperationModel<Stage: ModelStage>: Sendable {
    public var operationId: String
    /// Upper-case HTTP method.
    public var method: String
    /// The model's path template.
    public var path: String
    public var summary: String?
    public var description: String?
    /// `#/paths/~1boxes~1{boxId}/get`.
    public var pointer: String
    /// The spec tag the operation is listed under first (validation makes sure there is one).
    public var tag: String?
    /// The snake_case key of the service it belongs to (names.toml may move it).
    public var serviceKey: Stage.Name
    /// The Swift method name (`getBoxChanges`).
    public var methodName: Stage.Name
    /// The resource type hooks report: the service's, or names.toml's for this operation.
    public var resourceType: Stage.Name
    /// Path parameters in path order.
    public var pathParameters: [ParameterModel<Stage>]
    /// Required query parameters (method arguments), in spec order.
    public var requiredQuery: [ParameterModel<Stage>] = []
    /// Optional query parameters (the options struct), in spec order.
    public var optionalQuery: [ParameterModel<Stage>] = []
    /// Required header parameters (method arguments, after the query ones), in spec order.
    public var requiredHeaders: [ParameterModel<Stage>] = []
    /// Optional header parameters (the options struct, after the query ones), in spec order.
    public var optionalHeaders: [ParameterModel<Stage>] = []
    /// `<OperationId>Options` when there are optional query or header parameters; nil otherwise.
    public var optionsTypeName: Stage.Name?
    /// The operation's member of `Routes` (`listBoxes`).
    public var routeName: Stage.Name
    public var body: BodyModel?
    public var result: ResultModel = .none
    /// The success answer is an HTML page (asked for at the path as written, as a browser does).
    public var answersHTML = false
    /// How the operation behaves on the wire, as validation decided it.
    public var route: RouteModel

    /// The method's labelled arguments before the body, in order: path parameters, then the
    /// required query and header parameters.
    public var methodParameters: [ParameterModel<Stage>] { pathParameters + requiredQuery + requiredHeaders }
}

/// A path, query or header parameter.
public struct ParameterModel<Stage: ModelStage>: Sendable {
    public var wireName: String
    /// `boxId`, `includeSelf`.
    public var swiftName: Stage.Name
    public var type: SwiftType
    public var description: String?
    /// For a list in the query: one `name=value` per element (OpenAPI's default), rather than
    /// one `name=a,b`.
    public var explode = false
    /// An object in the query (`style: deepObject`): its type is a struct, each of whose present
    /// members is sent as `name[member]=value`.
    public var deepObject = false
}

/// A request body.
public struct BodyModel: Sendable {
    public var type: SwiftType
    public var encoding: RouteModel.BodyEncoding
    public var required: Bool
    /// The body's media type as the spec names it.
    public var contentType: String = "application/json"
    /// A multipart body's content type per part (the spec's `encoding`), by member wire name.
    public var partContentTypes: [String: String] = [:]
}

/// What a generated method answers.
public enum ResultModel: Sendable, Hashable {
    /// No content worth reading (`Void`).
    case none
    case value(SwiftType)
    /// `T?`: the operation answers nothing for the statuses in `emptyOn`.
    case optional(SwiftType)
    /// `Page<T>`.
    case page(SwiftType)
}
