import RIBs

/// What RideList's router needs from its interactor.
/// @mockable
@MainActor
protocol RideListInteractable: Interactable, RideDetailListener {
    var router: (any RideListRouting)? { get set }
    var listener: (any RideListListener)? { get set }
}

/// What RideList's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RideListViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches RideList's children.
final class RideListRouter: ViewableRouter<any RideListInteractable, any RideListViewControllable>, RideListRouting {
    private let rideDetailBuilder: any RideDetailBuildable
    private var rideDetail: (any RideDetailRouting)?

    init(
        interactor: any RideListInteractable,
        viewController: any RideListViewControllable,
        rideDetailBuilder: any RideDetailBuildable
    ) {
        self.rideDetailBuilder = rideDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToRideDetail(rideID: String) {
        detachRideDetail()
        let rideDetail = rideDetailBuilder.build(withListener: interactor, rideID: rideID)
        self.rideDetail = rideDetail
        attachChild(rideDetail, onUserClose: { [weak self] in self?.detachRideDetail() })
        viewController.present(rideDetail.viewControllable)
    }

    func detachRideDetail() {
        guard let rideDetail else { return }
        self.rideDetail = nil
        detachChild(rideDetail)
        viewController.dismiss(rideDetail.viewControllable)
    }
}
