import RIBs

@MainActor
protocol OffGameInteractable: Interactable, BasicScoreBoardListener {
    var router: (any OffGameRouting)? { get set }
    var listener: (any OffGameListener)? { get set }
}

@MainActor
protocol OffGameViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// OffGame has no children yet.
final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>, OffGameRouting {
    private let basicScoreBoardBuilder: any BasicScoreBoardBuildable
    private var basicScoreBoard: (any BasicScoreBoardRouting)?

    init(
        interactor: any OffGameInteractable,
        viewController: any OffGameViewControllable,
        basicScoreBoardBuilder: any BasicScoreBoardBuildable
    ) {
        self.basicScoreBoardBuilder = basicScoreBoardBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToBasicScoreBoard() {
        guard basicScoreBoard == nil else { return }
        let basicScoreBoard = basicScoreBoardBuilder.build(withListener: interactor)
        self.basicScoreBoard = basicScoreBoard
        attachChild(basicScoreBoard, onUserClose: { [weak self] in self?.detachBasicScoreBoard() })
        viewController.present(basicScoreBoard.viewControllable)
    }

    func detachBasicScoreBoard() {
        guard let basicScoreBoard else { return }
        self.basicScoreBoard = nil
        detachChild(basicScoreBoard)
        viewController.dismiss(basicScoreBoard.viewControllable)
    }
}
