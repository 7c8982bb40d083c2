import RIBs

/// What URLPicker's presenter tells its interactor: the user's actions, in the interactor's terms.
@MainActor
protocol URLPickerPresentableListener: AnyObject {}

/// Turns what URLPicker's interactor presents into what its view draws, and the view's events into
/// the interactor's actions.
final class URLPickerPresenter: Presenter<URLPickerViewController>, URLPickerPresentable,
    URLPickerViewControllerListener
{
    weak var listener: (any URLPickerPresentableListener)?

    override init(viewController: URLPickerViewController) {
        super.init(viewController: viewController)
        viewController.listener = self
    }
}
