import RIBs

/// What LoggedIn's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LoggedInRouting: Routing {
    func cleanupViews()

    func routeToParcelList()
    func detachParcelList()
}

/// What LoggedIn tells its parent.
/// @mockable
@MainActor
protocol LoggedInListener: AnyObject {}

/// LoggedIn's business logic.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
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

    // MARK: - LoggedInActionableItem

    /// OpenParcel's step in LoggedIn: waits until ParcelList is attached, and goes on in it.
    func waitForParcelList() async -> (any ParcelListActionableItem, Void)? {
        await waitForChild(
            (any ParcelListActionableItem).self, named: "ParcelList", within: .seconds(60),
            for: "OpenParcel's step in LoggedIn"
        ).map { ($0, ()) }
    }

    /// ShowHistory's last step: what the link asks of LoggedIn.
    func showHistory(days: Int, archived: Bool) -> (any LoggedInActionableItem, Void)? {
        // TODO: Do what the link asks, such as router?.routeTo…(…).
        return (self, ())
    }
}
