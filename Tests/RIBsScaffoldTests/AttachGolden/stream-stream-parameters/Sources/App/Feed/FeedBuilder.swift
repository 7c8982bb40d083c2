import RIBs

/// What Feed needs from its parent: a struct, streams included (a `ValueRelay` for a value the
/// parent shares).
struct FeedDependency {
    let volume: Int
}

/// What Feed tells its parent: streams the parent subscribes to when it attaches Feed, which
/// end when Feed is detached.
struct FeedOutputs {
    /// Feed is done: its parent detaches it.
    let finished: Events<Void>
}

/// Makes Feed's parts and returns them with its node, view and outputs; the parent keeps the
/// parts while Feed is attached.
@MainActor
struct FeedBuilder {
    let dependency: FeedDependency

    func build() -> BuiltRIB<FeedOutputs> {
        let node = RIBNode(name: "Feed")
        let (state, writer) = StateContainer.make(FeedState())
        let router = FeedRouter(
            node: node,
            playerBuilder: PlayerBuilder(dependency: PlayerDependency(volume: dependency.volume)))
        let interactor = FeedInteractor(state: writer, dependency: dependency, router: router)
        let view = FeedView(state: state, viewContainer: node.viewContainer, interactor: interactor)
        let outputs = FeedOutputs(finished: interactor.finished.events)
        return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [router, interactor])
    }
}
