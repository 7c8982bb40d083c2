import RIBs

/// What RandomWin's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RandomWinRouting: ViewableRouting {
    // TODO: Declare the methods the interactor calls to route to children.
}

/// What RandomWin's interactor shows.
/// @mockable
@MainActor
protocol RandomWinPresentable: Presentable {
    var listener: (any RandomWinPresentableListener)? { get set }
    // TODO: Declare the methods the interactor calls to show data.
}

/// What RandomWin tells its parent.
/// @mockable
@MainActor
protocol RandomWinListener: AnyObject {
    // TODO: Declare what the interactor tells its parent, such as randomWinDidFinish().
}

/// RandomWin's business logic.
final class RandomWinInteractor: PresentableInteractor<any RandomWinPresentable>, RandomWinInteractable, RandomWinPresentableListener {
    weak var router: (any RandomWinRouting)?
    weak var listener: (any RandomWinListener)?

    // TODO: Take what the logic needs in the initializer, and do no work there.
    override init(presenter: any RandomWinPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // TODO: Start the business logic. Follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnDeactivate(interactor: self); run a
        // request in whileActive { }. Both end when the RIB resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        // TODO: Pause the business logic.
    }
}
