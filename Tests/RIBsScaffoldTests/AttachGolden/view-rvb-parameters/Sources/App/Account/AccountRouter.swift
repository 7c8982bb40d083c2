import RIBs

/// What Account's router needs from its interactor.
/// @mockable
@MainActor
protocol AccountInteractable: Interactable {
    var router: (any AccountRouting)? { get set }
    var listener: (any AccountListener)? { get set }

    func formFinished()
    func formSaved(_ value: Int)
}

/// What Account's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol AccountViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Account's children.
final class AccountRouter: ViewableRouter<any AccountInteractable, any AccountViewControllable>, AccountRouting {
    private let formBuilder: FormBuilder
    private var form: (module: any FormControllable, outputs: [EventSubscription])?

    init(interactor: any AccountInteractable, viewController: any AccountViewControllable, formBuilder: FormBuilder) {
        self.formBuilder = formBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToForm(amount: Int) {
        detachForm()
        let form = formBuilder.build(with: FormParameter(amount: amount))
        // Followed before Form is attached, so nothing it sends is missed.
        let outputs = [
            form.finished.subscribe { [weak self] in self?.interactor.formFinished() },
            form.saved.subscribe { [weak self] value in self?.interactor.formSaved(value) },
        ]
        self.form = (form, outputs)
        attachChild(form, onUserClose: { [weak self] in self?.detachForm() })
        viewController.present(form)
    }

    func detachForm() {
        guard let form else { return }
        self.form = nil
        for output in form.outputs { output.cancel() }
        detachChild(form.module.node)
        viewController.dismiss(form.module)
    }
}
