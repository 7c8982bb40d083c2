import RIBs

/// What ParcelList's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol ParcelListRouting: ViewableRouting {}

/// What ParcelList's interactor shows.
/// @mockable
@MainActor
protocol ParcelListPresentable: Presentable {
    var listener: (any ParcelListPresentableListener)? { get set }
}

/// What ParcelList tells its parent.
/// @mockable
@MainActor
protocol ParcelListListener: AnyObject {}

/// ParcelList's business logic.
final class ParcelListInteractor: PresentableInteractor<any ParcelListPresentable>, ParcelListInteractable,
    ParcelListPresentableListener, ParcelListActionableItem
{
    weak var router: (any ParcelListRouting)?
    weak var listener: (any ParcelListListener)?

    override init(presenter: any ParcelListPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // ParcelList's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when ParcelList resigns.
    }

    // MARK: - ParcelListActionableItem

    /// OpenParcel's last step: what the link asks of ParcelList.
    func openParcel(parcelID: String) -> (any ParcelListActionableItem, Void)? {
        // TODO: Do what the link asks, such as router?.routeTo…(…).
        return (self, ())
    }
}
