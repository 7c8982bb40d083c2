/// The active state of an interactor as a pure state machine: events in, actions out.
///
/// An interactor is inactive until it activates and after it resigns; it never activates under
/// an inactive parent; once released it never activates again. Activation and resignation are
/// phases, not instants: while `willResignActive()` runs the interactor is still active, and a
/// call to `activate()` or `deactivate()` made from there does nothing. The interactor runs the
/// action an event returns and reports ``stored()`` when it has stored the new state, which ends
/// the phase. Kept free of observers, routers and tasks, so every state and event is tested
/// directly.
///
/// An action is a whole sequence rather than a list of steps: every attach, detach and release
/// runs one, and walking a list of steps cost the tree benchmark 3% more instructions.
struct ActivationStateMachine: Equatable {
    enum State: Equatable, CaseIterable {
        case inactive
        /// Between `activate` and the store of `true`.
        case activating
        case active
        /// Between `deactivate` and the store of `false`.
        case resigning
        /// Resigning because the interactor is being released: finished after the store.
        case resigningToFinish
        /// Released: nothing changes any more.
        case finished
    }

    /// What the interactor stands under when asked to activate.
    enum Parent: Equatable, CaseIterable {
        /// No router, or a router with no parent (a root).
        case none
        case active
        case inactive
    }

    /// What the interactor runs for an event. Each is a fixed sequence, in Uber's order.
    enum Action: Equatable {
        /// Say that the interactor stays inactive because its parent is inactive.
        case reportParentInactive
        /// Open the active period that work binds to; store `true` and send it to the streams
        /// (then report ``stored()``); the owning router's children follow; call the observers;
        /// call `didBecomeActive()`; publish `.activated`.
        case becomeActive
        /// Call `willResignActive()`; end the active period, cancelling the work bound to it;
        /// store `false` (then report ``stored()``); the children follow; call the observers;
        /// publish `.deactivated`.
        case resignActive
        /// ``resignActive``, then ``finish``: an active interactor released on the main actor.
        case resignActiveAndFinish
        /// Say that the interactor was released active off the main actor, where
        /// `willResignActive()` cannot run; end the active period; then ``finish``.
        case endPeriodAndFinish
        /// Drop the observers and end the streams.
        case finish
    }

    private(set) var state = State.inactive

    /// Whether the interactor reads as active: from the store of `true` to the store of `false`.
    var isActive: Bool { state == .active || state == .resigning || state == .resigningToFinish }

    /// `activate()` was called, or the parent became active (`under: .active`).
    mutating func activate(under parent: Parent) -> Action? {
        guard state == .inactive else { return nil }
        guard parent != .inactive else { return .reportParentInactive }
        state = .activating
        return .becomeActive
    }

    /// `deactivate()` was called, or the parent became inactive.
    mutating func deactivate() -> Action? {
        guard state == .active else { return nil }
        state = .resigning
        return .resignActive
    }

    /// The parent's state changed, or the RIB was attached under a parent in that state: an
    /// interactor follows its parent, without asking it again.
    mutating func parentDidChange(isActive: Bool) -> Action? {
        isActive ? activate(under: .active) : deactivate()
    }

    /// The interactor stored the state its action asked for: the phase ends.
    mutating func stored() {
        switch state {
        case .activating: state = .active
        case .resigning: state = .inactive
        case .resigningToFinish: state = .finished
        case .inactive, .active, .finished: break
        }
    }

    /// The interactor is being released. On the main actor an active one resigns as usual
    /// first; elsewhere `willResignActive()` cannot run on it, and only its work ends.
    mutating func release(onMainActor: Bool) -> Action? {
        switch state {
        case .active where onMainActor:
            state = .resigningToFinish
            return .resignActiveAndFinish
        case .active:
            state = .finished
            return .endPeriodAndFinish
        case .resigningToFinish, .finished:
            return nil
        case .inactive, .activating, .resigning:
            state = .finished
            return .finish
        }
    }
}
