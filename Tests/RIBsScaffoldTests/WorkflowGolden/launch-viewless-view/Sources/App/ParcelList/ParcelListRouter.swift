import RIBs

/// What ParcelList's router needs from its interactor.
/// @mockable
@MainActor
protocol ParcelListInteractable: Interactable {
    var router: (any ParcelListRouting)? { get set }
    var listener: (any ParcelListListener)? { get set }
}

/// What ParcelList's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol ParcelListViewControllable: ViewControllable {}

/// Attaches and detaches ParcelList's children.
final class ParcelListRouter: ViewableRouter<any ParcelListInteractable, any ParcelListViewControllable>,
    ParcelListRouting
{
    override init(interactor: any ParcelListInteractable, viewController: any ParcelListViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
