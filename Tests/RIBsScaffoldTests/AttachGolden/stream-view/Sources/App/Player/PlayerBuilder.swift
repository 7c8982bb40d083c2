import RIBs

/// What Player needs from its parent: a struct, streams included (a `ValueRelay` for a value the
/// parent shares).
struct PlayerDependency {}

/// What Player tells its parent: streams the parent subscribes to when it attaches Player, which
/// end when Player is detached.
struct PlayerOutputs {
    /// Player is done: its parent detaches it.
    let finished: Events<Void>
}

/// Makes Player's parts and returns them with its node, view and outputs; the parent keeps the
/// parts while Player is attached.
@MainActor
struct PlayerBuilder {
    let dependency: PlayerDependency

    func build() -> BuiltRIB<PlayerOutputs> {
        let node = RIBNode(name: "Player")
        let (state, writer) = StateContainer.make(PlayerState())
        let router = PlayerRouter(
            node: node,
            settingsBuilder: SettingsBuilder(dependency: PlayerSettingsComponent(dependency: dependency)))
        let interactor = PlayerInteractor(state: writer, dependency: dependency, router: router)
        let view = PlayerView(state: state, viewContainer: node.viewContainer, interactor: interactor)
        let outputs = PlayerOutputs(finished: interactor.finished.events)
        return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [router, interactor])
    }
}
