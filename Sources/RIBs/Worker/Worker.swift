/// A unit of business logic with its own lifecycle, started by an interactor and tied to its
/// active scope.
///
/// ``didStart(_:)`` is called each time the worker is started and its scope is active (at
/// `start` if the scope is active already, else when it becomes active); ``didStop()`` each time
/// the scope resigns or the worker stops while running. A subscription bound with
/// `EventSubscription.cancelOnStop(_:)` (Uber's `disposeOnStop`), and work started with
/// ``whileRunning(named:fileID:line:_:)`` or bound with `Task.cancelOnStop(_:)`, end with the running period. The
/// worker keeps its scope weakly.
///
/// ```swift
/// final class LocationWorker: Worker {
///     override func didStart(_ interactorScope: any InteractorScope) {
///         super.didStart(interactorScope)
///         locations.subscribe(onNext: { [store] fix in store.record(fix) }).cancelOnStop(self)
///     }
/// }
/// // in an interactor:
/// override func didBecomeActive() { super.didBecomeActive(); locationWorker.start(self) }
/// ```
@MainActor
open class Worker: Working {
    private var machine = WorkerStateMachine()
    private weak var scope: (any InteractorScope)?
    private var scopeObservation: ActiveStateObservation?
    private var runningWork = ActiveWorkBag()
    private var startedSubscribers = OwnedEvents<Bool>(replaysLatest: true)

    /// Creates a stopped worker.
    public init() {}

    /// Whether the worker is started (bound to an interactor scope), whether or not that scope is active.
    public final var isStarted: Bool { machine.isStarted }

    /// Whether the worker is started now, then each change, delivered to a handler before
    /// `start(_:)` or `stop()` returns, as Uber's `BehaviorSubject`.
    public final var isStartedStream: Events<Bool> { startedSubscribers.events(current: machine.isStarted) }

    /// Binds the worker to `interactorScope`: `didStart(_:)` runs each time the scope becomes active (now, if
    /// it is), `didStop()` each time it resigns. Starting a started worker does nothing.
    public final func start(_ interactorScope: any InteractorScope) {
        let wasStarted = machine.isStarted
        let actions = machine.start(scopeIsActive: interactorScope.isActive)
        if !wasStarted {
            // Recorded and sent before `didStart(_:)` runs, as Uber's subject was: a handler sees
            // a worker its interactor lists, and a subscription `didStart` makes replays `true` once.
            (interactorScope as? Interactor)?.worker(self, didStart: true)
            startedSubscribers.sink?.send(true)
        }
        perform(actions, scope: interactorScope)
        if !wasStarted, RIBEventSink.wantsEvents {
            RIBEventSink.report(
                .workerStarted, onScope: interactorScope, detail: String(describing: type(of: self)), since: 0)
        }
    }

    /// Unbinds the worker; `didStop()` runs if it was running. Stopping a stopped worker does nothing.
    public final func stop() {
        let wasStarted = machine.isStarted
        let scope = self.scope
        perform(machine.stop(), scope: scope)
        if wasStarted {
            (scope as? Interactor)?.worker(self, didStart: false)
            startedSubscribers.sink?.send(false)
            if let scope {
                if RIBEventSink.wantsEvents {
                    RIBEventSink.report(
                        .workerStopped, onScope: scope, detail: String(describing: type(of: self)), since: 0)
                }
            }
        }
    }

    /// Called each time a running period begins: the worker is started and its scope active.
    /// Call `super` when overriding.
    open func didStart(_ interactorScope: any InteractorScope) {}

    /// Called each time a running period ends. Call `super` when overriding.
    open func didStop() {}

    /// Runs `operation` in a task cancelled when the running period ends; returns `nil` (and
    /// says so through ``RIBsDiagnostics``) when the worker is not running.
    ///
    /// `name` names the work where RIBsTesting's harness reports it still running at the end of
    /// a test; without one, the call site does.
    @discardableResult
    public final func whileRunning(
        named name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        _ operation: sending @escaping @MainActor () async -> Void
    ) -> Task<Void, Never>? {
        guard machine.isRunning else {
            RIBsDiagnostics.report(
                "whileRunning: \(type(of: self)) is not running, so the operation was not started. Start work in didStart(_:)."
            )
            return nil
        }
        let label = WorkLabel(name, what: "whileRunning", fileID: fileID, line: line)
        return runningWork.startTask(label: label, operation) { [weak self] id in self?.runningWork.remove(id) }
    }

    /// The tasks (and other running work) of the current running period, labelled: what
    /// RIBsTesting's harness names.
    package var runningTasks: [WorkLabel] { runningWork.running }

    /// Whether the worker runs now: started, and its scope active. What a test asks to see that
    /// the worker follows its RIB's lifecycle.
    public final var isRunning: Bool { machine.isRunning }

    final func bindToRunningPeriod(
        _ cancel: @escaping @MainActor () -> Void, what: String, kind: ActiveWorkBag.Kind = .task, label: WorkLabel
    ) {
        guard machine.isRunning else {
            RIBsDiagnostics.report(
                "\(what): \(type(of: self)) is not running, so the work was cancelled at once. Bind work in didStart(_:)."
            )
            cancel()
            return
        }
        runningWork.insert(id: runningWork.reserveID(), kind: kind, label: label, cancel)
    }

    private func perform(_ actions: [WorkerStateMachine.Action], scope: (any InteractorScope)?) {
        for action in actions {
            switch action {
            case .bindScope:
                guard let scope else { continue }
                self.scope = scope
                scopeObservation = scope.observeActiveState { [weak self] isActive in
                    guard let self else { return }
                    self.perform(self.machine.scopeDidChange(isActive: isActive), scope: self.scope)
                }
            case .unbindScope:
                if let scopeObservation, let scope { scope.removeActiveStateObserver(scopeObservation) }
                scopeObservation = nil
                self.scope = nil
            case .didStart:
                runningWork.beginPeriod()
                if let scope { didStart(scope) }
            case .didStop:
                runningWork.endPeriod()
                didStop()
            }
        }
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    /// Stops the worker (its bound work ends) and ends its streams.
    private func deinitWork() -> MainActorDeinit.Work {
        if MainQueue.isCurrent {
            stop()
        } else {
            runningWork.endPeriod()
        }
        startedSubscribers.finish()
        return .none
    }
}
