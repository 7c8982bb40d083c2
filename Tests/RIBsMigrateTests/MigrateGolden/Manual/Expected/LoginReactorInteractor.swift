import ReactorKit
import RIBs
import RxSwift

protocol LoginUseCase {
    func login(email: String) -> Observable<Void>
}

/// A reactor whose mutations use an operator `Mutations` lacks (`flatMapLatest`): the file stays
/// on ReactorKit, named.
final class LoginReactorInteractor: Interactor, Reactor {
    enum Action { case login }
    enum Mutation: Sendable { case setLoading(Bool), setError(String) }
    struct State { var isLoading = false }

    let initialState = State()
    let useCase: LoginUseCase

    init(useCase: LoginUseCase) {
        self.useCase = useCase
        super.init()
    }

    func mutate(action: Action) -> Observable<Mutation> {
        let request = useCase.login(email: "a@b.c")
            .flatMapLatest { _ -> Observable<Mutation> in .empty() }
            .catch { .just(.setError($0.localizedDescription)) }
        return Observable.concat([.just(.setLoading(true)), request, .just(.setLoading(false))])
    }

    func reduce(state: State, mutation: Mutation) -> State { state }
}
