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

    /// What is on screen: the child on top, else this RIB's own screen.
    var topmost: any TerminalView { viewContainer.topmostTerminalView ?? self }

    func render() -> [String] {
        // TODO: Draw Player from its state (state.…).
        []
    }

    func handle(_ command: String) -> Bool {
        if viewContainer.forward(command) { return true }
        switch command {
        case "done": interactor.finish()
        default: return false
        }
        return true
    }
}
