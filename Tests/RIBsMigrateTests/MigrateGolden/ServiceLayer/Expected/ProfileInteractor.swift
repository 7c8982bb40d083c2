import RIBs

@MainActor
protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
    func show(name: String)
    func show(error: String)
}

@MainActor
protocol ProfilePresentableListener: AnyObject {
    func didTapRename()
    func didTapClose()
}

@MainActor
protocol ProfileListener: AnyObject {
    func profileDidClose()
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfilePresentableListener {
    weak var listener: ProfileListener?
    private let useCase: ProfileUseCase

    init(presenter: ProfilePresentable, useCase: ProfileUseCase) {
        self.useCase = useCase
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        whileActive { [self] in
            do {
                let name = try await useCase.name(of: "me")
                self.presenter.show(name: name)
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.presenter.show(error: "\(error)")
            }
        }
    }

    func didTapRename() {
        whileActive { [self] in
            do {
                let name = try await useCase.rename("me", to: "Ada").name
                self.presenter.show(name: name)
            } catch {}
        }
    }

    func didTapClose() {
        whileActive { [self] in
            do {
                try await useCase.reload()
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.presenter.show(error: "\(error)")
            }
        }
        listener?.profileDidClose()
    }
}
