/// The business logic of a RIB, with an active/inactive lifecycle.
///
/// A router activates its interactor when the RIB is attached under an active parent and
/// deactivates it when the RIB is detached. Subclasses override ``didBecomeActive()`` to start
/// work and ``willResignActive()`` to stop it; a subscription bound with
/// `EventSubscription.cancelOnDeactivate(interactor:)` (Uber's `disposeOnDeactivate`), work
/// started with ``whileActive(named:fileID:line:_:)`` and tasks bound with `Task.cancelOnDeactivate(interactor:)`
/// end for them on deactivation.
///
/// ```swift
/// final class LoginInteractor: PresentableInteractor<LoginPresentable>, LoginInteractable {
///     override func didBecomeActive() {
///         super.didBecomeActive()
///         sessions.subscribe(onNext: { [weak self] session in self?.router?.routeToHome(session) })
///             .cancelOnDeactivate(interactor: self)
///     }
/// }
/// ```
///
/// The order of events is Uber's: `activate()` marks the scope active, notifies observers (the
/// router activates its children), then calls `didBecomeActive()`; `deactivate()` calls
/// `willResignActive()`, cancels bound work, then marks the scope inactive and notifies.
@MainActor
open class Interactor: Interactable {
    // Main-actor state; observers are called after each mutation ends (see ActiveStateStorage),
    // so the dynamic exclusivity checks the compiler would add are dropped.
    @exclusivity(unchecked) private var state = ActiveStateStorage()
    /// Which phase of its lifecycle the interactor is in; ``perform(_:)`` runs what it returns.
    @exclusivity(unchecked) private var activation = ActivationStateMachine()
    @exclusivity(unchecked) private var activeWork = ActiveWorkBag()
    /// The router that owns this interactor, told first of every change without an observer
    /// allocation. It lets go in its deinit (``routerDidDeallocate()``), so the reference never
    /// dangles.
    final unowned(unsafe) var owningRouter: (any InteractorOwner)?
    /// The check that this interactor deallocates, which its router made when it deallocated;
    /// withdrawn by this interactor's deinit. Its path is where the RIB last stood.
    private(set) final var deallocationCheck: DeallocationCheck?

    /// Creates an inactive interactor.
    public init() {}

    /// Whether the interactor is active: between `didBecomeActive()` and `willResignActive()`.
    public final var isActive: Bool { activation.isActive }

    /// The active state now, then each change: a handler subscribed with
    /// ``Events/subscribe(onNext:)`` has each change before `activate()` or `deactivate()`
    /// returns, as Uber's `BehaviorSubject`; finishes when the interactor is freed.
    public final var isActiveStream: Events<Bool> { state.stream() }

    /// Calls `observer` on the main actor with each change of the active state, until removed.
    @discardableResult
    public final func observeActiveState(_ observer: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation {
        state.addObserver(observer)
    }

    /// Stops the observer that `observation` names; removing it twice does nothing.
    public final func removeActiveStateObserver(_ observation: ActiveStateObservation) {
        state.removeObserver(observation)
    }

    /// Activates the interactor; does nothing if it is already active.
    ///
    /// An interactor whose RIB is attached under an inactive parent stays inactive (the parent
    /// activates it when it becomes active itself), so a subtree is never active under an
    /// inactive ancestor; the call is reported through ``RIBsDiagnostics``.
    public final func activate() {
        let parent: ActivationStateMachine.Parent =
            switch owningRouter?.parentIsActive {
            case nil: .none
            case true?: .active
            case false?: .inactive
            }
        perform(activation.activate(under: parent))
    }

    /// Deactivates the interactor; does nothing if it is already inactive.
    public final func deactivate() {
        perform(activation.deactivate())
    }

    /// The owning router's parent changed its active state, or attached the RIB under a parent
    /// in that state: the interactor follows, without asking the router again.
    final func parentDidChangeActiveState(_ isActive: Bool) {
        perform(activation.parentDidChange(isActive: isActive))
    }

    /// Runs what the activation state machine asked for. What an activation or a resignation
    /// sends is handled once the subtree has followed (DeliveryQueue).
    private func perform(_ action: ActivationStateMachine.Action?) {
        switch action {
        case nil: return
        case .reportParentInactive?:
            let router = owningRouter?.diagnosticName ?? "\(type(of: self))"
            RIBsDiagnostics.report(
                "activate(): \(router) stays inactive: its parent is inactive. It becomes active when its parent does."
            )
        case .becomeActive?:
            DeliveryQueue.holding { becomeActive() }
        case .resignActive?:
            DeliveryQueue.holding { resignActive() }
        case .resignActiveAndFinish?:
            DeliveryQueue.holding { resignActive() }
            state.finish()
        case .endPeriodAndFinish?:
            // Off the main actor: nothing is delivered or published from here.
            RIBsDiagnostics.report(
                "\(type(of: self)) was released active, off the main actor: willResignActive() did not run. "
                    + "Deactivate an interactor before its last reference goes, on the main actor."
            )
            activeWork.endPeriod()
            state.finish()
        case .finish?:
            state.finish()
        }
    }

    /// Out of line: an activation nobody watches pays a flag's read, not this code.
    @inline(never)
    private func reportToSink(_ kind: RIBEvent.Kind, since start: UInt64) {
        if let owningRouter {
            RIBEventSink.report(kind, of: owningRouter, since: start)
        } else {
            RIBEventSink.report(kind, named: "\(type(of: self))", since: start)
        }
    }

    private func becomeActive() {
        let start = RIBEventSink.start()
        activeWork.beginPeriod()
        store(true)
        didBecomeActive()
        if RIBEventSink.wantsEvents { reportToSink(.activated, since: start) }
    }

    private func resignActive() {
        let start = RIBEventSink.start()
        willResignActive()
        activeWork.endPeriod()
        store(false)
        if RIBEventSink.wantsEvents { reportToSink(.deactivated, since: start) }
    }

    /// The new state stored (which ends the machine's phase), then followed: the router's
    /// children first, then the observers.
    private func store(_ isActive: Bool) {
        let observers = state.setActive(isActive) ?? []
        // Delivered once the change is complete (this runs inside `DeliveryQueue.holding`), but
        // sent now: a subscription made by an observer below replays the new state, once.
        state.publisher?.send(isActive)
        activation.stored()
        owningRouter?.interactorDidChangeActiveState(isActive)
        observers.notify(isActive) { state.isObserving($0) }
    }

    /// Called once each time the interactor becomes active. Call `super` when overriding.
    open func didBecomeActive() {}

    /// Called once each time the interactor is about to become inactive. Call `super` when
    /// overriding.
    open func willResignActive() {}

    /// Called when the person using the app closed the view of a child RIB (a sheet pulled down,
    /// a back swipe, the terminal's back key), after this interactor's router detached it
    /// (``UserClosing``): once for each closing. `name` is the child's, as in tree paths
    /// ("CreateAccount"). Override it to act on it, as on a cancel: record it, route elsewhere.
    open func userDidCloseChild(named name: String) {}

    /// Runs `operation` in a task that is cancelled when the interactor deactivates.
    ///
    /// When the interactor is inactive the operation does not run: the call returns `nil` and
    /// says so through ``RIBsDiagnostics``, as Uber's `disposeOnDeactivate` disposes at once.
    ///
    /// `name` names the work where RIBsTesting's harness reports it still running at the end
    /// of a test (and where a test declares it expected); without one, the call site does.
    @discardableResult
    public final func whileActive(
        named name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        _ operation: sending @escaping @MainActor () async -> Void
    ) -> Task<Void, Never>? {
        guard state.isActive else {
            RIBsDiagnostics.report(
                "whileActive: \(type(of: self)) is inactive, so the operation was not started. "
                    + "Start work in didBecomeActive() or later."
            )
            return nil
        }
        return activeWork.startTask(label: WorkLabel(name, what: "whileActive", fileID: fileID, line: line), operation)
        {
            [weak self] id in self?.activeWork.remove(id)
        }
    }

    /// Binds a cancellation to the current active period: it runs on deactivation, or at once
    /// (with a diagnostic) when the interactor is inactive. Returns its id, `nil` if not bound.
    @discardableResult
    final func bindToActivePeriod(
        _ cancel: @escaping @MainActor () -> Void, what: String, kind: ActiveWorkBag.Kind = .task, label: WorkLabel
    ) -> UInt64? {
        guard state.isActive else {
            RIBsDiagnostics.report(
                "\(what): \(type(of: self)) is inactive, so the work was cancelled at once. "
                    + "Bind work in didBecomeActive() or later."
            )
            cancel()
            return nil
        }
        return activeWork.insert(id: activeWork.reserveID(), kind: kind, label: label, cancel)
    }

    /// Forgets bound work that ended on its own.
    final func activeWorkDidEnd(_ id: UInt64) {
        activeWork.remove(id)
    }

    /// How many tasks (and other running work) of the current active period have not ended:
    /// what `RIBsTesting`'s harness reports as still running. Subscriptions only wait for
    /// elements, and are not counted.
    package var activeWorkCount: Int { activeWork.count }

    /// How many tasks and subscriptions are bound to the current active period: what the
    /// inspector shows (a RIB that follows a stream with `subscribe(onNext:)` and
    /// `cancelOnDeactivate` has one, as one that follows it in `whileActive` does).
    package var boundWorkCount: Int { activeWork.boundCount }

    /// The tasks (and other running work) of the current active period that have not ended,
    /// labelled: what RIBsTesting's harness names.
    package var runningWork: [WorkLabel] { activeWork.running }

    /// The subscriptions bound to the current active period, labelled.
    package var boundSubscriptions: [WorkLabel] { activeWork.subscriptions }

    /// The workers started with this interactor as their scope. A worker takes itself out when
    /// it stops; held weakly, as one released off the main actor cannot.
    private(set) final var startedWorkers: [ObjectIdentifier: StartedWorker] = [:]

    /// A worker started with this interactor as its scope.
    struct StartedWorker {
        let name: String
        weak var worker: Worker?
    }

    /// Called by a worker that starts or stops with this interactor as its scope.
    final func worker(_ worker: Worker, didStart: Bool) {
        startedWorkers[ObjectIdentifier(worker)] =
            didStart ? StartedWorker(name: String(describing: type(of: worker)), worker: worker) : nil
    }

    /// The started workers, by name, each with whether it runs: what the tree and the inspector
    /// show (`LocationWorker (running)`).
    package var workerStates: [String] {
        startedWorkers.values.compactMap { started in
            started.worker.map { "\(started.name) (\($0.isRunning ? "running" : "started, not running"))" }
        }.sorted()
    }

    /// The started workers, for RIBsTesting's harness to name what they left running.
    package var workers: [Worker] {
        startedWorkers.values.sorted { $0.name < $1.name }.compactMap(\.worker)
    }

    deinit {
        MainActorDeinit.run { self.remains() }
    }

    // MARK: - What the owning router tells

    /// Called by the router that is about to own this interactor.
    final func adopt(by router: any InteractorOwner) {
        if let owner = owningRouter {
            misuse(
                "Router: \(type(of: self)) already belongs to \(owner.diagnosticName). Each RIB needs its own interactor."
            )
        }
        owningRouter = router
    }

    /// Called by the owning router as it deallocates: this interactor no longer tells it.
    final func routerDidDeallocate() {
        owningRouter = nil
    }

    /// Called by the owning router as it deallocates: this interactor is expected to follow.
    final func expectDeallocation(_ check: DeallocationCheck) {
        deallocationCheck = check
    }

    /// Deactivates the interactor if it is still active, ends its streams, and withdraws the
    /// leak check of its deallocation: it did deallocate.
    private func remains() -> WithdrawnCheck {
        // Asking which thread runs this is a lookup, and only an active interactor's release
        // depends on the answer (an inactive one only ends its streams, wherever it is). Off the
        // main actor the machine answers with what may run there.
        perform(activation.release(onMainActor: activation.isActive && MainQueue.isCurrent))
        return WithdrawnCheck(check: deallocationCheck)  // it did deallocate
    }
}
