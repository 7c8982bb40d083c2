import RIBs

/// What Ride's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RideRouting: ViewableRouting {
    func routeToReceipt()
    func detachReceipt()
}

/// What Ride's interactor shows.
/// @mockable
@MainActor
protocol RidePresentable: Presentable {
    var listener: (any RidePresentableListener)? { get set }
}

/// What Ride tells its parent.
/// @mockable
@MainActor
protocol RideListener: AnyObject {}

/// Ride's business logic.
final class RideInteractor: PresentableInteractor<any RidePresentable>, RideInteractable, RidePresentableListener {
    private let trackingWorker: any TrackingWorking

    weak var router: (any RideRouting)?
    weak var listener: (any RideListener)?
    let log: @MainActor (String) -> Void

    init(
        presenter: any RidePresentable,
        log: @escaping @MainActor (String) -> Void,
        trackingWorker: any TrackingWorking
    ) {
        self.trackingWorker = trackingWorker
        self.log = log
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        trackingWorker.start(self)
        // Ride's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Ride resigns.
    }
}
