/// ReactorKit's `Reactor` on swift-ribs: a view sends actions, each becomes mutations
/// (``mutate(action:)``), and each mutation makes the next state (``reduce(state:mutation:)``),
/// which the view reads. The interactor that was its view's ReactorKit reactor keeps its
/// `mutate` and `reduce` as they were, with ``Mutations`` in place of `Observable<Mutation>`.
///
/// ```swift
/// final class CounterInteractor: Interactor, StateReactor {
///     enum Action: Sendable { case increase }
///     enum Mutation: Sendable { case add(Int) }
///     struct State: Sendable { var count = 0 }
///     let initialState = State()
///
///     func mutate(action: Action) -> Mutations<Mutation> { .just(.add(1)) }
///     func reduce(state: State, mutation: Mutation) -> State {
///         var state = state
///         if case .add(let amount) = mutation { state.count += amount }
///         return state
///     }
/// }
/// // The view: reactor.action.send(.increase); reactor.state.subscribe(onNext: { … })
/// ```
///
/// The reactor starts when ``action``, ``state`` or ``currentState`` is first read, and stops
/// when it is released. Mutations known when `mutate` returns (`.just`, `.empty`) make the new
/// state before the action's `send` returns; the others a turn later, in a task that ends with
/// the reactor.
@MainActor
public protocol StateReactor: AnyObject {
    /// What the view asks for.
    associatedtype Action: Sendable
    /// What changes the state.
    associatedtype Mutation: Sendable = Action
    /// What the view shows.
    associatedtype State: Sendable

    /// The state before the first mutation.
    var initialState: State { get }

    /// The mutations one action makes.
    func mutate(action: Action) -> Mutations<Mutation>

    /// The state that `mutation` makes of `state`.
    func reduce(state: State, mutation: Mutation) -> State

    /// The mutations as the reactor applies them: `mutate`'s, merged here with a service's own
    /// (ReactorKit's `transform(mutation:)`). Returns `mutation` unless overridden.
    func transform(mutation: Events<Mutation>) -> Events<Mutation>

    /// The actions as the reactor reads them: the view's, merged here with others, or filtered
    /// (ReactorKit's `transform(action:)`). Returns `action` unless overridden.
    func transform(action: Events<Action>) -> Events<Action>

    /// The states as the view reads them (ReactorKit's `transform(state:)`): ``state`` and
    /// ``currentState`` are this stream's, while ``reduce(state:mutation:)`` goes on from the
    /// state it reduced last. Returns `state` unless overridden.
    func transform(state: Events<State>) -> Events<State>
}

extension StateReactor {
    /// `mutation`, as it is: a reactor with no stream of its own to merge in.
    public func transform(mutation: Events<Mutation>) -> Events<Mutation> { mutation }

    /// `action`, as it is.
    public func transform(action: Events<Action>) -> Events<Action> { action }

    /// `state`, as it is.
    public func transform(state: Events<State>) -> Events<State> { state }

    /// Where the view sends its actions.
    public var action: EventRelay<Action> { store.actions }

    /// The current state first, then each new one.
    public var state: Events<State> { store.states.values }

    /// The state now.
    public var currentState: State { store.states.value }

    private var store: ReactorStore<Self> { ReactorStore.of(self) }
}
