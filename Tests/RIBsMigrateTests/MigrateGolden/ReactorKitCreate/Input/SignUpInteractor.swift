import ReactorKit
import RIBs
import RxSwift

protocol SignUpPresentableListener: AnyObject {
    func sendAction(_ action: SignUpInteractor.Action)
    var state: Observable<SignUpInteractor.State> { get }
}

protocol SignUpListener: AnyObject {
    func signUpDidFinish()
}

enum Log {
    static func debug(_ message: String) {
        print(message)
    }
}

/// Omos-New's sign-up reactor: an interactor that is its view's ReactorKit reactor, whose
/// checks make mutations with `Observable.create`, `combineLatest` and `debug`.
final class SignUpInteractor: Interactor, SignUpPresentableListener, Reactor {
    enum Action {
        case emailChanged(String)
        case passwordChanged(String)
        case confirm(email: String, password: String)
        case register(String)
    }

    enum Mutation {
        case setEmailValid(Bool)
        case setPasswordValid(Bool)
        case setLoading(Bool)
        case setRegistered(Bool)
        case finish
    }

    typealias State = SignUpState

    weak var listener: SignUpListener?
    let initialState = State()
    private let service: SignUpService

    init(service: SignUpService) {
        self.service = service
        super.init()
    }

    func sendAction(_ action: Action) {
        self.action.on(.next(action))
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case let .emailChanged(email):
            return emailMutation(email: email).debug("email")
        case let .passwordChanged(password):
            return passwordMutation(password: password)
        case let .confirm(email, password):
            return confirmMutation(email: email, password: password)
        case let .register(email):
            return registerMutation(email: email)
        }
    }

    private func emailMutation(email: String) -> Observable<Mutation> {
        service.isValidEmail(email: email)
            .map { .setEmailValid($0) }
            .catchAndReturn(.setEmailValid(false))
    }

    private func passwordMutation(password: String) -> Observable<Mutation> {
        Observable<Mutation>.create { observer in
            observer.onNext(.setPasswordValid(password.count >= 8))
            return Disposables.create()
        }
    }

    private func confirmMutation(email: String, password: String) -> Observable<Mutation> {
        let checks = [emailMutation(email: email), passwordMutation(password: password)]
        return allValid(checks)
            .flatMap { isValid -> Observable<Mutation> in
                isValid ? .concat(checks + [.just(.finish)]) : .concat(checks)
            }
    }

    private func allValid(_ checks: [Observable<Mutation>]) -> Observable<Bool> {
        Observable.combineLatest(checks) { mutations -> Bool in
            mutations.allSatisfy { mutation in
                switch mutation {
                case let .setEmailValid(valid), let .setPasswordValid(valid): return valid
                default: return true
                }
            }
        }
    }

    /// Each check after the one before it passed: a chain subscribed inside `create`, which sends
    /// through the observer and ends the stream where a check fails.
    private func registerMutation(email: String) -> Observable<Mutation> {
        return Observable<Mutation>.create { [weak self] observer in
            let _ = self?.emailMutation(email: email)
                .flatMap { mutation -> Observable<Void> in
                    observer.onNext(mutation)
                    guard case .setEmailValid(true) = mutation else {
                        observer.onCompleted()
                        return Observable<Void>.never()
                    }
                    return Observable<Void>.just(())
                }
                .flatMap { self?.registeredMutation(email: email) ?? .empty() }
                .flatMap { mutation -> Observable<Void> in
                    observer.onNext(mutation)
                    return Observable<Void>.empty()
                }
                .subscribe()

            return Disposables.create()
        }
    }

    private func registeredMutation(email: String) -> Observable<Mutation> {
        let registered: Observable<Mutation> = service.register(email: email).asObservable()
            .map { .setRegistered($0) }
            .catchAndReturn(.setRegistered(false))
        return .concat([.just(.setLoading(true)), registered, .just(.setLoading(false))])
    }

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        mutation
            .withUnretained(self)
            .flatMap { owner, mutation -> Observable<Mutation> in
                switch mutation {
                case .finish: return owner.finishTransform()
                default: return .just(mutation)
                }
            }
    }

    private func finishTransform() -> Observable<Mutation> {
        listener?.signUpDidFinish()
        return .empty()
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .setEmailValid(valid): state.isEmailValid = valid
        case let .setPasswordValid(valid): state.isPasswordValid = valid
        case let .setLoading(loading): state.isLoading = loading
        case let .setRegistered(registered): state.isRegistered = registered
        case .finish: Log.debug("finished")
        }
        return state
    }
}
