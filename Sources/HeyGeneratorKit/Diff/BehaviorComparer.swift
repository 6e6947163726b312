/// Compares what the HEY extensions and the behaviour model say about how an operation behaves
/// at run time, flag by flag as each flag's descriptor in ``BehaviorFlags`` reports a change.
/// Every such change is a `behaviour` change (a patch bump).
struct BehaviorComparer {
    /// Records the changes of what the extensions state.
    static func compare(_ old: StatedFlags, _ new: StatedFlags, into changes: inout ChangeCollector) {
        for flag in BehaviorFlags.current.all {
            if let (label, text) = flag.change(old, new) { changes.add(.behavior, label, text) }
        }
    }

    /// Records changes of what only the behaviour model states (`readonly`, `idempotent`); its
    /// other members mirror the extensions compared above.
    static func compare(_ old: StatedBehavior?, _ new: StatedBehavior?, into changes: inout ChangeCollector) {
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, _?):
            changes.add(.behavior, "behaviour entry", "added")
        case (_?, nil):
            changes.add(.behavior, "behaviour entry", "removed")
        case (let old?, let new?):
            for flag in BehaviorFlags.current.all {
                if let (label, text) = flag.entryChange(old.stated, new.stated) { changes.add(.behavior, label, text) }
            }
        }
    }
}
