import RIBs

/// What Login needs from its parent.
/// @mockable
@MainActor
protocol LoginDependency: Dependency {}

/// Login's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class LoginComponent: Component<any LoginDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol LoginBuildable: Buildable {
    func build(withListener listener: any LoginListener) -> any LoginRouting
}

final class LoginBuilder: Builder<any LoginDependency>, LoginBuildable {
    func build(withListener listener: any LoginListener) -> any LoginRouting {
        let viewController = LoginViewController()
        let interactor = LoginInteractor(presenter: viewController)
        interactor.listener = listener
        let component = LoginComponent(dependency: dependency)
        return LoginRouter(
            interactor: interactor,
            viewController: viewController,
            createAccountBuilder: CreateAccountBuilder(dependency: component))
    }
}
