/// The intermediate representation: everything a template needs, decided. Built from the spec
/// by `ModelBuilder`, named by `Namer`, laid out by the renderer.
public struct APIModel: Sendable {
    /// The API contract version (`info.version`).
    public var apiVersion: String
    /// The SDK version rendered into `HeyConfig.version`.
    public var libraryVersion: String
    /// `info.title`.
    public var title: String
    /// The display path of the OpenAPI file, for messages (`spec/openapi.json`).
    public var specFile: String
    /// Services, sorted by accessor name.
    public var services: [ServiceModel]
    /// Model types (one per schema), sorted by schema name.
    public var types: [TypeModel]

    /// Every operation, in service order then method order.
    public var operations: [OperationModel] { services.flatMap(\.operations) }
    /// How the namer spelled the formats (names.toml's `[format_types]`).
    var formatTypes = FormatTypes.defaults
}

/// One service handle of the client (`client.timeTracks`).
public struct ServiceModel: Sendable {
    /// The snake_case service name (`time_tracks`), as names.toml refers to it.
    public var key: String
    /// The spec tag the service comes from, when it comes from one.
    public var tag: String?
    /// `TimeTracks`: the hooks' service name and the stem of the class name.
    public var pascalName: String = ""
    /// `TimeTracksService`.
    public var typeName: String = ""
    /// `timeTracks`.
    public var accessorName: String = ""
    /// What hooks report as the resource type (`time_track`).
    public var resourceType: String = ""
    /// Doc comment text.
    public var description: String
    /// The operations, sorted by method name once named.
    public var operations: [OperationModel]
}

/// One operation of the model, as a generated method and a route.
public struct OperationModel: Sendable {
    public var operationId: String
    /// Upper-case HTTP method.
    public var method: String
    /// The model's path template.
    public var path: String
    public var summary: String?
    public var description: String?
    /// `#/paths/~1boxes~1{boxId}/get`.
    public var pointer: String
    /// The snake_case key of the service it belongs to.
    public var serviceKey: String
    /// The Swift method name (`getBoxChanges`), set by the namer.
    public var methodName: String = ""
    /// The resource type hooks report: the service's, or names.toml's for this operation.
    public var resourceType: String = ""
    /// Path parameters in path order.
    public var pathParameters: [ParameterModel]
    /// Required query parameters (method arguments), in spec order.
    public var requiredQuery: [ParameterModel]
    /// Optional query parameters (the options struct), in spec order.
    public var optionalQuery: [ParameterModel]
    /// Required header parameters (method arguments, after the query ones), in spec order.
    public var requiredHeaders: [ParameterModel] = []
    /// Optional header parameters (the options struct, after the query ones), in spec order.
    public var optionalHeaders: [ParameterModel] = []
    /// Set by the namer: `<OperationId>Options` when there are optional query or header
    /// parameters.
    public var optionsTypeName: String?
    /// Set by the namer: the operation's member of `Routes` (`listBoxes`).
    public var routeName: String = ""
    public var body: BodyModel?
    public var result: ResultModel
    /// The success answer is an HTML page (asked for at the path as written, as a browser does).
    public var answersHTML = false
    /// How the operation behaves on the wire, as validation decided it.
    public var route: RouteModel

    /// The method's labelled arguments before the body, in order: path parameters, then the
    /// required query and header parameters.
    public var methodParameters: [ParameterModel] { pathParameters + requiredQuery + requiredHeaders }
}

/// A path, query or header parameter.
public struct ParameterModel: Sendable {
    public var wireName: String
    /// Set by the namer (`boxId`, `includeSelf`).
    public var swiftName: String = ""
    public var type: SwiftType
    public var description: String?
    /// For a list in the query: one `name=value` per element (OpenAPI's default), rather than
    /// one `name=a,b`.
    public var explode = false
}

/// A request body.
public struct BodyModel: Sendable {
    public var type: SwiftType
    public var encoding: RouteModel.BodyEncoding
    public var required: Bool
    /// The body's media type as the spec names it.
    public var contentType: String = "application/json"
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
