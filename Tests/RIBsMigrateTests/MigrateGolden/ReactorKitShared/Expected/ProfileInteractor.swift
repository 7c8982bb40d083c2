import RIBs

@MainActor
protocol ProfilePresentableListener: HasLoadingStream {
    var state: Events<ProfileInteractor.State> { get }
}

final class ProfileInteractor: Interactor, ProfilePresentableListener, StateReactor {
    enum Action {
        case load
    }

    enum Mutation: Sendable {
        case setLoading(Bool)
    }

    struct State: HasLoadingState, Sendable {
        var isLoading = false
    }

    let initialState = State()

    func mutate(action: Action) -> Mutations<Mutation> {
        switch action {
        case .load:
            return Mutations.concat([.just(.setLoading(true)), .just(.setLoading(false))])
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
