import RIBs

/// What the root RIB needs from the app: the web service its Login child calls.
@MainActor
public protocol RootDependency: Dependency {
    /// The app's web service.
    var webService: any WebServicing { get }
}

final class RootComponent: Component<any RootDependency>, LoginDependency {
    var webService: any WebServicing { dependency.webService }
}

/// Builds the app's root RIB: the launch router of the Login example.
public final class RootBuilder: Builder<any RootDependency> {
    /// Builds the root RIB; launch it with `launch(from:)`.
    public func build() -> any LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor, viewController: viewController, loginBuilder: LoginBuilder(dependency: component))
    }
}
