import RIBs
import Foundation

@MainActor
protocol SignUpListener: AnyObject {
    func didSignUp()
    func signUpFailed(_ message: String)
}

/// An interactor that subscribes to the use case's `Observable` with `onNext` and `onError`.
final class SignUpInteractor: Interactor {
    weak var listener: SignUpListener?
    private let useCase: AccountUseCase
    private(set) var lastName: String?

    init(useCase: AccountUseCase) {
        self.useCase = useCase
        super.init()
    }

    func signUp(name: String) {
        whileActive { [self] in
            do {
                try await useCase.signUp(name: name)
                self.listener?.didSignUp()
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.listener?.signUpFailed(error.localizedDescription)
            }
        }
    }

    func watchNames() {
        useCase.nameChanges()
            .subscribe(onNext: { [weak self] name in self?.lastName = name })
            .cancelOnDeactivate(interactor: self)
    }
}
