import ReactorKit
import RxSwift

protocol HasLoadingState {
    var isLoading: Bool { get }
}

/// What every screen's view reads, written once for every reactor of the module: when the
/// reactors become `StateReactor`s, the constraint names `StateReactor`.
protocol HasLoadingStream {
    var isLoadingStream: Observable<Bool> { get }
}

extension HasLoadingStream where Self: Reactor, Self.State: HasLoadingState {
    var isLoadingStream: Observable<Bool> {
        state.map(\.isLoading)
    }
}
