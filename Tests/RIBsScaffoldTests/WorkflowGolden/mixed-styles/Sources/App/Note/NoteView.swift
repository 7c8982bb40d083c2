import RIBs

/// Note's view: it reads the state and the child views, and passes the user's actions to the
/// interactor. Adopt your UI here (an observable model of a SwiftUI view, a `TerminalView`
/// with RIBsTerminal).
@MainActor
final class NoteView: ViewControllable {
    let state: StateContainer<NoteState>
    let viewContainer: ViewContainer
    let interactor: any NoteInteracting

    init(state: StateContainer<NoteState>, viewContainer: ViewContainer, interactor: any NoteInteracting) {
        self.state = state
        self.viewContainer = viewContainer
        self.interactor = interactor
    }
}
