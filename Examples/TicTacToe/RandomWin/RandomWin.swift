import RIBs
import RIBsTerminal

// Tutorial 4's second game: press a button, a random player wins. Small enough for one file.

@MainActor
protocol RandomWinDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var random: RandomSource { get }
}

final class RandomWinBuilder: Builder<any RandomWinDependency> {
    func build(withListener listener: any GameListener) -> any ViewableRouting {
        let viewController = RandomWinViewController()
        let interactor = RandomWinInteractor(
            presenter: viewController,
            names: [.player1: dependency.player1Name, .player2: dependency.player2Name],
            random: dependency.random
        )
        interactor.listener = listener
        return ViewableRouter<RandomWinInteractor, RandomWinViewController>(
            interactor: interactor, viewController: viewController)
    }
}

@MainActor
protocol RandomWinPresentable: Presentable {
    var listener: (any RandomWinPresentableListener)? { get set }
    func announce(result: String, completion: @escaping @MainActor () -> Void)
}

@MainActor
protocol RandomWinPresentableListener: AnyObject {
    func play()
}

final class RandomWinInteractor: PresentableInteractor<any RandomWinPresentable>, RandomWinPresentableListener {
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

final class RandomWinViewController: TerminalViewController, RandomWinPresentable {
    weak var listener: (any RandomWinPresentableListener)?
    private var announcement: (result: String, completion: @MainActor () -> Void)?

    override var title: String { "Random Win" }

    func announce(result: String, completion: @escaping @MainActor () -> Void) {
        announcement = (result, completion)
    }

    override func render() -> [String] {
        guard let announcement else { return ["Whoever the dice pick wins.", "", "> [ Roll the dice ]"] }
        return [announcement.result, "", "Press Enter (or type ok) to go back."]
    }

    override var commands: [String] { announcement == nil ? ["play"] : ["ok"] }

    override func handleCommand(_ command: String) -> Bool {
        if let announcement {
            guard command == "ok" else { return false }
            self.announcement = nil
            announcement.completion()
            return true
        }
        guard command == "play" else { return false }
        listener?.play()
        return true
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .enter else { return false }
        return handleCommand(announcement == nil ? "play" : "ok")
    }
}
