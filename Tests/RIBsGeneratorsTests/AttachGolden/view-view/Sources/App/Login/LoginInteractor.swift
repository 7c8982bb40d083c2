import RIBs

/// What Login's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LoginRouting: ViewableRouting {
    // TODO: Declare the methods the interactor calls to route to children.

    func routeToCreateAccount()
    func detachCreateAccount()
}

/// What Login's interactor shows.
/// @mockable
@MainActor
protocol LoginPresentable: Presentable {
    var listener: (any LoginPresentableListener)? { get set }
    // TODO: Declare the methods the interactor calls to show data.
}

/// What Login tells its parent.
/// @mockable
@MainActor
protocol LoginListener: AnyObject {
    // TODO: Declare what the interactor tells its parent, such as loginDidFinish().
}

/// Login's business logic.
final class LoginInteractor: PresentableInteractor<any LoginPresentable>, LoginInteractable, LoginPresentableListener {
    weak var router: (any LoginRouting)?
    weak var listener: (any LoginListener)?

    // TODO: Take what the logic needs in the initializer, and do no work there.
    override init(presenter: any LoginPresentable) {
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
