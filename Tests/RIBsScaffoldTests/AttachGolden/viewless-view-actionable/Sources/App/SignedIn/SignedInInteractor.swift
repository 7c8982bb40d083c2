import RIBs

/// What SignedIn's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol SignedInRouting: Routing {
    func cleanupViews()

    @discardableResult
    func routeToRideList() -> any RideListActionableItem
    func detachRideList()
}

/// What SignedIn tells its parent.
/// @mockable
@MainActor
protocol SignedInListener: AnyObject {}

/// SignedIn's business logic.
final class SignedInInteractor: Interactor, SignedInInteractable {
    weak var router: (any SignedInRouting)?
    weak var listener: (any SignedInListener)?

    override func didBecomeActive() {
        super.didBecomeActive()
        // SignedIn's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when SignedIn resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }
}
