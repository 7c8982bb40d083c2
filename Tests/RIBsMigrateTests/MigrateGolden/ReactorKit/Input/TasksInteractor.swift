import ReactorKit
import RIBs
import RxSwift

protocol TasksRouting: ViewableRouting {
    func routeToTaskEditing(task: Task)
}

protocol TasksPresentable: Presentable {
    var listener: TasksPresentableListener? { get set }
}

/// What the view reads and sends: ReactorKit's surface, as the view controller declares it.
protocol TasksPresentableListener: AnyObject {
    var action: ActionSubject<TasksInteractor.Action> { get }
    var state: Observable<TasksInteractor.State> { get }
    var currentState: TasksInteractor.State { get }
}

/// An interactor that is its view's ReactorKit reactor: it becomes a StateReactor.
final class TasksInteractor: PresentableInteractor<TasksPresentable>, TasksPresentableListener, Reactor {
    enum Action {
        case refresh
        case delete(index: Int)
        case edit(index: Int)
    }

    enum Mutation {
        case setLoading(Bool)
        case setTasks([Task])
        case setError(String)
    }

    struct State {
        var isLoading = false
        var tasks: [Task] = []
        var error: String?
    }

    weak var router: TasksRouting?
    let initialState = State()
    let scheduler = SerialDispatchQueueScheduler(qos: .background)
    private let taskService: TaskServiceProtocol

    init(presenter: TasksPresentable, taskService: TaskServiceProtocol) {
        defer { _ = self.state }
        self.taskService = taskService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .refresh:
            return Observable.concat([
                Observable.just(.setLoading(true)),
                self.tasksMutation(),
                Observable.just(.setLoading(false)),
            ])
        case let .delete(index):
            let task = self.currentState.tasks[index]
            return self.taskService.delete(id: task.id).asObservable()
                .flatMap { _ in Observable.empty() }
        case let .edit(index):
            let task = self.currentState.tasks[index]
            return Observable.just(task)
                .observeOn(MainScheduler.instance)
                .do(onNext: { [weak self] task in self?.router?.routeToTaskEditing(task: task) })
                .flatMap { _ -> Observable<Mutation> in .empty() }
        }
    }

    private func tasksMutation() -> Observable<Mutation> {
        return self.taskService.tasks().asObservable()
            .map(Mutation.setTasks)
            .catchError { error -> Observable<Mutation> in .just(.setError("\(error)")) }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .setLoading(isLoading): state.isLoading = isLoading
        case let .setTasks(tasks): state.tasks = tasks
        case let .setError(error): state.error = error
        }
        return state
    }
}
