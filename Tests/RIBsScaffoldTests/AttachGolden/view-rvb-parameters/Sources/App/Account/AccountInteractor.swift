import RIBs

/// What Account's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol AccountRouting: ViewableRouting {
    func routeToForm(amount: Int)
    func detachForm()
}

/// What Account's interactor shows.
/// @mockable
@MainActor
protocol AccountPresentable: Presentable {
    var listener: (any AccountPresentableListener)? { get set }
}

/// What Account tells its parent.
/// @mockable
@MainActor
protocol AccountListener: AnyObject {}

/// Account's business logic.
final class AccountInteractor: PresentableInteractor<any AccountPresentable>, AccountInteractable,
    AccountPresentableListener
{
    weak var router: (any AccountRouting)?
    weak var listener: (any AccountListener)?

    override init(presenter: any AccountPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Account's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Account resigns.
    }

    // MARK: - Form's outputs

    func formFinished() {
        // TODO: Form tells Account this: handle it, such as router?.detachForm().
    }

    func formSaved(_ value: Int) {
        // TODO: Form tells Account this: handle it, such as router?.detachForm().
    }
}
