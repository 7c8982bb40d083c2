import RIBs

/// What Account needs from its parent.
/// @mockable
@MainActor
protocol AccountDependency: Dependency {}

/// Account's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class AccountComponent: Component<any AccountDependency> {}

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
        return AccountRouter(
            interactor: interactor,
            viewController: viewController,
            formBuilder: FormBuilder(FormDependency()))
    }
}
