import RIBs

/// What Root's router needs from its interactor.
/// @mockable
@MainActor
protocol RootInteractable: Interactable {
    var router: (any RootRouting)? { get set }

    func formFinished()
}

/// What Root's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RootViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Root's children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let formBuilder: FormBuilder
    private var form: (module: any FormControllable, outputs: [EventSubscription])?

    init(interactor: any RootInteractable, viewController: any RootViewControllable, formBuilder: FormBuilder) {
        self.formBuilder = formBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToForm() {
        guard form == nil else { return }
        let form = formBuilder.build(with: FormParameter())
        // Followed before Form is attached, so nothing it sends is missed.
        let outputs = [form.finished.subscribe { [weak self] in self?.interactor.formFinished() }]
        self.form = (form, outputs)
        attachChild(form)
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
