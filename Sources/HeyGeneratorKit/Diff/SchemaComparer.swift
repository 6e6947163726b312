/// Compares two schemas by structure: references by name, everything else by its type summary
/// (`integer/int64`, `array<Box>`), then enum values, sensitivity, nullability, polymorphism and,
/// for inline objects, their members.
struct SchemaComparer {
    /// Records the changes from `old` to `new` at `place`.
    static func compare(_ old: SpecSchema, _ new: SpecSchema, at place: SchemaPlace, into changes: inout ChangeCollector) {
        let element = place.element
        if old.typeSummary != new.typeSummary {
            changes.add(.breaking, element, "type \(old.typeSummary) -> \(new.typeSummary)")
            return
        }
        compareEnums(old.enumValues, new.enumValues, element, &changes)
        if old.sensitive != new.sensitive {
            changes.add(.breaking, element, new.sensitive ? "made sensitive" : "no longer sensitive")
        }
        if old.nullable != new.nullable {
            changes.add(new.nullable ? .breaking : .additive, element, new.nullable ? "made nullable" : "no longer nullable")
        }
        comparePolymorphism(old.polymorphism, new.polymorphism, element, &changes)
        switch (old.kind, new.kind) {
        case (.object(let oldProperties, let oldRequired, let oldAdditional), .object(let newProperties, let newRequired, let newAdditional)):
            compareMembers(old: (oldProperties, Set(oldRequired)), new: (newProperties, Set(newRequired)), at: place, into: &changes)
            if let oldAdditional, let newAdditional {
                compare(oldAdditional, newAdditional, at: place.member("*"), into: &changes)
            }
        case (.array(let oldItems), .array(let newItems)):
            compare(oldItems, newItems, at: place.items, into: &changes)
        default:
            break
        }
    }

    private static func compareMembers(old: ([SpecProperty], Set<String>), new: ([SpecProperty], Set<String>),
                                       at place: SchemaPlace, into changes: inout ChangeCollector) {
        let newByName = Dictionary(new.0.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.0.map(\.name))
        for property in old.0 {
            let memberPlace = place.member(property.name)
            guard let counterpart = newByName[property.name] else {
                changes.add(.breaking, memberPlace.element, "removed")
                continue
            }
            let wasRequired = old.1.contains(property.name)
            let isRequired = new.1.contains(property.name)
            if !wasRequired, isRequired { changes.add(.breaking, memberPlace.element, "made required") }
            if wasRequired, !isRequired { changes.add(.additive, memberPlace.element, "made optional") }
            compare(property.schema, counterpart.schema, at: memberPlace, into: &changes)
        }
        for property in new.0 where !oldNames.contains(property.name) {
            let required = new.1.contains(property.name)
            changes.add(required ? .breaking : .additive, place.member(property.name).element, required ? "added, required" : "added")
        }
    }

    /// Values removed are breaking, values added additive; gaining or losing the enum
    /// altogether changes the generated type.
    static func compareEnums(_ old: [String]?, _ new: [String]?, _ element: String, _ changes: inout ChangeCollector) {
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, _?):
            changes.add(.breaking, element, "enum added")
        case (_?, nil):
            changes.add(.breaking, element, "enum removed")
        case (let old?, let new?):
            for value in old where !new.contains(value) { changes.add(.breaking, element, "enum value \"\(value)\" removed") }
            for value in new where !old.contains(value) { changes.add(.additive, element, "enum value \"\(value)\" added") }
        }
    }

    private static func comparePolymorphism(_ old: SpecPolymorphism?, _ new: SpecPolymorphism?, _ element: String, _ changes: inout ChangeCollector) {
        let prefix = element.isEmpty ? "" : element + " "
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, _?):
            changes.add(.breaking, element, "polymorphism added")
        case (_?, nil):
            changes.add(.breaking, element, "polymorphism removed")
        case (let old?, let new?):
            if old.discriminator != new.discriminator {
                changes.add(.breaking, element, "discriminator \(old.discriminator) -> \(new.discriminator)")
            }
            let newVariants = Dictionary(new.variants.map { ($0.value, $0.members) }, uniquingKeysWith: { first, _ in first })
            let oldValues = Set(old.variants.map(\.value))
            for variant in old.variants {
                let variantElement = "\(prefix)variant \"\(variant.value)\""
                guard let newMembers = newVariants[variant.value] else {
                    changes.add(.breaking, variantElement, "removed")
                    continue
                }
                for member in variant.members where !newMembers.contains(member) { changes.add(.breaking, variantElement, "member \(member) removed") }
                for member in newMembers where !variant.members.contains(member) { changes.add(.additive, variantElement, "member \(member) added") }
                let oldWire = old.wireValues(of: variant.value)
                let newWire = new.wireValues(of: variant.value)
                for value in oldWire where !newWire.contains(value) { changes.add(.breaking, variantElement, "wire value \"\(value)\" removed") }
                for value in newWire where !oldWire.contains(value) { changes.add(.additive, variantElement, "wire value \"\(value)\" added") }
            }
            for variant in new.variants where !oldValues.contains(variant.value) {
                changes.add(.additive, "\(prefix)variant \"\(variant.value)\"", "added")
            }
        }
    }
}
