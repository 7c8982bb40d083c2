/// One mock to write, decided before rendering: its name, its kind, every member it implements
/// and the isolation its code runs in.
struct ResolvedMock: Sendable {
    /// The annotated declaration.
    var model: MockableProtocol
    /// The mock's type name (`LoginRoutingMock`, or the annotation's `override: name`).
    var name: String
    var kind: MockKind
    /// The requirements of the protocol and of its declared ancestors, in walk order.
    var members: [MockMember]
    /// Member declarations taken over from dependency modules' mocks.
    var carriedMembers: [String]
    /// Where the mock's members run, which decides what a default value may call.
    var isolation: MockIsolation
    /// The `where` clauses of the protocol and its declared ancestors (`where T: Equatable`).
    var protocolWhereClauses: [String] = []
    /// Names the superclass's members use, which the mock's members must not take.
    var reservedNames: Set<String> = []
    /// Properties the mock holds weakly (a RIB's `listener` and `router`).
    var weakProperties: Set<String> = []

    /// `public `, `package ` or nothing, with a trailing space.
    var access: String { model.accessLevel.isEmpty ? "" : model.accessLevel + " " }

    /// The conformance (or superclass) as written in the mock's declaration.
    var conformance: String { model.annotation.moduleName.map { "\($0).\(model.name)" } ?? model.name }

    /// Modules the mock needs beyond its source file's imports.
    var extraImports: [String] {
        switch kind {
        case .sendable: ["import Synchronization"]
        case .ribsDouble: ["import RIBsTesting"]
        case .plain, .actor, .subclass: []
        }
    }
}

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

/// The isolation a mock's members run in.
enum MockIsolation: Hashable, Sendable {
    /// No isolation: callable from anywhere.
    case nonisolated
    /// A global actor's (`@MainActor`, `@DatabaseActor`), written as the attribute.
    case globalActor(String)
    /// The mock's own, as an `actor`.
    case actor

    /// The isolation of the mock's initialiser, as seen by a caller: an actor's initialiser is
    /// not isolated.
    var ofInitializer: MockIsolation { self == .actor ? .nonisolated : self }
}
