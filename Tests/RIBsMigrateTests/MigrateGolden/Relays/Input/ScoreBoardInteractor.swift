import RIBs
import RxSwift

protocol ScoreBoardPresentable: Presentable {
    func show(_ score: Score)
}

final class ScoreBoardInteractor: PresentableInteractor<ScoreBoardPresentable> {
    private let scoreStream: ScoreStream
    private var lastShown: Disposable?

    init(presenter: ScoreBoardPresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream.score
            .subscribe(onNext: { [weak self] score in
                self?.presenter.show(score)
            })
            .disposeOnDeactivate(interactor: self)
        lastShown = scoreStream.winners.subscribe(onNext: { _ in })
    }

    override func willResignActive() {
        super.willResignActive()
        lastShown?.dispose()
    }
}
