import RVB

/// Form's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class FormView: FormControllable, FormActionableItem {
    private var note: BuiltRIB<NoteOutputs>?

    let node: RIBNode
    private let router: FormRouter
    private let dependency: FormDependency
    private let parameter: FormParameter
    private let finishedRelay = EventRelay<Void>()

    init(node: RIBNode, router: FormRouter, dependency: FormDependency, parameter: FormParameter) {
        self.node = node
        self.router = router
        self.dependency = dependency
        self.parameter = parameter
    }

    var finished: Events<Void> { finishedRelay.events }

    /// The user is done with Form.
    func finish() {
        finishedRelay.send(())
    }

    func presentNote() {
        guard note == nil else { return }
        let note = router.routeToNote()
        self.note = note
        node.attach(note, as: .present) { outputs, attachment in
            attachment.on(outputs.finished) { [weak self] in self?.noteFinished() }
            attachment.onDetach { [weak self] in self?.note = nil }
        }
    }

    func dismissNote() {
        guard let note else { return }
        node.detach(note)
    }

    // MARK: - Note's outputs

    func noteFinished() {
        // TODO: Note tells Form this: handle it, such as dismissNote().
    }

    // MARK: - FormActionableItem

    /// OpenNote's step in Form: opens Note, and goes on in it once it is attached.
    func openNote() async -> (any NoteActionableItem, Void)? {
        presentNote()
        return await node.waitForChild(
            (any NoteActionableItem).self, named: "Note", within: .seconds(60),
            for: "OpenNote's step in Form"
        ).map { ($0, ()) }
    }
}
