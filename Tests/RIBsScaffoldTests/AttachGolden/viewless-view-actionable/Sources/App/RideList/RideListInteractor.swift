import RIBs

/// What RideList's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RideListRouting: ViewableRouting {
    var actionableItem: any RideListActionableItem { get }
}

/// What RideList's interactor shows.
/// @mockable
@MainActor
protocol RideListPresentable: Presentable {
    var listener: (any RideListPresentableListener)? { get set }
}

/// What RideList tells its parent.
/// @mockable
@MainActor
protocol RideListListener: AnyObject {}

/// RideList's business logic.
final class RideListInteractor: PresentableInteractor<any RideListPresentable>, RideListInteractable,
    RideListPresentableListener
{
    weak var router: (any RideListRouting)?
    weak var listener: (any RideListListener)?

    override init(presenter: any RideListPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // RideList's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when RideList resigns.
    }
}
