/// The events of a router's own lifecycle.
public enum RouterLifecycle: Sendable, Equatable {
    /// The router has loaded: it was attached (or launched) and may attach its first children.
    case didLoad
}
