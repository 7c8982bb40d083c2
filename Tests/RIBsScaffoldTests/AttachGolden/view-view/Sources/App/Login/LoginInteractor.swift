import RIBs

/// What Login's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LoginRouting: ViewableRouting {
    func routeToCreateAccount()
    func detachCreateAccount()
}

/// What Login's interactor shows.
/// @mockable
@MainActor
protocol LoginPresentable: Presentable {
    var listener: (any LoginPresentableListener)? { get set }
}

/// What Login tells its parent.
/// @mockable
@MainActor
protocol LoginListener: AnyObject {}

/// Login's business logic.
final class LoginInteractor: PresentableInteractor<any LoginPresentable>, LoginInteractable, LoginPresentableListener {
    weak var router: (any LoginRouting)?
    weak var listener: (any LoginListener)?

    override init(presenter: any LoginPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Login's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Login resigns.
    }
}
