/// A behaviour flag of whatever value type, as the stages that iterate over every flag see it.
/// ``BehaviorFlag`` is the one conformance.
protocol FlagDescriptor: Sendable {
    /// The flag's name (``BehaviorFlag/name``).
    var name: String { get }
    /// The `x-hey-*` extension that states it, if any.
    var extensionKey: String? { get }
    /// The behaviour entry's member that states it, if any.
    var entryKey: String? { get }
    /// Reads what `openapi.json` states at `pointer` into `stated`.
    func readExtension(_ node: JSONNode, _ pointer: String, _ reader: ExtensionDecoder, into stated: inout StatedFlags)
    /// Reads what a behaviour entry states at `pointer` into `stated`.
    func readEntry(_ node: JSONNode, _ pointer: String, _ reader: ExtensionDecoder, into stated: inout StatedFlags)
    /// The flag's survey of the whole model (``BehaviorFlag/survey``), if it has one.
    func survey(_ document: SpecDocument, _ behavior: BehaviorDocument?) -> (any FlagValue)?
    /// Decides the flag for the operation of `decisions`, unless it is decided already.
    func decide(in decisions: OperationDecisions)
    /// How `diff` reports the change of what `openapi.json` states: a label and a text.
    func change(_ old: StatedFlags, _ new: StatedFlags) -> (label: String, text: String)?
    /// How `diff` reports the change of what the behaviour entry states.
    func entryChange(_ old: StatedFlags, _ new: StatedFlags) -> (label: String, text: String)?
    /// What the route's decided value puts into the route table.
    func routeEntry(_ route: RouteModel, _ facts: RouteFacts) -> RouteEntry
}

extension BehaviorFlag: FlagDescriptor {
    var extensionKey: String? { openAPI?.key }
    var entryKey: String? { entry?.key }

    func readExtension(_ node: JSONNode, _ pointer: String, _ reader: ExtensionDecoder, into stated: inout StatedFlags) {
        if let value = openAPI?.read?(node, pointer, reader) { stated[self] = value }
    }

    func readEntry(_ node: JSONNode, _ pointer: String, _ reader: ExtensionDecoder, into stated: inout StatedFlags) {
        if let value = entry?.read?(node, pointer, reader) { stated[self] = value }
    }

    func survey(_ document: SpecDocument, _ behavior: BehaviorDocument?) -> (any FlagValue)? {
        guard let survey else { return nil }
        return survey(document.operations.map {
            FlagStatements(method: $0.method, openAPI: $0.extensions[self], entry: behavior?.entry(for: $0.operationId)?.stated[self])
        })
    }

    func decide(in decisions: OperationDecisions) {
        _ = decisions.value(of: self)
    }

    func change(_ old: StatedFlags, _ new: StatedFlags) -> (label: String, text: String)? {
        change.flatMap { change in change.describe(old[self], new[self]).map { (change.label, $0) } }
    }

    func entryChange(_ old: StatedFlags, _ new: StatedFlags) -> (label: String, text: String)? {
        entryChange.flatMap { change in change.describe(old[self], new[self]).map { (change.label, $0) } }
    }

    func routeEntry(_ route: RouteModel, _ facts: RouteFacts) -> RouteEntry {
        self.route(route[self], facts)
    }
}
