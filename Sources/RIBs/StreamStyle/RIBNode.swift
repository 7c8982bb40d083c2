/// A stream-style or RVB RIB's place in the tree: it gives RIBs written without base classes (a
/// dependency struct, a plain interactor and router, an observable state) everything the runtime
/// offers: a name, a lifecycle, the tree, leak detection.
///
/// The router attaches children through the node. A child's view goes into ``viewContainer``,
/// its objects (``BuiltRIB/parts``) are kept while it is attached, and what the parent handles
/// of it is registered on its ``Attachment``, which ends with it:
///
/// ```swift
/// func routeToDetail(of item: Item) {
///     let detail = detailBuilder.build(item: item)
///     node.attach(detail, as: .push) { outputs, attachment in
///         attachment.on(outputs.close) { [weak self] in self?.closeDetail() }
///         attachment.onDetach { [weak self] in self?.detail = nil }
///     }
/// }
/// ```
///
/// The node never holds its own RIB's objects, so a router holding its node is no cycle: the
/// parent keeps them, and lets them go when the child is detached.
@MainActor
public final class RIBNode: Router<Interactor> {
    private let nodeName: String
    /// Where this RIB's children's views are.
    public let viewContainer = ViewContainer()
    /// What this node keeps of each attached child, by the child node's identity.
    private var attachedChildren: [ObjectIdentifier: AttachedChild] = [:]
    private var isLaunched = false
    /// Sequences consumed until this node leaves its parent.
    private var workWhileAttached: [Task<Void, Never>] = []

    private struct AttachedChild {
        let name: String
        let view: (any ViewControllable)?
        let parts: [AnyObject]
        let attachment: Attachment
    }

    /// Creates the node of a RIB named `name`.
    public init(name: String) {
        nodeName = name
        super.init(interactor: Interactor())
        viewContainer.owner = self
    }

    /// The name given at creation: the node's component of tree paths and leak reports.
    public override var name: String { nodeName }

    /// Whether the RIB is attached under an active parent (or launched).
    public var isActive: Bool { interactable.isActive }

    /// Runs `operation` while the RIB is active; it is cancelled when the RIB is detached or
    /// deactivated. `nil` (with a diagnostic) when the RIB is not active.
    @discardableResult
    public func whileActive(_ operation: sending @escaping @MainActor () async -> Void) -> Task<Void, Never>? {
        interactor.whileActive(operation)
    }

    /// Calls `handle` with each element of `sequence` during every active period of this RIB,
    /// from now on: the subscription ends when the RIB deactivates (or is detached) and starts
    /// again, with a new iterator, when it activates. What an adapter uses to forward a stream
    /// it does not own.
    ///
    /// A new iterator each period suits sequences that can be iterated again (``Events``, a
    /// `ValueRelay`'s values); a single-consumer `AsyncStream` ends after its first period.
    /// Each period's iterator is made while the RIB activates, so nothing sent after is missed.
    ///
    /// ```swift
    /// terms.node.whileActive(consuming: terms.accepted) { [weak self] in self?.listener?.termsDidAccept() }
    /// ```
    public func whileActive<Sequence: AsyncSequence>(
        consuming sequence: Sequence,
        _ handle: @escaping @MainActor (Sequence.Element) -> Void
    ) {
        let start: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            let task = Self.consume(sequence, detector: leakDetector, with: handle)
            task.cancelOnDeactivate(interactor: interactor)
        }
        if isActive { start() }
        interactable.observeActiveState { isActive in
            if isActive { start() }
        }
    }

    /// Calls `handle` with each element of `sequence` from now until this RIB is detached from
    /// its parent (or deallocated), whatever its active state: what an adapter uses to forward
    /// a single-consumer stream (an `AsyncStream`, as a Combine publisher would be) for as long
    /// as the module is shown. The iterator is made now, so nothing sent after is missed.
    ///
    /// ```swift
    /// detail.node.whileAttached(consuming: detail.closed) { [weak self] in self?.closing.send(()) }
    /// ```
    public func whileAttached<Sequence: AsyncSequence>(
        consuming sequence: Sequence,
        _ handle: @escaping @MainActor (Sequence.Element) -> Void
    ) {
        workWhileAttached.append(Self.consume(sequence, detector: leakDetector, with: handle))
    }

    override func didLeaveParent() {
        for task in workWhileAttached { task.cancel() }
        workWhileAttached = []
    }

    // MARK: - Children

    /// Attaches `child`, shows its view at `placement`, keeps its objects, and registers what
    /// this RIB handles of it: `handling` runs before the child is attached, so every sequence
    /// it subscribes to through the ``Attachment`` misses nothing the child sends, even while it
    /// activates. Everything registered ends when the child is detached, however that happens.
    public func attach<Outputs>(
        _ child: BuiltRIB<Outputs>,
        as placement: Placement = .none,
        handling register: ((Outputs, Attachment) -> Void)? = nil
    ) {
        let attachment = Attachment(detector: leakDetector)
        register?(child.outputs, attachment)
        let id = ObjectIdentifier(child.node)
        attachedChildren[id] = AttachedChild(
            name: child.node.name, view: child.view, parts: child.parts, attachment: attachment)
        attachChild(child.node)
        if let view = child.view {
            viewContainer.add(ViewContainer.Route(id: id, name: child.node.name, view: view, placement: placement))
        }
    }

    /// Detaches `child`: what was registered on its attachment ends, its view leaves
    /// ``viewContainer``, and its objects are let go (and expected to deallocate).
    public func detach<Outputs>(_ child: BuiltRIB<Outputs>) {
        detachChild(child.node)
    }

    /// Detaches the child whose node is `id`, if it is attached.
    func detachChild(identifiedBy id: ObjectIdentifier) {
        if let child = children.first(where: { ObjectIdentifier($0) == id }) { detachChild(child) }
    }

    override func childDidDetach(_ child: any Routing, at path: String) {
        guard let attached = attachedChildren.removeValue(forKey: ObjectIdentifier(child)) else { return }
        let detachHandlers = attached.attachment.end()
        viewContainer.remove(ObjectIdentifier(child))
        DetachedSubtreeChecks.expectParts(
            view: attached.view, parts: attached.parts, ofChild: child.name, under: path, detector: leakDetector)
        for handler in detachHandlers { handler() }
    }

    // MARK: - Launch

    /// Makes this node the root of the tree: shows `view` in `window`, activates, then loads.
    func launch(showing view: (any ViewControllable)?, in window: any WindowControllable) {
        launchAsRoot(showing: view, in: window, isLaunched: &isLaunched)
    }

    // MARK: - Consuming sequences

    /// Makes `sequence`'s iterator now (subscribing, for ``Events``) and hands each element to
    /// `handle` on the main actor until the sequence ends, throws, or the task is cancelled.
    static func consume<Sequence: AsyncSequence>(
        _ sequence: Sequence,
        detector: LeakDetector,
        with handle: @escaping @MainActor (Sequence.Element) -> Void
    ) -> Task<Void, Never> {
        var iterator = sequence.makeAsyncIterator()
        let id = detector.reserveRuntimeWorkID()
        let task = Task { @MainActor in
            defer { detector.runtimeWorkDidEnd(id) }
            do {
                while let element = try await iterator.next(isolation: MainActor.shared) {
                    if Task.isCancelled { return }
                    handle(element)
                }
            } catch {
                return  // a sequence that fails ends its subscription
            }
        }
        detector.trackRuntimeWork(task, id: id)
        return task
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    /// Ends what was registered on the attached children and expects their views and objects
    /// to follow this node.
    private func deinitWork() -> MainActorDeinit.Work {
        for task in workWhileAttached { task.cancel() }
        let attached = attachedChildren
        let placement = deallocationCheck?.path ?? LeakPath(name: nodeName)
        let detector = leakDetector
        return MainActorDeinit.Work {
            for record in attached.values {
                _ = record.attachment.end()
                DetachedSubtreeChecks.expectParts(
                    view: record.view, parts: record.parts, ofChild: record.name, under: placement.ribPath,
                    detector: detector)
            }
        }
    }
}
