import RIBs

/// What Root's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RootRouting: ViewableRouting {
    // TODO: Declare the methods the interactor calls to route to children.
}

/// What Root's interactor shows.
/// @mockable
@MainActor
protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }
    // TODO: Declare the methods the interactor calls to show data.
}

/// Root's business logic.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {
    private let heartbeatWorker: any HeartbeatWorking

    weak var router: (any RootRouting)?

    // TODO: Take what the logic needs in the initializer, and do no work there.
    init(presenter: any RootPresentable, heartbeatWorker: any HeartbeatWorking = HeartbeatWorker()) {
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
