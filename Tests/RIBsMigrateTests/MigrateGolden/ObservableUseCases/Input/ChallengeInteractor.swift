import RIBs
import RxRelay
import RxSwift

/// Subscriptions that hand `self` to their handler with `withUnretained(self)`, after a
/// `catch` or without one.
final class ChallengeInteractor: Interactor {
    let useCase: ChallengeUseCase
    let titleRelay = PublishRelay<String>()
    let errorRelay = PublishRelay<String>()

    init(useCase: ChallengeUseCase) {
        self.useCase = useCase
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
