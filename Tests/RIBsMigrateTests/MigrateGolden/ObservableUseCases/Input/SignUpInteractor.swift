import RIBs
import RxSwift

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
        useCase.signUp(name: name)
            .subscribe(
                onNext: { [weak self] in self?.listener?.didSignUp() },
                onError: { [weak self] error in self?.listener?.signUpFailed(error.localizedDescription) }
            )
            .disposeOnDeactivate(interactor: self)
    }

    func watchNames() {
        useCase.nameChanges()
            .subscribe(onNext: { [weak self] name in self?.lastName = name })
            .disposeOnDeactivate(interactor: self)
    }
}
