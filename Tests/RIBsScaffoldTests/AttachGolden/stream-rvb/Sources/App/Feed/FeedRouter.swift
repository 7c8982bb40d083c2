import RIBs
import RVB

/// Attaches and detaches Feed's children through its node: `node.attach(child, as: .push) { outputs,
/// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
@MainActor
final class FeedRouter {
    private let formBuilder: FormBuilder
    private var form: (any FormControllable)?

    let node: RIBNode

    init(node: RIBNode, formBuilder: FormBuilder) {
        self.formBuilder = formBuilder
        self.node = node
    }

    func routeToForm(listener: FeedInteractor) {
        guard form == nil else { return }
        let form = formBuilder.build(with: FormParameter())
        self.form = form
        node.attach(module: form, as: .present) { module, attachment in
            attachment.on(module.finished) { [weak listener] in listener?.formFinished() }
            attachment.on(module.saved) { [weak listener] value in listener?.formSaved(value) }
            attachment.onDetach { [weak self] in self?.form = nil }
        }
    }

    func detachForm() {
        guard let form else { return }
        node.detach(module: form)
    }
}
