import RVB

/// Checkout's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class CheckoutView: CheckoutControllable {
    private var form: (any FormControllable)?

    let node: RIBNode
    private let router: CheckoutRouter
    private let dependency: CheckoutDependency
    private let parameter: CheckoutParameter
    private let finishedRelay = EventRelay<Void>()

    init(node: RIBNode, router: CheckoutRouter, dependency: CheckoutDependency, parameter: CheckoutParameter) {
        self.node = node
        self.router = router
        self.dependency = dependency
        self.parameter = parameter
    }

    var finished: Events<Void> { finishedRelay.events }

    /// The user is done with Checkout.
    func finish() {
        finishedRelay.send(())
    }

    func presentForm(amount: Int) {
        dismissForm()
        let form = router.routeToForm(amount: amount)
        self.form = form
        node.attach(module: form, as: .present) { module, attachment in
            attachment.on(module.finished) { [weak self] in self?.formFinished() }
            attachment.onDetach { [weak self] in self?.form = nil }
        }
    }

    func dismissForm() {
        guard let form else { return }
        node.detach(module: form)
    }

    // MARK: - Form's outputs

    func formFinished() {
        // TODO: Form tells Checkout this: handle it, such as dismissForm().
    }
}
