import RIBs

@MainActor
protocol LoginDependency: Dependency, LoginPassThrough {
    var webService: any WebServicing { get }
}

/// Login's scope: CreateAccount gets the web service from it, forwarded by `ribs deps`.
final class LoginComponent: Component<any LoginDependency> {}

@MainActor
protocol LoginBuildable: Buildable {
    func build(withListener listener: any LoginListener) -> any LoginRouting
}

final class LoginBuilder: Builder<any LoginDependency>, LoginBuildable {
    func build(withListener listener: any LoginListener) -> any LoginRouting {
        let component = LoginComponent(dependency: dependency)
        let viewController = LoginViewController()
        let interactor = LoginInteractor(presenter: viewController, webService: component.webService)
        interactor.listener = listener
        return LoginRouter(
            interactor: interactor,
            viewController: viewController,
            createAccountBuilder: CreateAccountBuilder(dependency: component)
        )
    }
}
