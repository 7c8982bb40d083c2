import RIBs

/// What Cart needs from its parent.
/// @mockable
@MainActor
protocol CartDependency: Dependency {}

/// Cart's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class CartComponent: Component<any CartDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol CartBuildable: Buildable {
    func build(withListener listener: any CartListener) -> any CartRouting
}

final class CartBuilder: Builder<any CartDependency>, CartBuildable {
    func build(withListener listener: any CartListener) -> any CartRouting {
        let viewController = CartViewController()
        let interactor = CartInteractor(presenter: viewController)
        interactor.listener = listener
        return CartRouter(interactor: interactor, viewController: viewController)
    }
}
