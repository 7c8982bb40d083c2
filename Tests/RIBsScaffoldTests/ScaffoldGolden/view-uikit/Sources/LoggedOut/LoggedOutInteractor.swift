import RIBs

/// What LoggedOut's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LoggedOutRouting: ViewableRouting {}

/// What LoggedOut's interactor shows.
/// @mockable
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: (any LoggedOutPresentableListener)? { get set }
}

/// What LoggedOut tells its parent.
/// @mockable
@MainActor
protocol LoggedOutListener: AnyObject {}

/// LoggedOut's business logic.
final class LoggedOutInteractor: PresentableInteractor<any LoggedOutPresentable>, LoggedOutInteractable,
    LoggedOutPresentableListener
{
    weak var router: (any LoggedOutRouting)?
    weak var listener: (any LoggedOutListener)?

    override init(presenter: any LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // LoggedOut's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when LoggedOut resigns.
    }
}
