import ReactorKit
import RIBs
import RxSwift

protocol ProfilePresentableListener: HasLoadingStream {
    var state: Observable<ProfileInteractor.State> { get }
}

final class ProfileInteractor: Interactor, ProfilePresentableListener, Reactor {
    enum Action {
        case load
    }

    enum Mutation {
        case setLoading(Bool)
    }

    struct State: HasLoadingState {
        var isLoading = false
    }

    let initialState = State()

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .load:
            return Observable.concat([.just(.setLoading(true)), .just(.setLoading(false))])
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .setLoading(isLoading): state.isLoading = isLoading
        }
        return state
    }
}
