import RIBs
import Foundation

@MainActor
protocol SignInRouting: ViewableRouting {
    func routeToSignUp(payload: String)
    func routeToHome()
}

@MainActor
protocol SignInPresentable: Presentable {
    var listener: SignInPresentableListener? { get set }
    func showAlert(message: String)
    func showLoading(_ isLoading: Bool)
    func show(names: [String])
}

@MainActor
protocol SignInPresentableListener: AnyObject {
    func signIn(email: String, password: String)
    func logOut()
}

@MainActor
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
    private let disposeBag = SubscriptionBag()
    private let names = ValueRelay<[String]>([])
    /// Taps, each of which starts a call: `flatMap` from a stream to a service.
    private let retries = EventRelay<String>()
    private let signOuts = EventRelay<Void>()

    init(presenter: SignInPresentable, useCase: SignInUseCase, repository: SignInRepository) {
        self.useCase = useCase
        self.repository = repository
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        names.values
            .subscribe(onNext: { [weak self] names in self?.presenter.show(names: names) })
            .cancelled(by: disposeBag)
        whileActive { [self] in
            do {
                let names2 = try await useCase.names()
                let value = names2.sorted()
                names.value = value
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                names.value = []
            }
        }
        retries.events
            .subscribe(onNext: { [weak self] email in
                guard let self else { return }
                whileActive { [self] in
                    do {
                        let token = try await self.useCase.signIn(email: email, password: "")
                        let length = token.count
                        self.presenter.showLoading(length == 0)
                    } catch is CancellationError {
                        // deactivated: no handler runs, as Rx's disposal called none
                    } catch {
                        self.presenter.showAlert(message: "\(error)")
                    }
                }
            })
            .cancelOnDeactivate(interactor: self)
        signOuts.events
            .subscribe(onNext: { [weak self] _ in
                guard let self else { return }
                disposeBag.insert(Task { [self] in
                    do {
                        let names = try await self.repository.profile()
                        self.presenter.show(names: names)
                    } catch is CancellationError {
                        // the bag was freed: no handler runs, as Rx's disposal called none
                    } catch {}
                })
            })
            .cancelled(by: disposeBag)
    }

    func signIn(email: String, password: String) {
        presenter.showLoading(true)
        disposeBag.insert(Task { [self] in
            defer {
                self.presenter.showLoading(false)
            }
            do {
                _ = try await useCase.signIn(email: email, password: password)
                self.router?.routeToHome()
            } catch is CancellationError {
                // the bag was freed: no handler runs, as Rx's disposal called none
            } catch {
                guard case let SignInUseCaseError.signInError(info) = error else {
                    self.presenter.showAlert(message: error.localizedDescription)
                    return
                }
                self.router?.routeToSignUp(payload: info)
            }
        })
    }

    /// Operators after the `catch`, as TheSixthSense writes them: a collection sorted (never
    /// `nil`, so a `map`), then `self` handed on.
    func showSortedNames() {
        whileActive { [self] in
            do {
                let names = try await repository.profile()
                let names2 = names.sorted(by: <)
                self.presenter.show(names: names2)
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.presenter.showAlert(message: error.localizedDescription)
            }
        }
    }

    /// Two calls zipped, their pair handed to the handler as two parameters (What?fle's).
    func showProfileAndToken() {
        whileActive { [self] in
            do {
                let (names, token) = (try await repository.profile(), try await useCase.signIn(email: "", password: ""))
                self.presenter.show(names: names + [token])
            } catch {}
        }
    }

    func refresh() {
        disposeBag.insert(Task { [self] in
            do {
                let names = try await repository.profile()
                self.names.value = names
            } catch is CancellationError {
                // the bag was freed: no handler runs, as Rx's disposal called none
            } catch {
                self.presenter.showAlert(message: error.localizedDescription)
                self.refresh()
            }
        })
    }

    func logOut() {
        whileActive { [self] in
            do {
                try await repository.logOut()
                self.names.value = []
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.presenter.showAlert(message: "\(error)")
            }
        }
    }
}
