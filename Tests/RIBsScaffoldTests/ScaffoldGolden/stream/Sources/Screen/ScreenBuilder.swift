import RIBs

/// What Screen needs from its parent: a struct, streams included (a `ValueRelay` for a value the
/// parent shares).
struct ScreenDependency {}

/// What Screen tells its parent: streams the parent subscribes to when it attaches Screen, which
/// end when Screen is detached.
struct ScreenOutputs {
    /// Screen is done: its parent detaches it.
    let finished: Events<Void>
}

/// Makes Screen's parts and returns them with its node, view and outputs; the parent keeps the
/// parts while Screen is attached.
@MainActor
struct ScreenBuilder {
    let dependency: ScreenDependency

    func build() -> BuiltRIB<ScreenOutputs> {
        let node = RIBNode(name: "Screen")
        let (state, writer) = StateContainer.make(ScreenState())
        let router = ScreenRouter(node: node)
        let interactor = ScreenInteractor(state: writer, dependency: dependency, router: router)
        let view = ScreenView(state: state, viewContainer: node.viewContainer, interactor: interactor)
        let outputs = ScreenOutputs(finished: interactor.finished.events)
        return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [router, interactor])
    }
}
