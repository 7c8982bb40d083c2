import Observation

/// The observable state of a stream-style RIB: the view reads it, only the interactor writes it.
///
/// Who may write is decided by who holds the ``StateWriter``, not by which file a type is in: the
/// builder makes both, gives the container to the view and the writer to the interactor.
///
/// ```swift
/// struct Screen1State { var localCount = 0 }
/// let (state, writer) = StateContainer.make(Screen1State())
/// let interactor = Screen1Interactor(state: writer)   // writer.update { $0.localCount += 1 }
/// let view = Screen1View(state: state)                // reads state.localCount
/// ```
@MainActor
@Observable
@dynamicMemberLookup
public final class StateContainer<State> {
    /// The current state.
    public internal(set) var state: State

    private init(_ state: State) {
        self.state = state
    }

    /// Makes a container holding `initial` and the only writer of it.
    public static func make(_ initial: State) -> (container: StateContainer<State>, writer: StateWriter<State>) {
        let container = StateContainer(initial)
        return (container, StateWriter(container: container))
    }

    /// A property of the state: `container.localCount` reads `container.state.localCount`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }
}
