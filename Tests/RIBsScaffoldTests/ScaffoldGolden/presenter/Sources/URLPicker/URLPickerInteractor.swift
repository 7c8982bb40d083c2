import RIBs

/// What URLPicker's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol URLPickerRouting: ViewableRouting {}

/// What URLPicker's interactor shows.
/// @mockable
@MainActor
protocol URLPickerPresentable: Presentable {
    var listener: (any URLPickerPresentableListener)? { get set }
}

/// What URLPicker tells its parent.
/// @mockable
@MainActor
protocol URLPickerListener: AnyObject {}

/// URLPicker's business logic.
final class URLPickerInteractor: PresentableInteractor<any URLPickerPresentable>, URLPickerInteractable,
    URLPickerPresentableListener
{
    weak var router: (any URLPickerRouting)?
    weak var listener: (any URLPickerListener)?

    override init(presenter: any URLPickerPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // URLPicker's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when URLPicker resigns.
    }
}
