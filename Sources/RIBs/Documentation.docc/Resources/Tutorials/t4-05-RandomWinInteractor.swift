import RIBs

@MainActor
protocol RandomWinRouting: ViewableRouting {}

@MainActor
protocol RandomWinPresentable: Presentable {
    var listener: (any RandomWinPresentableListener)? { get set }
    func announce(result: String, completion: @escaping @MainActor () -> Void)
}

/// Tutorial 4's second game: the dice pick the winner.
final class RandomWinInteractor: PresentableInteractor<any RandomWinPresentable>, RandomWinInteractable,
    RandomWinPresentableListener
{
    weak var router: (any RandomWinRouting)?
    weak var listener: (any GameListener)?
    private let names: [PlayerType: String]
    private let random: RandomSource

    init(presenter: any RandomWinPresentable, names: [PlayerType: String], random: RandomSource) {
        self.names = names
        self.random = random
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func play() {
        let winner: PlayerType = random.next(below: 2) == 0 ? .player1 : .player2
        presenter.announce(result: "\(names[winner]!) won!") { [weak self] in
            self?.listener?.gameDidEnd(withWinner: winner)
        }
    }
}
