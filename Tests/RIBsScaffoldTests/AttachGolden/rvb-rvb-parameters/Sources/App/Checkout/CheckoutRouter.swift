import RVB

/// Builds Checkout's children, from the builders it keeps (`routeTo<Child>(…)` returns one); the
/// view attaches them with its node.
@MainActor
final class CheckoutRouter: Routable {
    private let formBuilder: FormBuilder

    init(formBuilder: FormBuilder) {
        self.formBuilder = formBuilder
    }

    /// Builds Form, which Checkout's view attaches.
    func routeToForm(amount: Int) -> any FormControllable {
        formBuilder.build(with: FormParameter(amount: amount))
    }
}
