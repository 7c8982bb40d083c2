import RIBs

/// What LoggedOut's router needs from its interactor.
/// @mockable
@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: (any LoggedOutRouting)? { get set }
    var listener: (any LoggedOutListener)? { get set }
}

/// What LoggedOut's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol LoggedOutViewControllable: ViewControllable {}

/// Attaches and detaches LoggedOut's children.
final class LoggedOutRouter: ViewableRouter<any LoggedOutInteractable, any LoggedOutViewControllable>, LoggedOutRouting
{
    override init(interactor: any LoggedOutInteractable, viewController: any LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
