import RIBs

/// What Episodes's view tells its interactor: the user's actions.
@MainActor
protocol EpisodesPresentableListener: AnyObject {}

/// Episodes's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach Episodes when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class EpisodesViewController: EpisodesPresentable, EpisodesViewControllable {
    weak var listener: (any EpisodesPresentableListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (Player's, when Episodes routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
