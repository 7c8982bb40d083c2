/// Resolves each annotated declaration against everything the sources declare: one walk of its
/// inheritance graph gives its ancestors, its members, the `RIBsTesting` double it subclasses,
/// and its nature (actor, `Sendable`, isolated to a global actor). The renderer then only writes.
struct MockResolver: Sendable {
    /// Every protocol the sources declare, by name, annotated or not.
    let protocols: [String: MockableProtocol]
    /// Mocks of dependency modules, whose members a refining protocol's mock carries.
    let parentMocks: ParentMocks

    init(parsed: [ParsedMockSource], parentMocks: ParentMocks) {
        var protocols: [String: MockableProtocol] = [:]
        for file in parsed { protocols.merge(file.allProtocols) { first, _ in first } }
        self.protocols = protocols
        self.parentMocks = parentMocks
    }

    /// The RIBs runtime protocols whose members `RIBsTesting` implements, most specific first,
    /// with the double a mock of a refining protocol subclasses. Mockolo cannot see these parents
    /// (they are in another module), so its users write these members by hand.
    static let runtimeDoubles: [(protocolName: String, double: String)] = [
        ("ViewableRouting", "ViewableRoutingMock"),
        ("Routing", "RoutingMock"),
        ("Interactable", "InteractableMock"),
        ("ViewControllable", "ViewControllableMock"),
        ("Presentable", "PresentableMock"),
        ("WindowControllable", "WindowControllableMock"),
    ]

    /// The protocols of the RIBs runtime (and RVB) that are `@MainActor`: a protocol refining one
    /// is main-actor isolated, and so is its mock.
    static let mainActorRuntimeProtocols: Set<String> = [
        "Buildable", "Presentable", "RouterScope", "Routing", "ViewableRouting", "LaunchRouting",
        "ViewControllable", "WindowControllable", "Working", "InteractorScope", "Interactable",
        "Dependency", "EmptyDependency", "Controllable", "Routable",
    ]

    /// Resolves `model`, an annotated protocol or (with `--mock-all`) class.
    func resolve(_ model: MockableProtocol) -> ResolvedMock {
        let name = model.annotation.mockName ?? "\(model.name)Mock"
        if model.isClass {
            return ResolvedMock(
                model: model, name: name, kind: .subclass, members: model.members, carriedMembers: [],
                isolation: model.globalActor.map(MockIsolation.globalActor) ?? .nonisolated
            )
        }
        let walk = InheritanceWalk(of: model, in: protocols)
        let double = Self.runtimeDoubles.first { walk.ancestors.contains($0.protocolName) }
        // The double implements its runtime protocol and everything that protocol refines: when
        // the runtime's sources are among the inputs (a build plugin reads every dependency),
        // their members must not be mocked a second time.
        let covered = double.map { InheritanceWalk(of: $0.protocolName, in: protocols).ancestors } ?? []
        let members = walk.members(excluding: covered)
        let carried = walk.undeclaredAncestors.flatMap { parentMocks.members(of: $0) ?? [] }
        let globalActor = model.globalActor ?? walk.inheritedGlobalActor
            ?? (walk.ancestors.isDisjoint(with: Self.mainActorRuntimeProtocols) ? nil : "@MainActor")

        let kind: MockKind
        if let double {
            kind = .ribsDouble(superclass: double.double)
        } else if walk.ancestors.contains("Actor") {
            kind = .actor
        } else if !walk.ancestors.isDisjoint(with: ["Sendable", "Error"]) {
            kind = .sendable
        } else {
            kind = .plain
        }
        let isolation: MockIsolation = globalActor.map(MockIsolation.globalActor) ?? (kind == .actor ? .actor : .nonisolated)
        var mock = ResolvedMock(model: model, name: name, kind: kind, members: members, carriedMembers: carried, isolation: isolation)
        mock.protocolWhereClauses = walk.declared.compactMap(\.whereClause)
        return mock
    }
}

/// The ancestors of one protocol, found by one depth-first walk from it.
struct InheritanceWalk {
    /// Every protocol it refines, directly or not, by bare name (module prefixes dropped), itself
    /// included; parents the sources do not declare (`Sendable`, `Routing`) are in it too.
    private(set) var ancestors: Set<String> = []
    /// The declared protocols, itself first, in depth-first order.
    private(set) var declared: [MockableProtocol] = []
    /// Ancestors the sources do not declare, in the order the walk met them.
    private(set) var undeclaredAncestors: [String] = []

    init(of model: MockableProtocol, in protocols: [String: MockableProtocol]) {
        visit(model, protocols)
    }

    init(of name: String, in protocols: [String: MockableProtocol]) {
        if let model = protocols[name] {
            visit(model, protocols)
        } else {
            ancestors.insert(name)
        }
    }

    private mutating func visit(_ model: MockableProtocol, _ protocols: [String: MockableProtocol]) {
        guard ancestors.insert(model.name).inserted else { return }
        declared.append(model)
        for parent in model.inheritedTypes.flatMap(Self.protocolNames) {
            if let declaration = protocols[parent] {
                visit(declaration, protocols)
            } else if ancestors.insert(parent).inserted {
                undeclaredAncestors.append(parent)
            }
        }
    }

    /// `Auth.Session & Sendable` → `Session`, `Sendable`.
    static func protocolNames(in inheritedType: String) -> [String] {
        inheritedType.split(separator: "&").map { part in
            let name = part.trimmingSpaces()
            return name.split(separator: ".").last.map(String.init) ?? name
        }
    }

    /// The global actor the first isolated ancestor declares, if any.
    var inheritedGlobalActor: String? {
        declared.dropFirst().lazy.compactMap(\.globalActor).first
    }

    /// The protocol's own requirements, then its parents' (depth first, each protocol once),
    /// without repeating a requirement two parents share, leaving out the protocols in
    /// `excluded`.
    func members(excluding excluded: Set<String>) -> [MockMember] {
        var members: [MockMember] = []
        var seen: Set<MockMember> = []
        for model in declared where !excluded.contains(model.name) {
            for member in model.members where seen.insert(member).inserted { members.append(member) }
        }
        return members
    }
}
