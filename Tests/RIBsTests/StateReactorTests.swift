import RIBs
import RIBsTesting
import Testing

/// A reactor as ReactorKit's apps write them: loading around a request, an error shown as a
/// state, a service's own events merged in.
@MainActor
private final class TasksReactor: StateReactor {
    enum Action: Sendable { case refresh, toggleEditing, fail, failAndRecover }
    enum Mutation: Sendable, Equatable {
        case setLoading(Bool)
        case setTasks([String])
        case toggleEditing
        case setError(String)
    }
    struct State: Sendable, Equatable {
        var isLoading = false
        var isEditing = false
        var tasks: [String] = []
        var error: String?
    }

    let initialState = State()
    let service: TasksService

    init(service: TasksService) {
        self.service = service
    }

    func mutate(action: Action) -> Mutations<Mutation> {
        switch action {
        case .refresh:
            .concat([
                .just(.setLoading(true)), .from { [service] in .setTasks(try await service.tasks()) },
                .just(.setLoading(false)),
            ])
        case .toggleEditing:
            .just(.toggleEditing)
        case .fail:
            .from { [service] in .setTasks(try await service.failing()) }
        case .failAndRecover:
            Mutations.from { [service] in .setTasks(try await service.failing()) }
                .catch { .just(.setError("\($0)")) }
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setLoading(let isLoading): state.isLoading = isLoading
        case .setTasks(let tasks): state.tasks = tasks
        case .toggleEditing: state.isEditing.toggle()
        case .setError(let error): state.error = error
        }
        return state
    }

    func transform(mutation: Events<Mutation>) -> Events<Mutation> {
        Events.merge(mutation, service.created.events.map { Mutation.setTasks([$0]) })
    }
}

private final class TasksService: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    let created = EventRelay<String>()

    func tasks() async throws -> [String] { ["write the note"] }
    func failing() async throws -> [String] { throw Failure() }
}

@MainActor
struct StateReactorTests {
    @Test func aMutationKnownAtOnceMakesTheStateBeforeSendReturns() {
        let reactor = TasksReactor(service: TasksService())
        reactor.action.send(.toggleEditing)
        #expect(reactor.currentState.isEditing)
        reactor.action.send(.toggleEditing)
        #expect(!reactor.currentState.isEditing)
    }

    @Test func concatRunsEachStreamAfterTheOneBeforeIt() async {
        let reactor = TasksReactor(service: TasksService())
        let states = OutputRecorder(reactor.state)
        reactor.action.send(.refresh)
        // The loading state is known at once; the request's result and the end of loading follow.
        #expect(reactor.currentState.isLoading)
        await states.waitForCount(4)
        #expect(
            states.elements == [
                TasksReactor.State(),
                TasksReactor.State(isLoading: true),
                TasksReactor.State(isLoading: true, tasks: ["write the note"]),
                TasksReactor.State(isLoading: false, tasks: ["write the note"]),
            ])
    }

    @Test func anErrorEndsOnlyItsActionsStreamAndCatchTurnsItIntoAMutation() async {
        let reactor = TasksReactor(service: TasksService())
        let states = OutputRecorder(reactor.state)
        reactor.action.send(.fail)
        reactor.action.send(.failAndRecover)
        await states.waitForCount(2)
        #expect(reactor.currentState.error == "offline")
        reactor.action.send(.toggleEditing)
        #expect(reactor.currentState.isEditing, "the reactor goes on after an error")
        await states.waitForCount(3)
        #expect(states.elements.last?.error == "offline")
    }

    @Test func transformMergesAServicesOwnEvents() {
        let service = TasksService()
        let reactor = TasksReactor(service: service)
        _ = reactor.currentState
        service.created.send("buy milk")
        #expect(reactor.currentState.tasks == ["buy milk"])
    }

    @Test func aReactorIsNotKeptAliveByItsStore() {
        let service = TasksService()
        weak var released: TasksReactor?
        do {
            let reactor = TasksReactor(service: service)
            reactor.action.send(.toggleEditing)
            released = reactor
        }
        #expect(released == nil)
        // The released reactor's handler on the service's relay ends with its store, which the
        // next reactor's first read sweeps away.
        let next = TasksReactor(service: service)
        _ = next.currentState
        #expect(service.created.subscriberCount == 1)
    }

    @Test func mergeAndFlatMapDeliverEveryInnerElement() async {
        let stream = Mutations<Int>.merge([.from { 1 }, .from { 2 }]).flatMap { value in
            Mutations.just(value, value * 10)
        }
        let collected = Collected()
        try? await stream.run { collected.values.append($0) }
        #expect(collected.values.sorted() == [1, 2, 10, 20])
    }

    @Test func neverSendsNothingAndEndsOnlyWhenItsTaskIsCancelled() async throws {
        let collected = Collected()
        let run = Task { @MainActor in
            try await Mutations<Int>.concat([.never(), .just(1)]).run { collected.values.append($0) }
        }
        await Task.yield()
        #expect(Mutations<Int>.never().immediate == nil)
        run.cancel()
        // Cancelled, it throws: the element after it in the concat is never sent.
        await #expect(throws: CancellationError.self) { try await run.value }
        #expect(collected.values.isEmpty)
    }

    @Test func streamsKnownAtOnceStayKnownThroughTheirOperators() {
        let stream = Mutations<Int>.concat([.just(1), .empty(), .just(2, 3)]).map { $0 * 2 }.filter { $0 > 2 }
            .flatMap { value in Mutations.just(value, value + 1) }
        #expect(stream.immediate == [4, 5, 6, 7])
        #expect(Mutations<Int>.from { 1 }.map { $0 }.immediate == nil)
    }
}

/// A reactor that reads only the actions it wants and shows a state derived from the one it
/// reduces: ReactorKit's `transform(action:)` and `transform(state:)`.
@MainActor
private final class CounterReactor: StateReactor {
    enum Action: Sendable { case add(Int) }
    struct State: Sendable, Equatable {
        var count = 0
        var label = ""
    }

    let initialState = State()

    func mutate(action: Action) -> Mutations<Action> { .just(action) }

    func reduce(state: State, mutation: Action) -> State {
        guard case .add(let amount) = mutation else { return state }
        var state = state
        state.count += amount
        return state
    }

    func transform(action: Events<Action>) -> Events<Action> {
        action.filter { if case .add(let amount) = $0 { amount > 0 } else { false } }
    }

    func transform(state: Events<State>) -> Events<State> {
        state.map { state in
            var state = state
            // Shown ten times over: a reduce that went on from the shown state would count from it.
            state.label = "count \(state.count)"
            state.count *= 10
            return state
        }
    }
}

@MainActor
struct StateReactorTransformTests {
    @Test func transformActionDecidesWhichActionsTheReactorReads() {
        let reactor = CounterReactor()
        reactor.action.send(.add(2))
        reactor.action.send(.add(-5))
        reactor.action.send(.add(1))
        #expect(reactor.currentState.label == "count 3", "the negative amount was filtered out")
    }

    @Test func transformStateIsWhatTheViewReadsAndReduceGoesOnFromItsOwnState() async {
        let reactor = CounterReactor()
        #expect(reactor.currentState.label == "count 0", "the initial state is transformed too")
        let states = OutputRecorder(reactor.state)
        reactor.action.send(.add(1))
        reactor.action.send(.add(2))
        #expect(reactor.currentState == CounterReactor.State(count: 30, label: "count 3"))
        await states.waitForCount(3)
        #expect(states.elements.map(\.label) == ["count 0", "count 1", "count 3"])
    }
}

@MainActor
private final class Collected {
    var values: [Int] = []
}
