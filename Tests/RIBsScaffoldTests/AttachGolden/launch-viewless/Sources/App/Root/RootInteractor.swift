import RIBs

/// What Root's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol RootRouting: ViewableRouting {
    func routeToLoggedIn()
    func detachLoggedIn()
}

/// What Root's interactor shows.
/// @mockable
@MainActor
protocol RootPresentable: Presentable {
    var listener: (any RootPresentableListener)? { get set }
}

/// The deep links Root opens, which the app hands over (`RootApp.open(_:)`).
/// @mockable
@MainActor
protocol RootURLHandler: AnyObject {
    func handle(_ url: String)
}

/// Root's business logic.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener,
    RootURLHandler
{
    weak var router: (any RootRouting)?

    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Root's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Root resigns.
    }

    /// Opens a deep link: `ribs new workflow` adds here the link of each workflow it writes.
    func handle(_ url: String) {}
}
