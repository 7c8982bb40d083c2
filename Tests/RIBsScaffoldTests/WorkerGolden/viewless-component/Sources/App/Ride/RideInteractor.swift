import RIBs

/// What Ride's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RideRouting: Routing {
    func cleanupViews()
}

/// What Ride tells its parent.
/// @mockable
@MainActor
protocol RideListener: AnyObject {}

/// Ride's business logic.
final class RideInteractor: Interactor, RideInteractable {
    private let trackingWorker: any TrackingWorking

    weak var router: (any RideRouting)?
    weak var listener: (any RideListener)?
    let log: @MainActor (String) -> Void

    init(log: @escaping @MainActor (String) -> Void, trackingWorker: any TrackingWorking) {
        self.trackingWorker = trackingWorker
        self.log = log
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        trackingWorker.start(self)
        // Ride's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Ride resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }
}
