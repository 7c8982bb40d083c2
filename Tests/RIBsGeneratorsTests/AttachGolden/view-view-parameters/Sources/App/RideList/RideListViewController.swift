import RIBs

/// What RideList's view tells its interactor: the user's actions.
@MainActor
protocol RideListPresentableListener: AnyObject {}

/// RideList's view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class RideListViewController: RideListPresentable, RideListViewControllable {
    weak var listener: (any RideListPresentableListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (RideDetail's, when RideList routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
