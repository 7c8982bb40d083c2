import RIBs

/// Screen's view: it reads the state and the child views, and passes the user's actions to the
/// interactor. Adopt your UI here (an observable model of a SwiftUI view, a `TerminalView`
/// with RIBsTerminal).
@MainActor
final class ScreenView: ViewControllable {
    let state: StateContainer<ScreenState>
    let viewContainer: ViewContainer
    let interactor: any ScreenInteracting

    init(state: StateContainer<ScreenState>, viewContainer: ViewContainer, interactor: any ScreenInteracting) {
        self.state = state
        self.viewContainer = viewContainer
        self.interactor = interactor
    }
}
