import RIBs

@MainActor
protocol BasicScoreBoardRouting: ViewableRouting {}

@MainActor
protocol BasicScoreBoardPresentable: Presentable {
    func show(score: Score)
}

/// Follows the score stream while active (tutorial 3's `disposeOnDeactivate`).
final class BasicScoreBoardInteractor: PresentableInteractor<any BasicScoreBoardPresentable>,
    BasicScoreBoardInteractable
{
    weak var router: (any BasicScoreBoardRouting)?
    private let scoreStream: any ScoreStream

    init(presenter: any BasicScoreBoardPresentable, scoreStream: any ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream.score
            .subscribe(onNext: { [weak self] score in self?.presenter.show(score: score) })
            .cancelOnDeactivate(interactor: self)
    }
}
