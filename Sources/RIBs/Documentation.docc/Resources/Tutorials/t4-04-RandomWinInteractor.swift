import RIBs

/// What RandomWin's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RandomWinRouting: ViewableRouting {}

/// What RandomWin's interactor shows.
/// @mockable
@MainActor
protocol RandomWinPresentable: Presentable {
    var listener: (any RandomWinPresentableListener)? { get set }
}

/// What RandomWin tells its parent.
/// @mockable
@MainActor
protocol RandomWinListener: AnyObject {}

/// RandomWin's business logic.
final class RandomWinInteractor: PresentableInteractor<any RandomWinPresentable>, RandomWinInteractable,
    RandomWinPresentableListener
{
    weak var router: (any RandomWinRouting)?
    weak var listener: (any RandomWinListener)?

    override init(presenter: any RandomWinPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // RandomWin's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when RandomWin resigns.
    }
}
