import Mustache

/// The context of `HeyClient+Services.swift.mustache`: the client's accessor of each service.
struct ClientServicesContext: RenderContext {
    /// One `HeyClient` property returning a service.
    struct Accessor {
        /// The property (`boxes`).
        let name: String
        /// The service's type (`BoxesService`).
        let typeName: String
        /// The service's description, for the property's doc comment.
        let description: String
    }

    /// Where the file comes from, for its header.
    let source: String
    let accessors: [Accessor]

    var mustache: MustacheValue {
        .object([
            "source": .string(source),
            "services": .list(accessors.map { accessor in
                .object([
                    "accessor": .string(accessor.name),
                    "typeName": .string(accessor.typeName),
                    "doc": .docLines([accessor.description]),
                ])
            }),
        ])
    }
}
