import RIBs

/// What Note needs from its parent: a struct, streams included (a `ValueRelay` for a value the
/// parent shares).
struct NoteDependency {}

/// What Note tells its parent: streams the parent subscribes to when it attaches Note, which
/// end when Note is detached.
struct NoteOutputs {
    /// Note is done: its parent detaches it.
    let finished: Events<Void>
}

/// Makes Note's parts and returns them with its node, view and outputs; the parent keeps the
/// parts while Note is attached.
@MainActor
struct NoteBuilder {
    let dependency: NoteDependency

    func build() -> BuiltRIB<NoteOutputs> {
        let node = RIBNode(name: "Note")
        let (state, writer) = StateContainer.make(NoteState())
        let router = NoteRouter(node: node)
        let interactor = NoteInteractor(state: writer, dependency: dependency, router: router)
        let view = NoteView(state: state, viewContainer: node.viewContainer, interactor: interactor)
        let outputs = NoteOutputs(finished: interactor.finished.events)
        return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [router, interactor])
    }
}
