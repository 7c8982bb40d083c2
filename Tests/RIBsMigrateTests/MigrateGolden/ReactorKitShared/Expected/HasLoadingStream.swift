import RIBs

protocol HasLoadingState {
    var isLoading: Bool { get }
}

/// What every screen's view reads, written once for every reactor of the module: when the
/// reactors become `StateReactor`s, the constraint names `StateReactor`.
@MainActor
protocol HasLoadingStream {
    var isLoadingStream: Events<Bool> { get }
}

extension HasLoadingStream where Self: StateReactor, Self.State: HasLoadingState {
    var isLoadingStream: Events<Bool> {
        state.map(\.isLoading)
    }
}
