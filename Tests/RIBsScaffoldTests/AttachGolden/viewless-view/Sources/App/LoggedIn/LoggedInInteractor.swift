import RIBs

/// What LoggedIn's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LoggedInRouting: Routing {
    func cleanupViews()

    func routeToOffGame()
    func detachOffGame()
}

/// What LoggedIn tells its parent.
/// @mockable
@MainActor
protocol LoggedInListener: AnyObject {}

/// LoggedIn's business logic.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?

    override func didBecomeActive() {
        super.didBecomeActive()
        // LoggedIn's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when LoggedIn resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }
}
