import RIBs

/// Player's view: it reads the state and the child views, and passes the user's actions to the
/// interactor. Adopt your UI here (an observable model of a SwiftUI view, a `TerminalView`
/// with RIBsTerminal).
@MainActor
final class PlayerView: ViewControllable {
    let state: StateContainer<PlayerState>
    let viewContainer: ViewContainer
    let interactor: any PlayerInteracting

    init(state: StateContainer<PlayerState>, viewContainer: ViewContainer, interactor: any PlayerInteracting) {
        self.state = state
        self.viewContainer = viewContainer
        self.interactor = interactor
    }
}
