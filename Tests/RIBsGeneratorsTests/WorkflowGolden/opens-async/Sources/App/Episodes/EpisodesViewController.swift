import RIBs

/// What Episodes's view tells its interactor: the user's actions.
@MainActor
protocol EpisodesPresentableListener: AnyObject {}

/// Episodes's view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class EpisodesViewController: EpisodesPresentable, EpisodesViewControllable {
    weak var listener: (any EpisodesPresentableListener)?
}
