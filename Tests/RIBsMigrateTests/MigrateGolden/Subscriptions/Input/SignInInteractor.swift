import RIBs
import RxRelay
import RxSwift

protocol SignInRouting: ViewableRouting {
    func routeToSignUp(payload: String)
    func routeToHome()
}

protocol SignInPresentable: Presentable {
    var listener: SignInPresentableListener? { get set }
    func showAlert(message: String)
    func showLoading(_ isLoading: Bool)
    func show(names: [String])
}

protocol SignInPresentableListener: AnyObject {
    func signIn(email: String, password: String)
    func logOut()
}

protocol SignInInteractable: Interactable {
    var router: SignInRouting? { get set }
}

/// The calls of a service real apps make most: a `Single` subscribed with its handlers and kept
/// in the interactor's `DisposeBag` beside a relay's subscription, a `catch` whose handler
/// chooses a route by the error, `onDisposed:` hiding a loading indicator, a `Completable`, and a
/// use case's `Observable` bound to a relay with `catchAndReturn` on the way.
final class SignInInteractor: PresentableInteractor<SignInPresentable>, SignInInteractable,
    SignInPresentableListener
{
    weak var router: SignInRouting?
    private let useCase: SignInUseCase
    private let repository: SignInRepository
    private let disposeBag = DisposeBag()
    private let names = BehaviorRelay<[String]>(value: [])
    /// Taps, each of which starts a call: `flatMap` from a stream to a service.
    private let retries = PublishRelay<String>()
    private let signOuts = PublishRelay<Void>()

    init(presenter: SignInPresentable, useCase: SignInUseCase, repository: SignInRepository) {
        self.useCase = useCase
        self.repository = repository
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        names
            .subscribe(onNext: { [weak self] names in self?.presenter.show(names: names) })
            .disposed(by: disposeBag)
        useCase.names()
            .map { names in names.sorted() }
            .catchAndReturn([])
            .bind(to: names)
            .disposeOnDeactivate(interactor: self)
        retries
            .flatMap { [weak self] email in self?.useCase.signIn(email: email, password: "") ?? .never() }
            .map { token in token.count }
            .subscribe(onNext: { [weak self] length in self?.presenter.showLoading(length == 0) },
                       onError: { [weak self] error in self?.presenter.showAlert(message: "\(error)") })
            .disposeOnDeactivate(interactor: self)
        signOuts
            .withUnretained(self)
            .flatMap { owner, _ in owner.repository.profile() }
            .subscribe(onNext: { [weak self] names in self?.presenter.show(names: names) })
            .disposed(by: disposeBag)
    }

    func signIn(email: String, password: String) {
        presenter.showLoading(true)
        useCase.signIn(email: email, password: password)
            .asObservable()
            .observe(on: MainScheduler.instance)
            .catch { [weak self] error in
                guard case let SignInUseCaseError.signInError(info) = error else {
                    self?.presenter.showAlert(message: error.localizedDescription)
                    return .empty()
                }
                self?.router?.routeToSignUp(payload: info)
                return .empty()
            }
            .subscribe(
                onNext: { [weak self] _ in self?.router?.routeToHome() },
                onDisposed: { [weak self] in self?.presenter.showLoading(false) }
            )
            .disposed(by: disposeBag)
    }

    /// Operators after the `catch`, as TheSixthSense writes them: a collection sorted (never
    /// `nil`, so a `map`), then `self` handed on.
    func showSortedNames() {
        repository.profile()
            .catch { [weak self] error in
                self?.presenter.showAlert(message: error.localizedDescription)
                return .never()
            }
            .compactMap { names in names.sorted(by: <) }
            .withUnretained(self)
            .subscribe(onSuccess: { owner, names in owner.presenter.show(names: names) })
            .disposeOnDeactivate(interactor: self)
    }

    /// Two calls zipped, their pair handed to the handler as two parameters (What?fle's).
    func showProfileAndToken() {
        Single.zip(repository.profile(), useCase.signIn(email: "", password: ""))
            .subscribe(onSuccess: { [weak self] names, token in
                self?.presenter.show(names: names + [token])
            })
            .disposeOnDeactivate(interactor: self)
    }

    func refresh() {
        repository.profile()
            .subscribe(with: self, onSuccess: { owner, names in
                owner.names.accept(names)
            }, onFailure: { owner, error in
                owner.presenter.showAlert(message: error.localizedDescription)
                owner.refresh()
            })
            .disposed(by: disposeBag)
    }

    func logOut() {
        repository.logOut()
            .subscribe(onCompleted: { [weak self] in
                self?.names.accept([])
            }, onError: { [weak self] error in
                self?.presenter.showAlert(message: "\(error)")
            })
            .disposeOnDeactivate(interactor: self)
    }
}
