import RIBs

/// What LoggedIn's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LoggedInRouting: Routing {
    func cleanupViews()
    // TODO: Declare the methods the interactor calls to route to children.
}

/// What LoggedIn tells its parent.
/// @mockable
@MainActor
protocol LoggedInListener: AnyObject {
    // TODO: Declare what the interactor tells its parent, such as loggedInDidFinish().
}

/// LoggedIn's business logic.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    private let heartbeatWorker: any HeartbeatWorking

    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?

    // TODO: Take what the logic needs in the initializer, and do no work there.
    init(heartbeatWorker: any HeartbeatWorking = HeartbeatWorker()) {
        self.heartbeatWorker = heartbeatWorker
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        heartbeatWorker.start(self)
        // TODO: Start the business logic. Follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnDeactivate(interactor: self); run a
        // request in whileActive { }. Both end when the RIB resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
        // TODO: Pause the business logic.
    }
}
