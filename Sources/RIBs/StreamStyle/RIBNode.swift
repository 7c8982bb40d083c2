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
    /// Subscriptions that last until this node leaves its parent.
    private var workWhileAttached: [DeliveryRegistration] = []
    /// What the deprecated `init(name:keeping:)` and `keep(_:)` gave the node to keep while it
    /// is in the tree.
    var keptByTheNode: [AnyObject] = []
    /// Whether the RIB was built with a view (``BuiltRIB``): the tree's details say so, as they
    /// do of a classic `ViewableRouter`, without the node holding the view.
    var hasView = false
    /// The RIB's view, while something else keeps it: what a test closes as the person would
    /// (`RIBTestHarness.closeByUser(_:)`).
    package weak var view: (any ViewControllable)?
    /// What the RIB is made of (``BuiltRIB/parts``), while its parent keeps them: where a deep
    /// link's workflow finds the RIB's actionable item.
    var parts: [WeakPart] = []

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
    ///
    /// `name` names the work where RIBsTesting's harness reports it still running at the end
    /// of a test; without one, the call site does.
    @discardableResult
    public func whileActive(
        named name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        _ operation: sending @escaping @MainActor () async -> Void
    ) -> Task<Void, Never>? {
        interactor.whileActive(named: name, fileID: fileID, line: line, operation)
    }

    /// Runs `operation` in every active period of this RIB, from now on: it starts when the RIB
    /// activates (now, if it is active) and is cancelled when it deactivates or is detached, as
    /// a classic interactor's `whileActive { }` in `didBecomeActive()`. What a stream-style
    /// interactor's own work uses: a loop on the clock its dependency gives, which a test steps.
    ///
    /// ```swift
    /// node.whenActive(named: "playback") { [state] in
    ///     while (try? await clock.sleep(for: .seconds(1))) != nil { state.update { $0.position += 1 } }
    /// }
    /// ```
    public func whenActive(
        named name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        _ operation: @escaping @MainActor @Sendable () async -> Void
    ) {
        eachActivePeriod { [weak self] in
            self?.interactor.whileActive(named: name, fileID: fileID, line: line, operation)
        }
    }

    /// Calls `handle` with each element of `sequence` during every active period of this RIB,
    /// from now on: the subscription ends when the RIB deactivates (or is detached) and starts
    /// again when it activates. What an adapter uses to forward a stream it does not own.
    ///
    /// An ``Events`` is subscribed at once in each period (now, if the RIB is active), and
    /// delivers as ``Events/subscribe(onNext:)`` says; any other sequence gets a new iterator
    /// each period, read by a task (a single-consumer `AsyncStream` ends after its first period).
    ///
    /// ```swift
    /// terms.node.whileActive(consuming: terms.accepted) { [weak self] in self?.listener?.termsDidAccept() }
    /// ```
    public func whileActive<Sequence: AsyncSequence>(
        consuming sequence: Sequence, fileID: StaticString = #fileID, line: UInt = #line,
        _ handle: @escaping @MainActor (Sequence.Element) -> Void
    ) {
        eachActivePeriod { [weak self] in
            guard let self else { return }
            let registration = Self.subscribe(handle, to: sequence, detector: leakDetector)
            interactor.bindToActivePeriod(
                { registration.end(nil) }, what: "whileActive(consuming:)", kind: .subscription,
                label: WorkLabel(nil, what: "whileActive(consuming:)", fileID: fileID, line: line))
        }
    }

    /// Calls `start` at the start of every active period from now on: now, if the RIB is
    /// active, then on each activation.
    private func eachActivePeriod(_ start: @escaping @MainActor () -> Void) {
        if isActive { start() }
        interactable.observeActiveState { isActive in
            if isActive { start() }
        }
    }

    /// Calls `handle` with each element of `sequence` from now until this RIB is detached from
    /// its parent (or deallocated), whatever its active state: what an adapter uses to forward
    /// a single-consumer stream (an `AsyncStream`, as a Combine publisher would be) for as long
    /// as the module is shown. The subscription exists when this returns; it delivers as
    /// ``Attachment/on(_:_:)`` says.
    ///
    /// ```swift
    /// detail.node.whileAttached(consuming: detail.closed) { [weak self] in self?.closing.send(()) }
    /// ```
    public func whileAttached<Sequence: AsyncSequence>(
        consuming sequence: Sequence,
        _ handle: @escaping @MainActor (Sequence.Element) -> Void
    ) {
        workWhileAttached.append(Self.subscribe(handle, to: sequence, detector: leakDetector))
    }

    override var ownView: (any ViewControllable)? { view }

    override func didLeaveParent() {
        for registration in workWhileAttached { registration.end(nil) }
        workWhileAttached = []
        keptByTheNode = []
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
        // Handlers run once the child is attached and shown, whatever it sends meanwhile.
        DeliveryQueue.holding {
            attach(child, as: placement, handling: register, attachment: Attachment(detector: leakDetector))
        }
    }

    private func attach<Outputs>(
        _ child: BuiltRIB<Outputs>, as placement: Placement, handling register: ((Outputs, Attachment) -> Void)?,
        attachment: Attachment
    ) {
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

    /// Attaches a classic child, the router its builder made, and shows its view at `placement`
    /// in ``viewContainer``; ``Router/detachChild(_:)`` takes the view out. The classic child's
    /// router judges its own objects when it is detached, as under a classic parent.
    ///
    /// When the person closes the child's view (``UserClosing``), `onUserClose` runs: the
    /// router's own `detach<Child>()`, which clears the field that holds the child. Without it,
    /// the node detaches the child itself.
    public func attach(
        _ child: any ViewableRouting, as placement: Placement, onUserClose: (@MainActor () -> Void)? = nil
    ) {
        DeliveryQueue.holding {
            let id = ObjectIdentifier(child)
            attachedChildren[id] = AttachedChild(
                name: child.name, view: nil, parts: [], attachment: Attachment(detector: leakDetector))
            attachChild(child)
            viewContainer.add(
                ViewContainer.Route(id: id, name: child.name, view: child.viewControllable, placement: placement))
            if let onUserClose { userCloseActions[id] = onUserClose }
        }
    }

    /// Detaches the child whose node is `id`, if it is attached.
    func detachChild(identifiedBy id: ObjectIdentifier) {
        if let child = children.first(where: { ObjectIdentifier($0) == id }) { detachChild(child) }
    }

    override func childDidDetach(_ child: any Routing, at path: String) {
        guard let attached = attachedChildren.removeValue(forKey: ObjectIdentifier(child)) else { return }
        viewContainer.remove(ObjectIdentifier(child))
        DetachedSubtreeChecks.expectParts(
            view: attached.view, parts: attached.parts, ofChild: child.name, under: path,
            tree: leakDetector.isWatched ? treeRootID : nil, detector: leakDetector)
        // What the child sent before is handled first; then the detach handlers.
        attached.attachment.end()
    }

    // MARK: - Launch

    /// Makes this node the root of the tree: shows `view` in `window`, activates, then loads.
    func launch(showing view: (any ViewControllable)?, in window: any WindowControllable) {
        launchAsRoot(showing: view, in: window, isLaunched: &isLaunched)
    }

    // MARK: - Subscribing

    /// Subscribes `handle` to `sequence` now. An ``Events`` registers it with its source, which
    /// delivers through the delivery queue; any other sequence is read by a task, from an
    /// iterator made now (subscribing, for a sequence that subscribes when iterated), tracked as
    /// the runtime's work until it ends.
    static func subscribe<Sequence: AsyncSequence>(
        _ handle: @escaping @MainActor (Sequence.Element) -> Void,
        to sequence: Sequence,
        detector: LeakDetector
    ) -> DeliveryRegistration {
        if let source = sequence as? any DeliverySource<Sequence.Element> {
            return source.attachHandler(handle)
        }
        var iterator = sequence.makeAsyncIterator()
        let id = detector.reserveRuntimeWorkID()
        let task = Task { @MainActor in
            defer { detector.runtimeWorkDidEnd(id) }
            do {
                while let element = try await iterator.next(isolation: MainActor.shared) {
                    if Task.isCancelled { return }
                    // What the relays queued before this element goes first.
                    DeliveryQueue.drainIfIdle()
                    handle(element)
                }
            } catch {
                return  // a sequence that fails ends its subscription
            }
        }
        detector.trackRuntimeWork(task, id: id)
        return DeliveryRegistration { after in
            task.cancel()
            if let after { DeliveryQueue.enqueue(after) }
        }
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    /// Ends what was registered on the attached children and expects their views and objects
    /// to follow this node.
    private func deinitWork() -> MainActorDeinit.Work {
        let whileAttached = workWhileAttached
        let attached = attachedChildren
        let check = deallocationCheck
        let attachedPlacement = check == nil ? LeakPath(name: nodeName) : nil
        let ownID = ribID
        let detector = leakDetector
        return MainActorDeinit.Work {
            // This subclass's work runs before the router's withdraws its own check.
            // A check its node holds is pending, or kept with its path once it reported a leak.
            let placement = check?.path ?? attachedPlacement ?? LeakPath(name: "?")
            let tree = check.flatMap { detector.tree(ofCheck: $0.id) } ?? (detector.isWatched ? ownID : nil)
            for registration in whileAttached { registration.end(nil) }
            for record in attached.values {
                record.attachment.end()
                DetachedSubtreeChecks.expectParts(
                    view: record.view, parts: record.parts, ofChild: record.name, under: placement.ribPath,
                    tree: tree, detector: detector)
            }
        }
    }
}
