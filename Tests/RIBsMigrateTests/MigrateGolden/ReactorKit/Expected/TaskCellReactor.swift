import ReactorKit
import RxSwift

final class TaskCellReactor: Reactor {
    typealias Action = Never

    struct State {
        var title: String
    }

    let initialState: State

    init(title: String) {
        initialState = State(title: title)
    }
}
