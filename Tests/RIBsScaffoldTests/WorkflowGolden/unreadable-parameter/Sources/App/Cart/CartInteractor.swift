import RIBs

/// What Cart's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol CartRouting: ViewableRouting {}

/// What Cart's interactor shows.
/// @mockable
@MainActor
protocol CartPresentable: Presentable {
    var listener: (any CartPresentableListener)? { get set }
}

/// What Cart tells its parent.
/// @mockable
@MainActor
protocol CartListener: AnyObject {}

/// Cart's business logic.
final class CartInteractor: PresentableInteractor<any CartPresentable>, CartInteractable, CartPresentableListener,
    CartActionableItem
{
    weak var router: (any CartRouting)?
    weak var listener: (any CartListener)?

    override init(presenter: any CartPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Cart's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Cart resigns.
    }

    // MARK: - CartActionableItem

    /// Checkout's last step: what the link asks of Cart.
    func checkout(items: [String]) -> (any CartActionableItem, Void)? {
        // TODO: Do what the link asks, such as router?.routeTo…(…).
        return (self, ())
    }
}
