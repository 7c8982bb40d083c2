import RIBs

/// What URLPicker's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol URLPickerRouting: ViewableRouting {
    // TODO: Declare the methods the interactor calls to route to children.
}

/// What URLPicker's interactor shows.
/// @mockable
@MainActor
protocol URLPickerPresentable: Presentable {
    var listener: (any URLPickerPresentableListener)? { get set }
    // TODO: Declare the methods the interactor calls to show data.
}

/// What URLPicker tells its parent.
/// @mockable
@MainActor
protocol URLPickerListener: AnyObject {
    // TODO: Declare what the interactor tells its parent, such as urlPickerDidFinish().
}

/// URLPicker's business logic.
final class URLPickerInteractor: PresentableInteractor<any URLPickerPresentable>, URLPickerInteractable, URLPickerPresentableListener {
    weak var router: (any URLPickerRouting)?
    weak var listener: (any URLPickerListener)?

    // TODO: Take what the logic needs in the initializer, and do no work there.
    override init(presenter: any URLPickerPresentable) {
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
