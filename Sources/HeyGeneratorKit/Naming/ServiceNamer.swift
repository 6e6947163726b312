/// Places operations in services (tags, then names.toml moves) and names each service.
struct ServiceNamer {
    let names: NamesFile
    let specFile: String

    func regroup(_ services: [ServiceModel], _ errors: inout [NamesError]) -> [ServiceModel] {
        for (tag, override) in names.services where !NameCheck.isSnakeName(override.value) {
            errors.append(names.error(at: override, "service name \"\(override.value)\" for tag \"\(tag)\" must be snake_case (a-z, 0-9, _)"))
        }
        for (operationId, override) in names.operationServices where !NameCheck.isSnakeName(override.value) {
            errors.append(names.error(at: override, "service name \"\(override.value)\" for \(operationId) must be snake_case (a-z, 0-9, _)"))
        }
        var byKey: [String: ServiceModel] = [:]
        var tagOfKey: [String: String] = [:]
        for service in services {
            let key = service.tag.flatMap { names.services[$0]?.value } ?? service.key
            if let tag = service.tag {
                if let other = tagOfKey[key], other != tag {
                    errors.append(NamesError(file: names.file, line: names.services[tag]?.line ?? 1, column: names.services[tag]?.column ?? 1,
                                             message: "tags \"\(other)\" and \"\(tag)\" both become service \(key); give one another name in [services]"))
                }
                tagOfKey[key] = tag
            }
            if byKey[key] == nil {
                byKey[key] = ServiceModel(key: key, tag: service.tag, description: service.description, operations: [])
            } else if byKey[key]?.tag == nil, service.tag != nil {
                // An operation moved here from another tag made the service first; the tag of its own
                // operations still names and describes it.
                byKey[key]?.tag = service.tag
                byKey[key]?.description = service.description
            }
            for var operation in service.operations {
                operation.serviceKey = names.operationServices[operation.operationId]?.value ?? key
                if byKey[operation.serviceKey] == nil {
                    byKey[operation.serviceKey] = ServiceModel(key: operation.serviceKey, tag: nil, description: "", operations: [])
                }
                byKey[operation.serviceKey]?.operations.append(operation)
            }
        }
        let snakeTags = Dictionary(tagOfKey.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        var result = byKey.values.filter { !$0.operations.isEmpty }.map { service -> ServiceModel in
            var service = service
            if let tag = service.tag, snakeTags[tag] == service.key, NameRules.snakeCase(tag) == service.key {
                service.pascalName = NameRules.words(tag).map(NameRules.capitalizeFirst).joined()
            } else {
                service.pascalName = NameRules.pascalCase(service.key)
            }
            service.typeName = service.pascalName + "Service"
            service.accessorName = NameRules.camelCase(service.key)
            service.resourceType = names.resourceTypes[service.key]?.value ?? Self.defaultResourceType(service.key)
            if service.description.isEmpty {
                service.description = "The \(NameRules.words(service.key).joined(separator: " ")) operations of the HEY API."
            }
            return service
        }
        result.sort { $0.accessorName < $1.accessorName }
        for serviceIndex in result.indices {
            for operationIndex in result[serviceIndex].operations.indices {
                let operationId = result[serviceIndex].operations[operationIndex].operationId
                result[serviceIndex].operations[operationIndex].resourceType = names.resourceTypes[operationId]?.value ?? result[serviceIndex].resourceType
            }
        }
        for (key, override) in names.resourceTypes where !NameCheck.isSnakeName(override.value) {
            errors.append(names.error(at: override, "resource type \"\(override.value)\" for \(key) must be snake_case"))
        }
        for service in result where NameRules.isKeyword(service.accessorName) || !NameRules.isIdentifier(service.accessorName) {
            errors.append(NamesError(location: specFile + (service.operations.first?.pointer ?? "#"),
                                     message: "service \(service.key) would be the accessor \"\(service.accessorName)\", which Swift cannot use; rename it in [services]"))
        }
        return result
    }

    /// `time_tracks` → `time_track`: the singular of the last word.
    static func defaultResourceType(_ key: String) -> String {
        var words = key.split(separator: "_").map(String.init)
        guard let last = words.popLast() else { return key }
        return (words + [NameRules.singular(last)]).joined(separator: "_")
    }
}
