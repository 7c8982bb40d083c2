import RIBs

/// What ParcelList's view tells its interactor: the user's actions.
@MainActor
protocol ParcelListPresentableListener: AnyObject {}

/// ParcelList's view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class ParcelListViewController: ParcelListPresentable, ParcelListViewControllable {
    weak var listener: (any ParcelListPresentableListener)?
}
