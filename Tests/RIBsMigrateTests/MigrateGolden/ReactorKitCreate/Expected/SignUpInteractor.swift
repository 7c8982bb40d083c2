import RIBs

@MainActor
protocol SignUpPresentableListener: AnyObject {
    func sendAction(_ action: SignUpInteractor.Action)
    var state: Events<SignUpInteractor.State> { get }
}

@MainActor
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
final class SignUpInteractor: Interactor, SignUpPresentableListener, StateReactor {
    enum Action {
        case emailChanged(String)
        case passwordChanged(String)
        case confirm(email: String, password: String)
        case register(String)
    }

    enum Mutation: Sendable {
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
        self.action.send(action)
    }

    func mutate(action: Action) -> Mutations<Mutation> {
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

    private func emailMutation(email: String) -> Mutations<Mutation> {
        Mutations.from(service.isValidEmail(email: email))
            .map { .setEmailValid($0) }
            .catchAndReturn(.setEmailValid(false))
    }

    private func passwordMutation(password: String) -> Mutations<Mutation> {
        Mutations { send in
            send(.setPasswordValid(password.count >= 8))
        }
    }

    private func confirmMutation(email: String, password: String) -> Mutations<Mutation> {
        let checks = [emailMutation(email: email), passwordMutation(password: password)]
        return allValid(checks)
            .flatMap { isValid -> Mutations<Mutation> in
                isValid ? .concat(checks + [.just(.finish)]) : .concat(checks)
            }
    }

    private func allValid(_ checks: [Mutations<Mutation>]) -> Mutations<Bool> {
        Mutations.combineLatest(checks) { mutations -> Bool in
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
    private func registerMutation(email: String) -> Mutations<Mutation> {
        return Mutations<Mutation>.create { [weak self] observer in
            let _ = try? await self?.emailMutation(email: email)
                .flatMap { mutation -> Mutations<Void> in
                    observer.onNext(mutation)
                    guard case .setEmailValid(true) = mutation else {
                        observer.onCompleted()
                        return Mutations<Void>.never()
                    }
                    return Mutations<Void>.just(())
                }
                .flatMap { self?.registeredMutation(email: email) ?? .empty() }
                .flatMap { mutation -> Mutations<Void> in
                    observer.onNext(mutation)
                    return Mutations<Void>.empty()
                }
                .drain()
        }
    }

    private func registeredMutation(email: String) -> Mutations<Mutation> {
        let registered: Mutations<Mutation> = Mutations.from { [self] in try await service.register(email: email) }
            .map { .setRegistered($0) }
            .catchAndReturn(.setRegistered(false))
        return .concat([.just(.setLoading(true)), registered, .just(.setLoading(false))])
    }

    func transform(mutation: Events<Mutation>) -> Events<Mutation> {
        mutation
            .withUnretained(self)
            .flatMap { owner, mutation -> Events<Mutation> in
                switch mutation {
                case .finish: return owner.finishTransform()
                default: return .just(mutation)
                }
            }
    }

    private func finishTransform() -> Events<Mutation> {
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
