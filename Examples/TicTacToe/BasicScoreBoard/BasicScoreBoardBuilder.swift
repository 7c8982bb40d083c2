import RIBs

@MainActor
protocol BasicScoreBoardDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: any ScoreStream { get }
}

@MainActor
protocol BasicScoreBoardBuildable: Buildable {
    func build() -> any ViewableRouting
}

final class BasicScoreBoardBuilder: Builder<any BasicScoreBoardDependency>, BasicScoreBoardBuildable {
    func build() -> any ViewableRouting {
        let viewController = BasicScoreBoardViewController(
            player1Name: dependency.player1Name, player2Name: dependency.player2Name)
        let interactor = BasicScoreBoardInteractor(presenter: viewController, scoreStream: dependency.scoreStream)
        return ViewableRouter<BasicScoreBoardInteractor, BasicScoreBoardViewController>(
            interactor: interactor, viewController: viewController)
    }
}

@MainActor
protocol BasicScoreBoardPresentable: Presentable {
    func show(score: Score)
}

/// Follows the score stream while active (tutorial 3's `disposeOnDeactivate`).
final class BasicScoreBoardInteractor: PresentableInteractor<any BasicScoreBoardPresentable> {
    private let scoreStream: any ScoreStream

    init(presenter: any BasicScoreBoardPresentable, scoreStream: any ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let scores = scoreStream.score
        whileActive { [weak self] in
            for await score in scores { self?.presenter.show(score: score) }
        }
    }
}
