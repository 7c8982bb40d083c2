import RIBs

/// Subscriptions that hand `self` to their handler with `withUnretained(self)`, after a
/// `catch` or without one.
final class ChallengeInteractor: Interactor {
    let useCase: ChallengeUseCase
    let notices: NoticeRepository
    let titleRelay = EventRelay<String>()
    let errorRelay = EventRelay<String>()

    init(useCase: ChallengeUseCase, notices: NoticeRepository) {
        self.useCase = useCase
        self.notices = notices
    }

    func loadNotice() {
        whileActive { [self] in
            do {
                let notice = try await notices.notice(path: "today")
                self.titleRelay.send(notice)
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.errorRelay.send("\(error)")
            }
        }
    }

    func load(id: String) {
        whileActive { [self] in
            do {
                let challenge = try await useCase.challenge(id: id)
                self.titleRelay.send(challenge.title)
            } catch {}
        }
    }

    func loadToday() {
        whileActive { [self] in
            do {
                let challenge = try await useCase.todaysChallenge(signedIn: true)
                self.titleRelay.send(challenge.title)
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch is NoElementsError {
                // completed with no value: no handler runs
            } catch {
                self.errorRelay.send("\(error)")
            }
        }
    }
}
