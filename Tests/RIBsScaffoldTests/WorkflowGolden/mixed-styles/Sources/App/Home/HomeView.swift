import RIBs

/// Home's view: it reads the state and the child views, and passes the user's actions to the
/// interactor. Adopt your UI here (an observable model of a SwiftUI view, a `TerminalView`
/// with RIBsTerminal).
@MainActor
final class HomeView: ViewControllable {
    let state: StateContainer<HomeState>
    let viewContainer: ViewContainer
    let interactor: any HomeInteracting

    init(state: StateContainer<HomeState>, viewContainer: ViewContainer, interactor: any HomeInteracting) {
        self.state = state
        self.viewContainer = viewContainer
        self.interactor = interactor
    }
}
