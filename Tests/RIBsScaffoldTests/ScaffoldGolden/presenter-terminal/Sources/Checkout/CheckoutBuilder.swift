import RIBs

/// What Checkout needs from its parent.
/// @mockable
@MainActor
protocol CheckoutDependency: Dependency {}

/// Checkout's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class CheckoutComponent: Component<any CheckoutDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol CheckoutBuildable: Buildable {
    func build(withListener listener: any CheckoutListener, total: Int) -> any CheckoutRouting
}

final class CheckoutBuilder: Builder<any CheckoutDependency>, CheckoutBuildable {
    func build(withListener listener: any CheckoutListener, total: Int) -> any CheckoutRouting {
        let viewController = CheckoutViewController()
        let presenter = CheckoutPresenter(viewController: viewController)
        let interactor = CheckoutInteractor(presenter: presenter, total: total)
        interactor.listener = listener
        return CheckoutRouter(interactor: interactor, viewController: viewController)
    }
}
