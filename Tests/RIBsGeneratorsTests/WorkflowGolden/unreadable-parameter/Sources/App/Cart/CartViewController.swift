import RIBs

/// What Cart's view tells its interactor: the user's actions.
@MainActor
protocol CartPresentableListener: AnyObject {}

/// Cart's view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class CartViewController: CartPresentable, CartViewControllable {
    weak var listener: (any CartPresentableListener)?
}
