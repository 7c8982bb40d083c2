/// The node of the RIB tree that attaches and detaches child RIBs.
///
/// A router owns its interactor and its attached children. Its interactor's active state drives
/// the whole subtree: when the interactor activates, every attached child activates; when it
/// deactivates, every child does. Attaching a child activates the child's interactor (when this
/// router is active), then loads the child; detaching deactivates the child's subtree, removes it
/// and expects the detached routers, their interactors, presenters and views to deallocate
/// (see ``LeakDetector``).
///
/// ```swift
/// final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
///     private let offGameBuilder: OffGameBuildable
///     private var offGame: Routing?
///
///     override func didLoad() {
///         super.didLoad()
///         let offGame = offGameBuilder.build(withListener: interactor)
///         self.offGame = offGame
///         attachChild(offGame)
///     }
/// }
/// ```
///
/// Misuse stops the program with a message naming the RIBs involved: attaching a child twice,
/// attaching a child that has another parent, attaching an ancestor, detaching a router that is
/// not a child.
@MainActor
open class Router<InteractorType>: Routing, RouterNode, InteractorOwner {
    /// The interactor of this RIB, typed as the router's own protocol for it.
    public let interactor: InteractorType
    /// The same interactor, as the lifecycle sees it.
    public let interactable: any Interactable

    // Main-actor state, never mutated during a callout (activation iterates over a copy), so the
    // dynamic exclusivity checks the compiler would add on every access are dropped (they were
    // 5% of the tree benchmark's instructions).
    /// The children in attach order (internal: `Router+AttachAndDetach.swift` changes them).
    @exclusivity(unchecked) final var childSlots = ChildSlots()
    @exclusivity(unchecked) private var lifecycleEvents = OwnedEvents<RouterLifecycle>(replaysLatest: false)
    @exclusivity(unchecked) final var subtreeEvents = Broadcast<RouterTreeEvent>()
    /// How this router takes each closable child away when the person closes its view (its
    /// `detach<Child>()`, given to `attachChild(_:onUserClose:)`), by the child's identity: the
    /// tree's own record, kept by the parent, removed when the child is detached.
    @exclusivity(unchecked) final var userCloseActions: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// The children this router detached because the person closed their views (``UserClosing``).
    @exclusivity(unchecked) final var closedByUser: [ClosedChild] = []
    /// Whether ``LiveTrees`` holds this router as a root.
    @exclusivity(unchecked) final var isRegisteredRoot = false
    @exclusivity(unchecked) private var foreignInteractableObservation: ActiveStateObservation?
    /// The interactor when it is an `Interactor` (told directly of its router), else `nil`.
    private unowned(unsafe) let ownedInteractor: Interactor?
    @exclusivity(unchecked) private(set) final var isLoaded = false
    final let leakDetector = LeakDetector.instance

    /// Not `weak`: a weak reference gives the parent a side table, which slows every retain and
    /// release of it. The invariant that makes this safe: a parent holds its attached children
    /// strongly, and clears their `parentNode` when it detaches them and in its deinit.
    final unowned(unsafe) var parentNode: (any RouterNode)?
    @exclusivity(unchecked) final var slotInParent = -1
    @exclusivity(unchecked) final var deallocationCheck: DeallocationCheck?
    final var isAwaitingDeallocation: Bool { deallocationCheck != nil }
    @exclusivity(unchecked) private var cachedPath: String?
    /// ``treeRootID``'s raw value once asked for; 0 (no router's) until then.
    @exclusivity(unchecked) private var cachedTreeRootID: UInt64 = 0

    /// This RIB's identity, which no other router of the process shares.
    public final let ribID = RIBID.next()

    /// Creates a router for `interactor`, which must be ``Interactable``.
    public init(interactor: InteractorType) {
        // A class cast first: nearly every interactor is an `Interactor`, and asking for the
        // protocol costs a lookup in the runtime's conformance cache.
        let owned = interactor as? Interactor
        guard let interactable = owned.map({ $0 as any Interactable }) ?? interactor as? any Interactable else {
            misuse("Router: \(type(of: interactor)) is not Interactable. Give the router an Interactor subclass.")
        }
        self.interactor = interactor
        self.interactable = interactable
        ownedInteractor = owned
        if let owned {
            owned.adopt(by: self)
        } else {
            // Weak: a foreign interactable (a test double) may outlive this router and change
            // state before the router's deinit work removes the observer.
            foreignInteractableObservation = interactable.observeActiveState { [weak self] isActive in
                self?.interactorDidChangeActiveState(isActive)
            }
        }
    }

    // MARK: - Tree

    /// The attached children, in the order they were attached.
    public final var children: [any Routing] {
        childSlots.children
    }

    /// The name of this RIB: by default the type name without "Router".
    open var name: String { RouterName.default(routerType: type(of: self), interactorType: type(of: interactable)) }

    /// "Root/LoggedIn/OffGame": the names from the root of the tree down to this router.
    public final var path: String {
        if let cachedPath { return cachedPath }
        let path = parentNode.map { "\($0.path)/\(name)" } ?? name
        cachedPath = path
        return path
    }

    final var treeRootID: RIBID {
        if cachedTreeRootID != 0 { return RIBID(rawValue: cachedTreeRootID) }
        let root = parentNode?.treeRootID ?? ribID
        cachedTreeRootID = root.rawValue
        return root
    }

    func invalidateCachedPaths() {
        // A router caches its path and root only after its parent has (each asks its parent), so
        // below a router with neither cached, no router has one.
        guard cachedPath != nil || cachedTreeRootID != 0 else { return }
        cachedPath = nil
        cachedTreeRootID = 0
        for child in childNodes { child.invalidateCachedPaths() }
    }

    var hasChildren: Bool { !childSlots.isEmpty }

    var childNodes: [any RouterNode] { childSlots.nodes }

    /// Attaches and detaches anywhere below this router, from now on; finishes when the router is
    /// deallocated.
    public final var treeEvents: AsyncStream<RouterTreeEvent> {
        TreeEventsDemand.isRequested = true
        return subtreeEvents.subscribe()
    }

    // MARK: - Lifecycle

    /// `didLoad`, for a subscriber made before the router loads; finishes on deallocation.
    public final var lifecycle: Events<RouterLifecycle> { lifecycleEvents.events() }

    /// Loads the router once: emits ``RouterLifecycle/didLoad``, then calls ``didLoad()``.
    public final func load() {
        guard !isLoaded else { return }
        isLoaded = true
        let start = RIBEventSink.start()
        lifecycleEvents.sink?.send(.didLoad)
        didLoadInternally()
        didLoad()
        if RIBEventSink.wantsEvents { report(.loaded, since: start) }
    }

    /// Called once, when the router loads: the place to attach the first children. Its
    /// interactor is already active if the parent is. Call `super` when overriding.
    open func didLoad() {}

    // MARK: - Hooks of the runtime's own subclasses
    //
    // Internal, so that only the runtime overrides them, each at one moment of the tree:
    // - `ViewableRouter` watches its view from `didLoadInternally()` and on every
    //   `interactorActiveStateDidChange(_:)` (a view must leave the screen when its RIB is inactive);
    // - `RIBNode` ends a child's `Attachment` and lets its view and objects go in
    //   `childDidDetach(_:at:)`, and ends its own `whileAttached(consuming:)` work in
    //   `didLeaveParent()`;
    // - `ViewableRouter` and `RIBNode` give their view as `ownView`, which a report of the
    //   person's close is matched with.

    /// The router loads, before ``didLoad()``.
    func didLoadInternally() {}

    /// The interactor's active state changed, after the children followed it.
    func interactorActiveStateDidChange(_ isActive: Bool) {}

    /// `child` was detached from this router (whose path is `path`).
    func childDidDetach(_ child: any Routing, at path: String) {}

    /// This router's parent attached it.
    func didJoinParent() {}

    /// This router's parent detached it.
    func didLeaveParent() {}

    /// The RIB's view, if it has one: what a report of the person's close is matched with.
    var ownView: (any ViewControllable)? { nil }

    // MARK: - Active state

    func interactorDidChangeActiveState(_ isActive: Bool) {
        if !childSlots.isEmpty {
            let attached = childSlots.slots
            let removalsBefore = childSlots.removalCount
            for case let child? in attached {
                // A child detached by an earlier sibling's activation must not be revived.
                if childSlots.removalCount != removalsBefore, !childSlots.contains(child) { continue }
                child.interactable.followParent(isActive: isActive)
            }
        }
        interactorActiveStateDidChange(isActive)
        // The runtime's interactor reports its own, timed; any other `Interactable` (a test
        // double) is reported here, as its change reaches the router.
        if ownedInteractor == nil, RIBEventSink.wantsEvents {
            report(isActive ? .activated : .deactivated, since: 0)
        }
    }

    /// Hands a load or a double's activation to the sink, out of line (see `reportTreeChange`).
    @inline(never)
    private func report(_ kind: RIBEvent.Kind, since start: UInt64) {
        RIBEventSink.report(kind, of: self, since: start)
    }

    deinit {
        MainActorDeinit.run { self.remains() }
    }

    /// What this router's deinitializer leaves to do on the main actor (``RouterRemains``).
    ///
    /// Off the main actor it only reads this router's own fields (closures the compiler would
    /// check for main-actor isolation are avoided) and clears its children's parent pointers.
    private func remains() -> RouterRemains {
        // A detached router's path is its check's, read on the main actor by the work. Without
        // one: `name` may be overridden and reads shared caches, so off the main actor the type
        // decides.
        let knownPath = deallocationCheck == nil && MainQueue.isCurrent ? LeakPath(name: name) : nil
        let typeNames =
            deallocationCheck == nil && knownPath == nil
            ? (String(describing: type(of: self)), String(describing: type(of: interactable))) : ("", "")
        var children: [any Routing] = []
        for slot in childSlots.slots {
            guard let child = slot else { continue }
            children.append(child)
            // No child may point at this router once it is gone, not even until the work runs.
            (child as? any RouterNode)?.parentNode = nil
        }
        let interactable = self.interactable
        let ownedInteractor: Interactor? = self.ownedInteractor
        // Nor may the interactor: it no longer tells this router (the children follow it in the
        // work below).
        ownedInteractor?.routerDidDeallocate()
        let foreignObservation = foreignInteractableObservation
        let detector = leakDetector
        let ownCheck = deallocationCheck
        let lifecycleEvents = self.lifecycleEvents
        let subtreeEvents = self.subtreeEvents
        return RouterRemains(
            knownPath: knownPath, typeNames: typeNames, children: children, interactable: interactable,
            ownedInteractor: ownedInteractor, foreignObservation: foreignObservation, detector: detector,
            ownCheck: ownCheck, lifecycleEvents: lifecycleEvents, subtreeEvents: subtreeEvents, ownID: ribID)
    }
}
