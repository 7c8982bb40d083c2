import RIBs

/// What Trip's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol TripRouting: Routing {
    func cleanupViews()
}

/// What Trip tells its parent.
/// @mockable
@MainActor
protocol TripListener: AnyObject {}

/// Trip's business logic.
final class TripInteractor: Interactor, TripInteractable {
    weak var router: (any TripRouting)?
    weak var listener: (any TripListener)?
    let clock: any Clock<Duration>
    let tripID: String
    let onArrival: @MainActor (String) -> Void

    init(clock: any Clock<Duration>, tripID: String, onArrival: @escaping @MainActor (String) -> Void) {
        self.clock = clock
        self.tripID = tripID
        self.onArrival = onArrival
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Trip's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Trip resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }
}
