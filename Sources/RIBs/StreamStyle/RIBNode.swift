/// What a stream-style builder returns: the child's node in the tree, its view (type-erased, so
/// the parent is not tied to the child's view type) and its typed output streams.
@MainActor
public struct RIBOutput<Outputs> {
    /// The child's node, which the parent attaches.
    public let node: RIBNode
    /// The child's view, if it has one.
    public let view: (any ViewControllable)?
    /// What the child tells its parent: streams, instead of a listener.
    public let outputs: Outputs

    public init(node: RIBNode, view: (any ViewControllable)?, outputs: Outputs) {
        self.node = node
        self.view = view
        self.outputs = outputs
    }
}

/// A stream-style RIB's place in the tree: it gives RIBs written without base classes (a
/// dependency struct, a plain interactor and router, an observable state) everything the runtime
/// offers: a name, a lifecycle, the tree, leak detection.
///
/// The builder makes the node and hands it the RIB's own objects to keep, so the tree owns the
/// RIB as in Uber's design. The router attaches children through the node: their views go into
/// ``viewContainer`` and the parent's subscriptions to their outputs end when they are detached.
///
/// ```swift
/// func routeToScreen2() {
///     let screen2 = screen2Builder.build()
///     node.attach(screen2, as: .push) { [weak self] outputs in
///         for await _ in outputs.completed { self?.routeBackFromScreen2() }
///     }
/// }
/// ```
@MainActor
public final class RIBNode: Router<Interactor> {
    private let nodeName: String
    /// The RIB's own objects (interactor, router, state), kept for as long as the RIB is in the tree.
    private var parts: [AnyObject]
    /// Where this RIB's children's views are.
    public let viewContainer = ViewContainer()
    private var childViews: [ObjectIdentifier: any ViewControllable] = [:]
    private var subscriptions: [ObjectIdentifier: [Task<Void, Never>]] = [:]

    /// Creates the node of a RIB named `name` that keeps `parts` alive while it is in the tree.
    public init(name: String, keeping parts: [AnyObject] = []) {
        nodeName = name
        self.parts = parts
        super.init(interactor: Interactor())
        viewContainer.owner = self
    }

    public override var name: String { nodeName }

    /// Keeps one more of the RIB's objects (a router made after the node, for instance).
    public func keep(_ part: AnyObject) {
        parts.append(part)
    }

    /// Whether the RIB is attached under an active parent (or launched).
    public var isActive: Bool { interactable.isActive }

    /// Runs `operation` while the RIB is active; it is cancelled when the RIB is detached or
    /// deactivated. `nil` (with a diagnostic) when the RIB is not active.
    @discardableResult
    public func whileActive(_ operation: sending @escaping @MainActor () async -> Void) -> Task<Void, Never>? {
        interactor.whileActive(operation)
    }

    /// Attaches `child`, shows its view at `placement`, and runs `observe` with its outputs for
    /// as long as it stays attached (the task is cancelled on detach, however the detach
    /// happens). `observe` starts before `attach` returns, so it sees every event sent after.
    public func attach<Outputs>(
        _ child: RIBOutput<Outputs>,
        as placement: Placement = .none,
        whileAttached observe: (@MainActor (Outputs) async -> Void)? = nil
    ) {
        let id = ObjectIdentifier(child.node)
        attachChild(child.node)
        if let view = child.view {
            childViews[id] = view
            viewContainer.add(ViewContainer.Route(id: id, name: child.node.name, view: view, placement: placement))
        }
        if let observe {
            let outputs = child.outputs
            subscriptions[id, default: []].append(startImmediately { await observe(outputs) })
        }
    }

    /// Runs `handle` for each element of `events` from now until this RIB leaves the tree (or is
    /// deactivated): what an adapter uses to turn a child's stream into callbacks.
    ///
    /// The subscription is in place when the call returns, so no element sent after it is missed.
    ///
    /// ```swift
    /// terms.node.forEach(terms.accepted) { [weak self] in self?.listener?.termsDidAccept() }
    /// ```
    public func forEach<Element: Sendable>(_ events: Events<Element>, _ handle: @escaping @MainActor (Element) -> Void) {
        let task = startImmediately {
            for await element in events { handle(element) }
        }
        interactable.observeActiveState { isActive in
            if !isActive { task.cancel() }
        }
    }

    /// Starts `operation` so that it runs up to its first suspension before this returns (its
    /// `for await` has subscribed), where the platform allows it.
    private func startImmediately(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        if #available(macOS 26, iOS 26, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }

    /// Detaches `child`: its subscriptions end and its view leaves ``viewContainer``.
    public func detach<Outputs>(_ child: RIBOutput<Outputs>) {
        detachChild(child.node)
    }

    /// Detaches the child whose node is `id`, if it is attached.
    func detachChild(identifiedBy id: ObjectIdentifier) {
        if let child = children.first(where: { ObjectIdentifier($0) == id }) { detachChild(child) }
    }

    override func childDidDetach(_ child: any Routing, at path: String) {
        let id = ObjectIdentifier(child)
        for task in subscriptions.removeValue(forKey: id) ?? [] { task.cancel() }
        viewContainer.remove(id)
        if let view = childViews.removeValue(forKey: id) {
            leakDetector.watchDeallocation(
                of: view,
                at: LeakPath(parentPath: path, name: child.name, part: .view),
                within: LeakDefaultExpectationTime.viewDisappear
            )
        }
    }

    isolated deinit {
        for tasks in subscriptions.values { for task in tasks { task.cancel() } }
        let placement = detachedPath ?? LeakPath(name: nodeName)
        for part in parts {
            leakDetector.watchDeallocation(of: part, at: LeakPath(parentPath: placement.ribPath, name: "\(type(of: part))"))
        }
    }
}
