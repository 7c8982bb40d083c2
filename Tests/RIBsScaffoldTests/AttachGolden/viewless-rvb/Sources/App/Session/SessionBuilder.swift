import RIBs

/// What Session needs from its parent, including the view its children's views are shown in:
/// Session has no view of its own.
/// @mockable
@MainActor
protocol SessionDependency: Dependency {
    var sessionViewController: any SessionViewControllable { get }
}

/// Session's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class SessionComponent: Component<any SessionDependency> {
    fileprivate var sessionViewController: any SessionViewControllable {
        dependency.sessionViewController
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol SessionBuildable: Buildable {
    func build(withListener listener: any SessionListener) -> any SessionRouting
}

final class SessionBuilder: Builder<any SessionDependency>, SessionBuildable {
    func build(withListener listener: any SessionListener) -> any SessionRouting {
        let component = SessionComponent(dependency: dependency)
        let interactor = SessionInteractor()
        interactor.listener = listener
        return SessionRouter(
            interactor: interactor,
            viewController: component.sessionViewController,
            formBuilder: FormBuilder(FormDependency()))
    }
}
