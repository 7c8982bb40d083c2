import RIBs

/// What RideDetail's router needs from its interactor.
/// @mockable
@MainActor
protocol RideDetailInteractable: Interactable {
    var router: (any RideDetailRouting)? { get set }
    var listener: (any RideDetailListener)? { get set }
}

/// What RideDetail's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RideDetailViewControllable: ViewControllable {}

/// Attaches and detaches RideDetail's children.
final class RideDetailRouter: ViewableRouter<any RideDetailInteractable, any RideDetailViewControllable>,
    RideDetailRouting
{
    override init(interactor: any RideDetailInteractable, viewController: any RideDetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
