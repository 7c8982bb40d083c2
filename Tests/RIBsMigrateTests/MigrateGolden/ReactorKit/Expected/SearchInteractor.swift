import ReactorKit
import RxSwift

/// A reactor whose mutation chain uses an operator `Mutations` lacks (`combineLatest`): it
/// stays on ReactorKit, named, and so does the listener protocol it adopts.
final class SearchInteractor: SearchPresentableListener, @preconcurrency Reactor {
    enum Action {
        case search(String)
    }

    struct State {
        var isValid = false
    }

    let initialState = State()

    func mutate(action: Action) -> Observable<Bool> {
        switch action {
        case let .search(text):
            return Observable.combineLatest(Observable.just(text.isEmpty), Observable.just(text.count > 2)) { !$0 && $1 }
        }
    }

    func reduce(state: State, mutation: Bool) -> State {
        var state = state
        state.isValid = mutation
        return state
    }
}
