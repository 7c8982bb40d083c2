import RIBs

// The stream-style RIB of *Choosing a style*: a player whose position advances on the clock its
// parent gives it, which a classic parent attaches (EpisodesRouter).

/// What Player needs from its parent, the clock included, so that a test steps it.
struct PlayerDependency {
    let episode: String
    let clock: any Clock<Duration>
}

/// What Player tells its parent.
struct PlayerOutputs {
    let closed: Events<Void>
}

/// What Player's view shows; only the interactor writes it.
struct PlayerState {
    var position = 0
}

/// Player's logic: it advances the position each second while Player is active, on the clock
/// its dependency gives.
@MainActor
final class PlayerInteractor {
    let state: StateWriter<PlayerState>
    let closing = EventRelay<Void>()

    init(state: StateWriter<PlayerState>) {
        self.state = state
    }

    func play(on node: RIBNode, clock: any Clock<Duration>) {
        node.whenActive(named: "playback") { [state] in
            while (try? await clock.sleep(for: .seconds(1))) != nil {
                state.update { $0.position += 1 }
            }
        }
    }

    func close() {
        closing.send(())
    }
}

/// Player's view: it reads the state through its container, and calls the interactor.
@MainActor
final class PlayerView: ViewControllable {
    let state: StateContainer<PlayerState>
    let interactor: PlayerInteractor

    init(state: StateContainer<PlayerState>, interactor: PlayerInteractor) {
        self.state = state
        self.interactor = interactor
    }

    var line: String { "▶ \(state.position) s" }
}

/// Makes Player's parts and returns them with its node, view and outputs.
@MainActor
struct PlayerBuilder {
    let dependency: PlayerDependency

    func build() -> BuiltRIB<PlayerOutputs> {
        let node = RIBNode(name: "Player")
        let (state, writer) = StateContainer.make(PlayerState())
        let interactor = PlayerInteractor(state: writer)
        interactor.play(on: node, clock: dependency.clock)
        let view = PlayerView(state: state, interactor: interactor)
        let outputs = PlayerOutputs(closed: interactor.closing.events)
        return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [interactor])
    }
}
