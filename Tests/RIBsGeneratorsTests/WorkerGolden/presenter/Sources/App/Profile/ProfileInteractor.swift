import RIBs

/// What Profile's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol ProfileRouting: ViewableRouting {
    // TODO: Declare the methods the interactor calls to route to children.
}

/// What Profile's interactor shows.
/// @mockable
@MainActor
protocol ProfilePresentable: Presentable {
    var listener: (any ProfilePresentableListener)? { get set }
    // TODO: Declare the methods the interactor calls to show data.
}

/// What Profile tells its parent.
/// @mockable
@MainActor
protocol ProfileListener: AnyObject {
    // TODO: Declare what the interactor tells its parent, such as profileDidFinish().
}

/// Profile's business logic.
final class ProfileInteractor: PresentableInteractor<any ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {
    private let heartbeatWorker: any HeartbeatWorking

    weak var router: (any ProfileRouting)?
    weak var listener: (any ProfileListener)?

    // TODO: Take what the logic needs in the initializer, and do no work there.
    init(presenter: any ProfilePresentable, heartbeatWorker: any HeartbeatWorking = HeartbeatWorker()) {
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
