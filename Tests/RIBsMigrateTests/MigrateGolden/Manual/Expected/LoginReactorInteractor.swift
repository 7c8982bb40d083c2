import ReactorKit
import RIBs
import RxSwift

protocol LoginUseCase {
    func login(email: String) -> Observable<Void>
}

/// A reactor whose mutations use an operator `Mutations` lacks (`flatMapLatest`): the file stays
/// on ReactorKit, named.
final class LoginReactorInteractor: Interactor, @preconcurrency Reactor {
    enum Action { case login }
    enum Mutation { case setLoading(Bool), setError(String) }
    struct State { var isLoading = false }

    let initialState = State()
    let useCase: LoginUseCase

    init(useCase: LoginUseCase) {
        self.useCase = useCase
        super.init()
    }

    func mutate(action: Action) -> Observable<Mutation> {
        let request = useCase.login(email: "a@b.c").asObservable()
            .flatMapLatest { _ -> Observable<Mutation> in .empty() }
            .catch { .just(.setError($0.localizedDescription)) }
        return Observable.concat([.just(.setLoading(true)), request, .just(.setLoading(false))])
    }

    func reduce(state: State, mutation: Mutation) -> State { state }
}

// Written by ribs migrate: a chain here stays on RxSwift, so the module's migrated relays and
// streams reach it as RxSwift's Observables, here. Migrate the chain to the runtime's
// streams, then delete this.
extension Events {
    fileprivate func asObservable() -> Observable<Element> {
        Observable.create { observer in
            // Rx's observer is not Sendable; RxCocoa and RIBs code subscribe on the main thread.
            nonisolated(unsafe) let observer = observer
            let subscription = MainActor.assumeIsolated {
                self.subscribe(onNext: { observer.onNext($0) })
            }
            return Disposables.create {
                MainActor.assumeIsolated { subscription.cancel() }
            }
        }
    }
}
