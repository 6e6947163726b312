/// The two stages the model passes through. ``ModelBuilder`` builds it from the spec, where no
/// Swift name exists yet (``Built``); ``Namer`` returns it with every Swift name made (``Named``).
/// A name field has the stage's `Name` type, so code that reads a name before the naming stage
/// does not compile, and a named model has no name left to fill in.
public protocol ModelStage: Sendable {
    /// What a model value holds where the generated Swift will have a name.
    associatedtype Name: Sendable
}

/// The model as built from the spec: its name fields hold nothing (`()`).
public enum Built: ModelStage {
    public typealias Name = Void
}

/// The model as named: every name field holds the Swift name.
public enum Named: ModelStage {
    public typealias Name = String
}
