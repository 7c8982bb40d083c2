/// What kind of type a mock is.
enum MockKind: Hashable, Sendable {
    /// A class conforming to the protocol.
    case plain
    /// An `actor`, for a protocol refining `Actor`.
    case actor
    /// A `final`, `Mutex`-backed `@unchecked Sendable` class, for a `Sendable` protocol.
    case sendable
    /// A subclass of a `RIBsTesting` double, for a protocol refining a RIBs runtime protocol.
    case ribsDouble(superclass: String)
    /// A subclass of an annotated class (`--mock-all`).
    case subclass
}
