import RIBs

/// What RideList's view tells its interactor: the user's actions.
@MainActor
protocol RideListPresentableListener: AnyObject {}

/// RideList's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach RideList when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class RideListViewController: RideListPresentable, RideListViewControllable {
    weak var listener: (any RideListPresentableListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (RideDetail's, when RideList routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
