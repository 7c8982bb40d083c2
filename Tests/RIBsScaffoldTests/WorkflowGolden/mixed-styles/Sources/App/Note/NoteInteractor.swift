import RIBs

/// What Note's view shows. Only the interactor, which holds the writer, changes it.
struct NoteState {}

/// What Note's view calls: the user's actions.
@MainActor
protocol NoteInteracting: AnyObject {
    func finish()
}

/// Note's business logic: it writes the state, routes through the router, and sends the
/// outputs.
@MainActor
final class NoteInteractor: NoteInteracting, NoteActionableItem {
    private let state: StateWriter<NoteState>
    private let dependency: NoteDependency
    private let router: NoteRouter
    let finished = EventRelay<Void>()

    init(state: StateWriter<NoteState>, dependency: NoteDependency, router: NoteRouter) {
        self.state = state
        self.dependency = dependency
        self.router = router
    }

    func finish() {
        finished.send(())
    }

    // MARK: - NoteActionableItem

    /// OpenNote's last step: what the link asks of Note.
    func openNote(account: String) -> (any NoteActionableItem, Void)? {
        // TODO: Do what the link asks, such as router.routeTo…(…).
        return (self, ())
    }
}
