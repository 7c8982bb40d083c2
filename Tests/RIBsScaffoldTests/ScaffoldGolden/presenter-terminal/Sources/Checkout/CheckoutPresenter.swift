import RIBs

/// What Checkout's presenter tells its interactor: the user's actions, in the interactor's terms.
@MainActor
protocol CheckoutPresentableListener: AnyObject {}

/// Turns what Checkout's interactor presents into what its view draws, and the view's events into
/// the interactor's actions.
final class CheckoutPresenter: Presenter<CheckoutViewController>, CheckoutPresentable, CheckoutViewControllerListener {
    weak var listener: (any CheckoutPresentableListener)?

    override init(viewController: CheckoutViewController) {
        super.init(viewController: viewController)
        viewController.listener = self
    }
}
