import Testing

@testable import RIBs

/// The interactor's activation as a pure state machine, tested exhaustively: every state,
/// reached through events as the interactor reaches it, against every event.
@Suite struct ActivationStateMachineTests {
    typealias Machine = ActivationStateMachine
    typealias State = ActivationStateMachine.State

    enum Event: CaseIterable, CustomTestStringConvertible {
        case activateAsRoot, activateUnderActive, activateUnderInactive, deactivate
        case parentBecameActive, parentBecameInactive, stored, releaseOnMainActor, releaseElsewhere

        var testDescription: String { "\(self)" }

        func apply(to machine: inout Machine) -> Machine.Action? {
            switch self {
            case .activateAsRoot: return machine.activate(under: .none)
            case .activateUnderActive: return machine.activate(under: .active)
            case .activateUnderInactive: return machine.activate(under: .inactive)
            case .deactivate: return machine.deactivate()
            case .parentBecameActive: return machine.parentDidChange(isActive: true)
            case .parentBecameInactive: return machine.parentDidChange(isActive: false)
            case .stored:
                machine.stored()
                return nil
            case .releaseOnMainActor: return machine.release(onMainActor: true)
            case .releaseElsewhere: return machine.release(onMainActor: false)
            }
        }
    }

    /// Each state, reached from a new machine by the events the interactor sends.
    static func reach(_ state: State) -> Machine {
        var machine = Machine()
        let path: [Event] =
            switch state {
            case .inactive: []
            case .activating: [.activateAsRoot]
            case .active: [.activateAsRoot, .stored]
            case .resigning: [.activateAsRoot, .stored, .deactivate]
            case .resigningToFinish: [.activateAsRoot, .stored, .releaseOnMainActor]
            case .finished: [.releaseOnMainActor]
            }
        for event in path { _ = event.apply(to: &machine) }
        return machine
    }

    /// What each event does in each state: the specification, written out.
    static func expected(_ state: State, _ event: Event) -> (action: Machine.Action?, next: State) {
        switch (state, event) {
        case (.inactive, .activateAsRoot), (.inactive, .activateUnderActive), (.inactive, .parentBecameActive):
            (.becomeActive, .activating)
        case (.inactive, .activateUnderInactive): (.reportParentInactive, .inactive)
        case (.inactive, .releaseOnMainActor), (.inactive, .releaseElsewhere): (.finish, .finished)
        case (.inactive, _): (nil, .inactive)

        case (.activating, .stored): (nil, .active)
        case (.activating, .releaseOnMainActor), (.activating, .releaseElsewhere): (.finish, .finished)
        case (.activating, _): (nil, .activating)

        case (.active, .deactivate), (.active, .parentBecameInactive): (.resignActive, .resigning)
        case (.active, .releaseOnMainActor): (.resignActiveAndFinish, .resigningToFinish)
        case (.active, .releaseElsewhere): (.endPeriodAndFinish, .finished)
        case (.active, _): (nil, .active)

        case (.resigning, .stored): (nil, .inactive)
        case (.resigning, .releaseOnMainActor), (.resigning, .releaseElsewhere): (.finish, .finished)
        case (.resigning, _): (nil, .resigning)

        case (.resigningToFinish, .stored): (nil, .finished)
        case (.resigningToFinish, _): (nil, .resigningToFinish)

        case (.finished, _): (nil, .finished)
        }
    }

    @Test(arguments: State.allCases, Event.allCases)
    func eachEventInEachState(state: State, event: Event) {
        var machine = Self.reach(state)
        #expect(machine.state == state)
        let action = event.apply(to: &machine)
        let expected = Self.expected(state, event)
        #expect(action == expected.action)
        #expect(machine.state == expected.next)
    }

    /// The interactor reads as active from the store of `true` to the store of `false`: inside
    /// `didBecomeActive()` and `willResignActive()` alike.
    @Test(arguments: State.allCases)
    func readsAsActiveBetweenTheStores(state: State) {
        let active: Set<State> = [.active, .resigning, .resigningToFinish]
        #expect(Self.reach(state).isActive == active.contains(state))
    }
}
