import RIBs

/// What a view (or a spec) does with the reactor: it sends actions, with no import of Rx.
@MainActor
func refreshTasks(of listener: TasksPresentableListener) {
    listener.action.send(.refresh)
}
