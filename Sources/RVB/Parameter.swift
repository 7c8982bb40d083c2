import RIBs

/// The dynamic inputs of one build of a module (a selected product's id).
///
/// A type cannot be both a ``Dependency`` and a ``Parameter``: a builder given such a type stops
/// with a message, so the two kinds of input never blur.
public protocol Parameter: Sendable {}
