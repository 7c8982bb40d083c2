/// Resolves each annotated declaration against everything the sources declare: one walk of its
/// inheritance graph gives its ancestors, its members, the `RIBsTesting` double it subclasses,
/// and its nature (actor, `Sendable`, isolated to a global actor). The renderer then only writes.
struct MockResolver: Sendable {
    /// Every protocol the sources declare, by name, annotated or not.
    let protocols: ProtocolTable
    /// Mocks of dependency modules, whose members a refining protocol's mock carries.
    let parentMocks: ParentMocks

    init(protocols: ProtocolTable, parentMocks: ParentMocks) {
        self.protocols = protocols
        self.parentMocks = parentMocks
    }

    init(parsed: [ParsedMockSource], parentMocks: ParentMocks) {
        self.init(protocols: ProtocolTable(parsed: parsed), parentMocks: parentMocks)
    }

    /// The same resolver, writing each protocol name it looks up to `log`.
    func logging(to log: NameLog) -> MockResolver {
        MockResolver(protocols: protocols.logging(to: log), parentMocks: parentMocks)
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
        ("Working", "WorkingMock"),
    ]

    /// What each `RIBsTesting` double already implements, which a mock subclassing it must not
    /// declare again: requirements it meets (as `name(label:Type)` or `var name`), and the names
    /// of its members, which the mock's own counters and handlers must not take.
    static let doubleMembers: [String: (requirements: Set<String>, names: Set<String>)] = {
        let routing: (Set<String>, Set<String>) = (
            [
                "load()", "attachChild(_:Routing)", "detachChild(_:Routing)", "var name", "var interactable",
                "var children", "var lifecycle",
            ],
            ["load", "attachChild", "detachChild", "name", "log", "interactable", "children", "lifecycle", "mockName"]
        )
        return [
            "RoutingMock": routing,
            "ViewableRoutingMock": (routing.0.union(["var viewControllable"]), routing.1.union(["viewControllable"])),
            "InteractableMock": (
                [
                    "activate()", "deactivate()", "var isActive", "var isActiveStream",
                    "observeActiveState(_:@escaping @MainActor (Bool) -> Void)",
                    "removeActiveStateObserver(_:ActiveStateObservation)",
                ],
                [
                    "activate", "deactivate", "name", "log", "isActive", "isActiveStream", "observeActiveState",
                    "removeActiveStateObserver", "relay",
                ]
            ),
            "ViewControllableMock": (
                ["present(_:ViewControllable)", "dismiss(_:ViewControllable)", "var isInViewHierarchy"],
                ["present", "dismiss", "presented", "name", "log", "isInViewHierarchy"]
            ),
            "PresentableMock": ([], ["name", "log", "record"]),
            "WindowControllableMock": (
                ["makeKeyAndVisible()", "var rootViewControllable"],
                ["makeKeyAndVisible", "rootViewControllable", "log", "isKeyAndVisible"]
            ),
            "WorkingMock": (
                ["start(_:InteractorScope)", "stop()", "var isStarted", "var isStartedStream"],
                [
                    "start", "stop", "name", "log", "isStarted", "isStartedStream", "interactorScope", "startHandler",
                    "stopHandler", "startCallCount", "stopCallCount", "startedValues",
                ]
            ),
        ]
    }()

    /// A RIB's `listener` and `router` are weak references in the classes a RIBs mock stands for
    /// (a view's listener is its interactor; an interactor's router owns it): the mock keeps them
    /// weak too, so it never keeps a detached RIB alive.
    static let weakReferenceNames: Set<String> = ["listener", "router"]

    /// Whether `type` is an optional of a protocol the sources declare class-bound.
    private func isClassBoundOptional(_ type: String) -> Bool {
        guard type.hasSuffix("?") else { return false }
        var inner = String(type.dropLast())
        if inner.hasPrefix("("), inner.hasSuffix(")") { inner = String(inner.dropFirst().dropLast()) }
        if inner.hasPrefix("any ") { inner = String(inner.dropFirst(4)) }
        guard protocols[inner] != nil else { return false }
        let ancestors = InheritanceWalk(of: inner, in: protocols).ancestors
        return ancestors.contains("AnyObject") || !ancestors.isDisjoint(with: Self.mainActorRuntimeProtocols)
    }

    /// `present(_:ViewControllable)` for `func present(_ viewController: any ViewControllable)`,
    /// `var name` for a property: what a double's member would have to match.
    static func requirementKey(_ member: MockMember) -> String? {
        switch member {
        case .method(let method):
            let parameters = method.parameters.map { parameter in
                let type = parameter.type.hasPrefix("any ") ? String(parameter.type.dropFirst(4)) : parameter.type
                return "\(parameter.label):\(type)"
            }
            return "\(method.name)(\(parameters.joined(separator: ",")))"
        case .property(let property):
            return "var \(property.name)"
        default:
            return nil
        }
    }

    /// The protocols of the RIBs runtime (and RVB) that are `@MainActor`: a protocol refining one
    /// is main-actor isolated, and so is its mock.
    static let mainActorRuntimeProtocols: Set<String> = [
        "Buildable", "Presentable", "RouterScope", "Routing", "ViewableRouting", "LaunchRouting",
        "ViewControllable", "WindowControllable", "Working", "InteractorScope", "Interactable",
        "Dependency", "EmptyDependency", "Controllable", "Routable",
    ]

    /// Resolves `model`, an annotated protocol or (with `--mock-all`) class.
    func resolve(_ model: MockableDeclaration) -> ResolvedMock {
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
        var members = walk.members(excluding: covered)
        let inherited = double.flatMap { Self.doubleMembers[$0.double] }
        if let inherited {
            // The double's own implementation meets these (its methods are `open`).
            members.removeAll { Self.requirementKey($0).map(inherited.requirements.contains) ?? false }
        }
        let carried = walk.undeclaredAncestors.flatMap { parentMocks.members(of: $0) ?? [] }
        let globalActor =
            model.globalActor ?? walk.inheritedGlobalActor
            ?? (walk.ancestors.isDisjoint(with: Self.mainActorRuntimeProtocols) ? nil : "@MainActor")

        let kind: MockKind
        if let double {
            kind = .ribsDouble(superclass: double.double)
        } else if walk.ancestors.contains("Actor") {
            kind = .actor
        } else if !walk.ancestors.isDisjoint(with: ["Sendable", "Error"]), globalActor == nil {
            // A Sendable protocol isolated to a global actor (a main-actor actionable item) gets
            // a plain mock isolated to that actor: that makes it Sendable, its requirements are
            // called there, and a test there sets handlers that capture and change its locals.
            kind = .sendable
        } else {
            kind = .plain
        }
        let isolation: MockIsolation =
            globalActor.map(MockIsolation.globalActor) ?? (kind == .actor ? .actor : .nonisolated)
        var mock = ResolvedMock(
            model: model, name: name, kind: kind, members: members, carriedMembers: carried, isolation: isolation)
        mock.reservedNames = inherited?.names ?? []
        if double != nil {
            for case .property(let property) in members
            where Self.weakReferenceNames.contains(property.name) && isClassBoundOptional(property.type) {
                mock.propertyModifiers[property.name] = "weak"
            }
        }
        mock.propertyModifiers.merge(model.annotation.modifiers) { _, annotated in annotated }
        mock.replayedStreams = Set(
            model.annotation.streamSubjects.filter { ["BehaviorSubject", "ReplaySubject"].contains($0.value) }.keys)
        mock.protocolWhereClauses = walk.declared.compactMap(\.whereClause)
        return mock
    }
}
