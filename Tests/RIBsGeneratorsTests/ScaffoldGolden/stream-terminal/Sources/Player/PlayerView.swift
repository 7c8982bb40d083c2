import RIBs
import RIBsTerminal

/// Player's view, a screen of RIBsTerminal: it reads the state and the child views, and passes
/// the user's commands to the interactor.
@MainActor
final class PlayerView: TerminalView {
    let state: StateContainer<PlayerState>
    let viewContainer: ViewContainer
    let interactor: any PlayerInteracting

    init(state: StateContainer<PlayerState>, viewContainer: ViewContainer, interactor: any PlayerInteracting) {
        self.state = state
        self.viewContainer = viewContainer
        self.interactor = interactor
    }

    var title: String { "Player" }

    var commands: [String] { ["done"] }

    func render() -> [String] {
        // TODO: Draw Player from its state (state.…), with its children's views (viewContainer).
        []
    }

    func handle(_ command: String) -> Bool {
        switch command {
        case "done": interactor.finish()
        default: return false
        }
        return true
    }
}
