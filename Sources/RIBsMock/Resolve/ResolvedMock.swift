/// One mock to write, decided before rendering: its name, its kind, every member it implements
/// and the isolation its code runs in.
struct ResolvedMock: Sendable {
    /// The annotated declaration.
    var model: MockableDeclaration
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
    /// Modifiers of properties, by name: the annotation's (`modifiers: listener = weak`), and
    /// `weak` for a RIB's `listener` and `router` in a mock of a RIBs double.
    var propertyModifiers: [String: String] = [:]
    /// Stream properties whose mock replays its latest element to a late subscriber (Mockolo's
    /// `rx: name = BehaviorSubject` or `ReplaySubject`).
    var replayedStreams: Set<String> = []

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
