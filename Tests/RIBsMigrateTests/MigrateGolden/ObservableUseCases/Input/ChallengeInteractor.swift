import RIBs
import RxRelay
import RxSwift

/// Subscriptions that hand `self` to their handler with `withUnretained(self)`, after a
/// `catch` or without one.
final class ChallengeInteractor: Interactor {
    let useCase: ChallengeUseCase
    let notices: NoticeRepository
    let titleRelay = PublishRelay<String>()
    let errorRelay = PublishRelay<String>()

    init(useCase: ChallengeUseCase, notices: NoticeRepository) {
        self.useCase = useCase
        self.notices = notices
    }

    func loadNotice() {
        notices.notice(path: "today")
            .subscribe(onNext: { [weak self] notice in
                self?.titleRelay.accept(notice)
            }, onError: { [weak self] error in
                self?.errorRelay.accept("\(error)")
            })
            .disposeOnDeactivate(interactor: self)
    }

    func load(id: String) {
        useCase.challenge(id: id)
            .withUnretained(self)
            .subscribe(onNext: { owner, challenge in
                owner.titleRelay.accept(challenge.title)
            })
            .disposeOnDeactivate(interactor: self)
    }

    func loadToday() {
        useCase.todaysChallenge(signedIn: true)
            .catch { [weak self] error in
                self?.errorRelay.accept("\(error)")
                return .empty()
            }
            .withUnretained(self)
            .subscribe(onNext: { owner, challenge in
                owner.titleRelay.accept(challenge.title)
            })
            .disposeOnDeactivate(interactor: self)
    }
}
