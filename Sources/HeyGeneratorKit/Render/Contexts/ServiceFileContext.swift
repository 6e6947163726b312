import Mustache

/// The context of `Service.swift.mustache`: a service class, its methods (`_method`) and the
/// options structs of its operations (`_options`).
struct ServiceFileContext: RenderContext {
    /// One parameter of a method's signature.
    struct Parameter {
        /// The bare name, spelled where it is declared.
        let name: String
        let type: String
        /// Whether it is optional with a nil default (the options, a body the spec does not require).
        let defaultsToNil: Bool
    }

    /// One generated method.
    struct Method {
        let name: String
        let parameters: [Parameter]
        /// The return type; nil returns nothing.
        let returns: String?
        /// The `ClientContext` method that sends it (`send`, `sendOptional`, `sendPage`).
        let send: String
        /// `Routes.listBoxes`.
        let route: String
        let hasBody: Bool
        /// The type argument of `send` (`as: T.self`), when it decodes a value.
        let resultType: String?
        /// The doc comment's paragraphs.
        let doc: [String?]
        let call: CallArguments
    }

    /// One member of an options struct.
    struct Option {
        /// The bare name, spelled where it is declared and read.
        let name: String
        let type: String
        let wireName: String
        /// Whether a query list is sent as an item per element.
        let exploded: Bool
        /// A deepObject's members, each sent as `wireName[member]`; nil for any other parameter.
        var deepObject: [CallArguments.DeepObjectMember]? = nil
        let doc: String
    }

    /// The optional parameters of one operation, as a struct.
    struct Options {
        let name: String
        let doc: String
        let query: [Option]
        let headers: [Option]
    }

    /// Where the file comes from, for its header.
    let source: String
    let typeName: String
    let description: String
    let methods: [Method]
    let options: [Options]

    var mustache: MustacheValue {
        .object([
            "source": .string(source),
            "typeName": .string(typeName),
            "doc": .docLines([description]),
            "methods": .list(methods.map(Self.method)),
            "options": .list(options.map(Self.options)),
        ])
    }

    private static func method(_ method: Method) -> MustacheValue {
        var keys = method.call.keys
        keys.merge([
            "name": .string(method.name),
            "parameters": .list(method.parameters.map {
                .object(["name": .string($0.name.spelled(as: .declaration)), "type": .string($0.type), "defaultsToNil": .bool($0.defaultsToNil)])
            }),
            "returns": method.returns.map(MustacheValue.string) ?? .null,
            "send": .string(method.send),
            "route": .string(method.route),
            "hasBody": .bool(method.hasBody),
            "resultType": method.resultType.map(MustacheValue.string) ?? .null,
            "doc": .docLines(method.doc),
        ]) { _, method in method }
        return .object(keys)
    }

    /// A deepObject member's keys for `_deep_object`: its members, and the unwrapped option
    /// (`value`) as the value `_argument_value` writes.
    private static func deepObject(_ members: [CallArguments.DeepObjectMember]?) -> MustacheValue {
        guard case .object(var keys) = CallArguments.DeepObjectMember.keys(members) else { return .null }
        keys["parameter"] = .string("value")
        keys["read"] = .null
        return .object(keys)
    }

    private static func options(_ options: Options) -> MustacheValue {
        func member(_ option: Option) -> MustacheValue {
            .object([
                "name": .string(option.name.spelled(as: .declaration)),
                "bareName": .string(option.name.spelled(as: .member)),
                "type": .string(option.type),
                "wireName": .string(option.wireName.swiftLiteral),
                "exploded": .bool(option.exploded),
                "deepObject": Self.deepObject(option.deepObject),
                "doc": .docLines([option.doc]),
            ])
        }
        // The initializer's parameters (`name: Type? = nil`, written by `_options`), as many to
        // a line as fit in 96 characters.
        let all = options.query + options.headers
        let lines = LineWrapping.lines(all, width: 96) { $0.name.spelled(as: .declaration).count + ": ".count + $0.type.count + "? = nil".count }
        return .object([
            "name": .string(options.name),
            "doc": .docLines([options.doc]),
            "members": .list(all.map(member)),
            "queryMembers": .list(options.query.map(member)),
            "headerMembers": .list(options.headers.map(member)),
            "hasQuery": .bool(!options.query.isEmpty),
            "hasHeaders": .bool(!options.headers.isEmpty),
            "initLines": .list(lines.map { line in
                .object(["parameters": .list(line.map { .object(["name": .string($0.name.spelled(as: .declaration)), "type": .string($0.type)]) })])
            }),
        ])
    }
}
