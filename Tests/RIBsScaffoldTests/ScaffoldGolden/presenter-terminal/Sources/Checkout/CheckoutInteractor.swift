import RIBs

/// What Checkout's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol CheckoutRouting: ViewableRouting {}

/// What Checkout's interactor shows.
/// @mockable
@MainActor
protocol CheckoutPresentable: Presentable {
    var listener: (any CheckoutPresentableListener)? { get set }
}

/// What Checkout tells its parent.
/// @mockable
@MainActor
protocol CheckoutListener: AnyObject {}

/// Checkout's business logic.
final class CheckoutInteractor: PresentableInteractor<any CheckoutPresentable>, CheckoutInteractable,
    CheckoutPresentableListener
{
    weak var router: (any CheckoutRouting)?
    weak var listener: (any CheckoutListener)?
    let total: Int

    init(presenter: any CheckoutPresentable, total: Int) {
        self.total = total
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Checkout's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Checkout resigns.
    }
}
