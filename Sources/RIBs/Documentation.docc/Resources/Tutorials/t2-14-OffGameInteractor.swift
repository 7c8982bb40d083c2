import RIBs

/// @mockable
@MainActor
protocol OffGameRouting: ViewableRouting {}

/// @mockable
@MainActor
protocol OffGamePresentable: Presentable {
    var listener: (any OffGamePresentableListener)? { get set }
    /// The games to offer, by name, in order.
    func set(gameNames: [String])
}

/// @mockable
@MainActor
protocol OffGameListener: AnyObject {
    func startGame(with game: any Game)
    func logout()
}

final class OffGameInteractor: PresentableInteractor<any OffGamePresentable>, OffGameInteractable,
    OffGamePresentableListener
{
    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?
    private let games: [any Game]

    init(presenter: any OffGamePresentable, games: [any Game]) {
        self.games = games
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.set(gameNames: games.map(\.name))
    }

    func start(gameAt index: Int) {
        guard games.indices.contains(index) else { return }
        listener?.startGame(with: games[index])
    }

    func logout() {
        listener?.logout()
    }
}
