import RIBs

/// What SignedIn needs from its parent, including the view its children's views are shown in:
/// SignedIn has no view of its own.
/// @mockable
@MainActor
protocol SignedInDependency: Dependency {
    var signedInViewController: any SignedInViewControllable { get }
}

/// SignedIn's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class SignedInComponent: Component<any SignedInDependency> {
    fileprivate var signedInViewController: any SignedInViewControllable {
        dependency.signedInViewController
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol SignedInBuildable: Buildable {
    func build(withListener listener: any SignedInListener) -> any SignedInRouting
}

final class SignedInBuilder: Builder<any SignedInDependency>, SignedInBuildable {
    func build(withListener listener: any SignedInListener) -> any SignedInRouting {
        let component = SignedInComponent(dependency: dependency)
        let interactor = SignedInInteractor()
        interactor.listener = listener
        return SignedInRouter(
            interactor: interactor,
            viewController: component.signedInViewController,
            rideListBuilder: RideListBuilder(dependency: component))
    }
}
