/// Places operations in services (each under its first tag's service, unless names.toml moves
/// it), names each service and orders the services by accessor: the one place services are made.
///
/// An operation with no tag (and no `[operation_services]` entry) joins the service of its
/// path's first segment (`/containers/{id}/files` → `containers`; a version segment such as
/// `v1` is skipped), or, when the document is flat (no path has a second segment) or its path
/// has no segment, the one service ``flatServiceKey``: a warning each.
struct ServiceNamer {
    let names: NamesFile
    let specFile: String
    /// How a service's description names the API (`HEY`).
    let serviceName: String
    /// Where the warnings about untagged operations go.
    let warnings: DiagnosticCollector

    /// The service of untagged operations that no path segment places.
    static let flatServiceKey = "api"

    /// A named service with its operations still to be named by ``MethodNamer``.
    struct Group {
        /// The service, named, without operations.
        var service: ServiceModel
        /// Its operations, in spec order.
        var operations: [OperationModel<Built>]
    }

    /// The services `operations` fall into, sorted by accessor name.
    func group(_ operations: [OperationModel<Built>], tagDescriptions: [String: String], _ errors: inout [NamesError]) -> [Group] {
        for (tag, override) in names.services where !NameCheck.isSnakeName(override.value) {
            errors.append(names.error(at: override, "service name \"\(override.value)\" for tag \"\(tag)\" must be snake_case (a-z, 0-9, _)"))
        }
        for (operationId, override) in names.operationServices where !NameCheck.isSnakeName(override.value) {
            errors.append(names.error(at: override, "service name \"\(override.value)\" for \(operationId) must be snake_case (a-z, 0-9, _)"))
        }
        var keyOfTag: [String: String] = [:]
        // The tag each service key is named after: the first tag that becomes it.
        var tagOfKey: [String: String] = [:]
        var order: [String] = []
        var byKey: [String: [OperationModel<Built>]] = [:]
        let isFlat = operations.allSatisfy { Self.segments($0.path).count <= 1 }
        for operation in operations {
            var tagKey: String?
            if let tag = operation.tag {
                let key = keyOfTag[tag] ?? names.services[tag]?.value ?? NameRules.snakeCase(tag)
                if keyOfTag[tag] == nil {
                    keyOfTag[tag] = key
                    if let other = tagOfKey[key] {
                        errors.append(NamesError(file: names.file, line: names.services[tag]?.line ?? 1, column: names.services[tag]?.column ?? 1,
                                                 message: "tags \"\(other)\" and \"\(tag)\" both become service \(key); give one another name in [services]"))
                    } else {
                        tagOfKey[key] = tag
                    }
                }
                tagKey = key
            }
            let key = names.operationServices[operation.operationId]?.value ?? tagKey ?? untaggedKey(operation, isFlat: isFlat)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(operation)
        }
        let groups = order.map { key in
            Group(service: service(key, tag: tagOfKey[key], tagDescriptions: tagDescriptions), operations: byKey[key] ?? [])
        }
        for (key, override) in names.resourceTypes where !NameCheck.isSnakeName(override.value) {
            errors.append(names.error(at: override, "resource type \"\(override.value)\" for \(key) must be snake_case"))
        }
        for group in groups where NameRules.isKeyword(group.service.accessorName) || !NameRules.isIdentifier(group.service.accessorName) {
            errors.append(NamesError(location: specFile + (group.operations.first?.pointer ?? "#"),
                                     message: "service \(group.service.key) would be the accessor \"\(group.service.accessorName)\", which Swift cannot use; rename it in [services]"))
        }
        return groups.sorted { $0.service.accessorName < $1.service.accessorName }
    }

    /// The service of an operation with no tag, with a warning saying why.
    private func untaggedKey(_ operation: OperationModel<Built>, isFlat: Bool) -> String {
        let first = Self.segments(operation.path).first.map(NameRules.snakeCase) ?? ""
        let (key, why) = isFlat || first.isEmpty
            ? (Self.flatServiceKey, isFlat ? "the one service of a document whose paths have one segment each" : "the service of paths with no segment")
            : (first, "after its path's first segment")
        warnings.warn(operation.pointer, "\(operation.operationId) has no tag: it joins service \(key), \(why) (set another in [operation_services])")
        return key
    }

    /// The literal segments of a path, without placeholders and version segments (`v1`, `v2beta`):
    /// `/v1/containers/{id}/files` → `containers`, `files`.
    static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { segment in
            !segment.hasPrefix("{") && !(segment.first == "v" && segment.dropFirst().first?.isNumber == true)
        }
    }

    /// The service `key`, named after `tag` when the tag names it as written (`TimeTracks`),
    /// else after the key (`time_tracks` → `TimeTracks`).
    private func service(_ key: String, tag: String?, tagDescriptions: [String: String]) -> ServiceModel {
        let pascalName: String
        if let tag, NameRules.snakeCase(tag) == key {
            pascalName = NameRules.words(tag).map(NameRules.capitalizeFirst).joined()
        } else {
            pascalName = NameRules.pascalCase(key)
        }
        var description = tag.flatMap { tagDescriptions[$0] } ?? ""
        if description.isEmpty {
            description = "The \(NameRules.words(key).joined(separator: " ")) operations of the \(serviceName) API."
        }
        return ServiceModel(
            key: key, tag: tag, pascalName: pascalName, typeName: pascalName + "Service", accessorName: NameRules.camelCase(key),
            resourceType: names.resourceTypes[key]?.value ?? Self.defaultResourceType(key), description: description, operations: [])
    }

    /// `time_tracks` → `time_track`: the singular of the last word.
    static func defaultResourceType(_ key: String) -> String {
        var words = key.split(separator: "_").map(String.init)
        guard let last = words.popLast() else { return key }
        return (words + [NameRules.singular(last)]).joined(separator: "_")
    }
}
