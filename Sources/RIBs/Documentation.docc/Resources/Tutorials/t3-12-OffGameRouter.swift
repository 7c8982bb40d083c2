import RIBs

@MainActor
protocol OffGameInteractable: Interactable {
    var router: (any OffGameRouting)? { get set }
    var listener: (any OffGameListener)? { get set }
}

@MainActor
protocol OffGameViewControllable: ViewControllable {
    /// Shows the score board's view inside this screen.
    func show(scoreBoardView: any ViewControllable)
}

/// OffGame keeps BasicScoreBoard attached as long as it is (tutorial 4).
final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>, OffGameRouting {
    private let basicScoreBoardBuilder: any BasicScoreBoardBuildable

    init(
        interactor: any OffGameInteractable, viewController: any OffGameViewControllable,
        basicScoreBoardBuilder: any BasicScoreBoardBuildable
    ) {
        self.basicScoreBoardBuilder = basicScoreBoardBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let scoreBoard = basicScoreBoardBuilder.build()
        attachChild(scoreBoard)
        viewController.show(scoreBoardView: scoreBoard.viewControllable)
    }
}
