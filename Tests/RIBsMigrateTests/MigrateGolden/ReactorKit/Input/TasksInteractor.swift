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
        case check(title: String)
        case follow
        case ignore
    }

    enum Mutation {
        case setLoading(Bool)
        case setTasks([Task])
        case setError(String)
        case setValid(Bool)
    }

    struct State {
        var isLoading = false
        var tasks: [Task] = []
        var error: String?
        var isValid = true
        var summary = ""
    }

    weak var router: TasksRouting?
    let initialState = State()
    let scheduler = SerialDispatchQueueScheduler(qos: .background)
    private let taskService: TaskServiceProtocol
    private let feed: TaskFeed

    init(presenter: TasksPresentable, taskService: TaskServiceProtocol, feed: TaskFeed) {
        defer { _ = self.state }
        self.taskService = taskService
        self.feed = feed
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// What the view calls: ReactorKit's `action` is a subject.
    func send(_ action: Action) {
        self.action.on(.next(action))
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
        case let .check(title):
            // Arrays mapped beside the mutations (atracker-iOS): values, not streams.
            let titles: [String] = self.currentState.tasks.map { task in task.title }
            return Observable.concat([
                self.emptyTitleMutation(title), self.validTitleMutation(title),
                .just(.setValid(!titles.contains(title))),
                .just(.setTasks(self.currentState.tasks.filter { $0.title != title })),
            ])
        case .follow:
            return self.feed.updates.map { Mutation.setTasks($0) }
        case .ignore:
            return .never()
        }
    }

    /// A check made at once, written as Rx's `create`.
    private func emptyTitleMutation(_ title: String) -> Observable<Mutation> {
        return Observable<Mutation>.create { observer in
            if title.isEmpty {
                observer.onNext(.setValid(false))
            }
            return Disposables.create()
        }
    }

    /// A service's stream, not one result: read as it comes.
    private func validTitleMutation(_ title: String) -> Observable<Mutation> {
        return self.taskService.isValid(title: title)
            .map { Mutation.setValid($0) }
    }

    /// What the view reads: the state with its summary.
    func transform(state: Observable<State>) -> Observable<State> {
        return state.map { state in
            var state = state
            state.summary = "\(state.tasks.count) tasks"
            return state
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
        case let .setValid(isValid): state.isValid = isValid
        }
        return state
    }
}
