import RIBs

/// What Session's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol SessionRouting: Routing {
    func cleanupViews()

    func routeToForm()
    func detachForm()
}

/// What Session tells its parent.
/// @mockable
@MainActor
protocol SessionListener: AnyObject {}

/// Session's business logic.
final class SessionInteractor: Interactor, SessionInteractable {
    weak var router: (any SessionRouting)?
    weak var listener: (any SessionListener)?

    override func didBecomeActive() {
        super.didBecomeActive()
        // Session's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Session resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: - Form's outputs

    func formFinished() {
        // TODO: Form tells Session this: handle it, such as router?.detachForm().
    }
}
