import RIBs

/// What LoggedOut's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LoggedOutRouting: ViewableRouting {
    // TODO: Declare the methods the interactor calls to route to children.
}

/// What LoggedOut's interactor shows.
/// @mockable
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: (any LoggedOutPresentableListener)? { get set }
    // TODO: Declare the methods the interactor calls to show data.
}

/// What LoggedOut tells its parent.
/// @mockable
@MainActor
protocol LoggedOutListener: AnyObject {
    // TODO: Declare what the interactor tells its parent, such as loggedOutDidFinish().
}

/// LoggedOut's business logic.
final class LoggedOutInteractor: PresentableInteractor<any LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {
    private let heartbeatWorker: any HeartbeatWorking

    weak var router: (any LoggedOutRouting)?
    weak var listener: (any LoggedOutListener)?

    // TODO: Take what the logic needs in the initializer, and do no work there.
    init(presenter: any LoggedOutPresentable, heartbeatWorker: any HeartbeatWorking = HeartbeatWorker()) {
        self.heartbeatWorker = heartbeatWorker
        super.init(presenter: presenter)
        presenter.listener = self
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
        // TODO: Pause the business logic.
    }
}
