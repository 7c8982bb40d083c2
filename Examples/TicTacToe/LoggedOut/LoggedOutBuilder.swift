import RIBs

@MainActor
protocol LoggedOutDependency: Dependency, LoggedOutPassThrough {}

final class LoggedOutComponent: Component<any LoggedOutDependency> {}

@MainActor
protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: any LoggedOutListener) -> any ViewableRouting
}

final class LoggedOutBuilder: Builder<any LoggedOutDependency>, LoggedOutBuildable {
    func build(withListener listener: any LoggedOutListener) -> any ViewableRouting {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}

@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: (any LoggedOutRouting)? { get set }
    var listener: (any LoggedOutListener)? { get set }
}

/// @mockable
@MainActor
protocol LoggedOutRouting: ViewableRouting {}

final class LoggedOutRouter: ViewableRouter<any LoggedOutInteractable, any ViewControllable>, LoggedOutRouting {
    override init(interactor: any LoggedOutInteractable, viewController: any ViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
