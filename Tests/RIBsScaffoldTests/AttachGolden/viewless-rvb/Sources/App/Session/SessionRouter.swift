import RIBs

/// What Session's router needs from its interactor.
/// @mockable
@MainActor
protocol SessionInteractable: Interactable {
    var router: (any SessionRouting)? { get set }
    var listener: (any SessionListener)? { get set }

    func formFinished()
}

/// The view Session's router shows its children's views in: its parent's, as Session has none.
/// @mockable
@MainActor
protocol SessionViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Session's children.
final class SessionRouter: Router<any SessionInteractable>, SessionRouting {
    private let formBuilder: FormBuilder
    private var form: (module: any FormControllable, outputs: [EventSubscription])?

    private let viewController: any SessionViewControllable

    init(interactor: any SessionInteractable, viewController: any SessionViewControllable, formBuilder: FormBuilder) {
        self.formBuilder = formBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of Session's children out of its parent's view, as Session resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {
        if let view = form?.module {
            viewController.dismiss(view)
        }
    }

    func routeToForm() {
        guard form == nil else { return }
        let form = formBuilder.build(with: FormParameter())
        // Followed before Form is attached, so nothing it sends is missed.
        let outputs = [form.finished.subscribe { [weak self] in self?.interactor.formFinished() }]
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
