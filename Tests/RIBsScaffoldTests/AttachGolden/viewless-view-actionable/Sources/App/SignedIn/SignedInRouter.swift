import RIBs

/// What SignedIn's router needs from its interactor.
/// @mockable
@MainActor
protocol SignedInInteractable: Interactable, RideListListener {
    var router: (any SignedInRouting)? { get set }
    var listener: (any SignedInListener)? { get set }
}

/// The view SignedIn's router shows its children's views in: its parent's, as SignedIn has none.
/// @mockable
@MainActor
protocol SignedInViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches SignedIn's children.
final class SignedInRouter: Router<any SignedInInteractable>, SignedInRouting {
    private let rideListBuilder: any RideListBuildable
    private var rideList: (any RideListRouting)?

    private let viewController: any SignedInViewControllable

    init(
        interactor: any SignedInInteractable,
        viewController: any SignedInViewControllable,
        rideListBuilder: any RideListBuildable
    ) {
        self.rideListBuilder = rideListBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of SignedIn's children out of its parent's view, as SignedIn resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {
        if let rideList {
            viewController.dismiss(rideList.viewControllable)
        }
    }

    @discardableResult
    func routeToRideList() -> any RideListActionableItem {
        if let rideList { return rideList.actionableItem }
        let rideList = rideListBuilder.build(withListener: interactor)
        self.rideList = rideList
        attachChild(rideList, onUserClose: { [weak self] in self?.detachRideList() })
        viewController.present(rideList.viewControllable)
        return rideList.actionableItem
    }

    func detachRideList() {
        guard let rideList else { return }
        self.rideList = nil
        detachChild(rideList)
        viewController.dismiss(rideList.viewControllable)
    }
}
