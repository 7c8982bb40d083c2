import RIBs

@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: (any LoggedOutRouting)? { get set }
    var listener: (any LoggedOutListener)? { get set }
}

@MainActor
protocol LoggedOutViewControllable: ViewControllable {}

/// LoggedOut has no children: its router only ties the interactor to the view.
final class LoggedOutRouter: ViewableRouter<any LoggedOutInteractable, any LoggedOutViewControllable>, LoggedOutRouting
{
    override init(interactor: any LoggedOutInteractable, viewController: any LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
