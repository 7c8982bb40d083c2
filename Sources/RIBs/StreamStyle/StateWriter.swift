/// The right to change a ``StateContainer``: held by the interactor.
@MainActor
public struct StateWriter<State> {
    private let container: StateContainer<State>

    init(container: StateContainer<State>) {
        self.container = container
    }

    /// The current state.
    public var state: State { container.state }

    /// Changes the state in place; observers of the container see one change.
    public func update(_ change: (inout State) -> Void) {
        var state = container.state
        change(&state)
        container.state = state
    }
}
