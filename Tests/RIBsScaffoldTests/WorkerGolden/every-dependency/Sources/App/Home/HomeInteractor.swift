import RIBs

/// What Home's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol HomeRouting: Routing {
    func cleanupViews()
}

/// What Home tells its parent.
/// @mockable
@MainActor
protocol HomeListener: AnyObject {}

/// Home's business logic.
final class HomeInteractor: Interactor, HomeInteractable {
    private let sweeperWorker: any SweeperWorking

    weak var router: (any HomeRouting)?
    weak var listener: (any HomeListener)?

    init(sweeperWorker: any SweeperWorking) {
        self.sweeperWorker = sweeperWorker
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        sweeperWorker.start(self)
        // Home's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Home resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }
}
