import RIBs

/// What the root RIB needs from the app. Root itself needs nothing; what its children need (the
/// web service Login calls) passes through it: `ribs deps` declares it in `RootPassThrough` and
/// forwards it (RIBsDeps.generated.swift).
@MainActor
public protocol RootDependency: Dependency, RootPassThrough {}

/// Root's scope: it makes nothing of its own.
final class RootComponent: Component<any RootDependency> {}

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
