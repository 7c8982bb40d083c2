import RIBs

/// What Account needs from its parent.
/// @mockable
@MainActor
protocol AccountDependency: Dependency {}

/// Account's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class AccountComponent: Component<any AccountDependency> {
    /// Account's view, in which viewless children such as Sync show their children.
    let accountViewController: any AccountViewControllable

    init(dependency: any AccountDependency, accountViewController: any AccountViewControllable) {
        self.accountViewController = accountViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol AccountBuildable: Buildable {
    func build(withListener listener: any AccountListener) -> any AccountRouting
}

final class AccountBuilder: Builder<any AccountDependency>, AccountBuildable {
    func build(withListener listener: any AccountListener) -> any AccountRouting {
        let viewController = AccountViewController()
        let interactor = AccountInteractor(presenter: viewController)
        interactor.listener = listener
        let component = AccountComponent(dependency: dependency, accountViewController: viewController)
        return AccountRouter(
            interactor: interactor,
            viewController: viewController,
            syncBuilder: SyncBuilder(dependency: component))
    }
}
