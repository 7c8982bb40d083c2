import RIBs

/// What Cart's view tells its interactor: the user's actions.
@MainActor
protocol CartPresentableListener: AnyObject {}

/// Cart's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach Cart when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class CartViewController: CartPresentable, CartViewControllable {
    weak var listener: (any CartPresentableListener)?
}
