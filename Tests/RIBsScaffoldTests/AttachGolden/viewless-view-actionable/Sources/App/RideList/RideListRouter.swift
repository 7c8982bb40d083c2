import RIBs

/// What RideList's router needs from its interactor.
/// @mockable
@MainActor
protocol RideListInteractable: Interactable, RideListActionableItem {
    var router: (any RideListRouting)? { get set }
    var listener: (any RideListListener)? { get set }
}

/// What RideList's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RideListViewControllable: ViewControllable {}

/// Attaches and detaches RideList's children.
final class RideListRouter: ViewableRouter<any RideListInteractable, any RideListViewControllable>, RideListRouting {
    override init(interactor: any RideListInteractable, viewController: any RideListViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// What a deep link asks of RideList: its interactor.
    var actionableItem: any RideListActionableItem { interactor }
}
