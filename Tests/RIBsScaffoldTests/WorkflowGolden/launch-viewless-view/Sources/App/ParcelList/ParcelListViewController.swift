import RIBs

/// What ParcelList's view tells its interactor: the user's actions.
@MainActor
protocol ParcelListPresentableListener: AnyObject {}

/// ParcelList's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach ParcelList when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class ParcelListViewController: ParcelListPresentable, ParcelListViewControllable {
    weak var listener: (any ParcelListPresentableListener)?
}
