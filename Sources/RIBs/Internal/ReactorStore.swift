/// What a ``StateReactor`` keeps, where a Swift protocol cannot keep it (ReactorKit keeps it in
/// Objective-C associated objects): its action relay, its state, and the subscriptions that run
/// it. One per reactor, made when it is first asked for, and dropped after the reactor is gone.
@MainActor
final class ReactorStore<Reactor: StateReactor> {
    let actions = EventRelay<Reactor.Action>()
    /// The states the view reads: `transform(state:)`'s.
    let states: ValueRelay<Reactor.State>
    /// The states `reduce` made, which it goes on from.
    private let reduced: ValueRelay<Reactor.State>
    private let mutations = EventRelay<Reactor.Mutation>()
    private var subscriptions: [EventSubscription] = []
    private var running: [UInt64: Task<Void, Never>] = [:]
    private var nextTask: UInt64 = 0

    private init(_ reactor: Reactor) {
        states = ValueRelay(reactor.initialState)
        reduced = ValueRelay(reactor.initialState)
    }

    /// The store of `reactor`, made and started on the first call.
    static func of(_ reactor: Reactor) -> ReactorStore {
        let key = ObjectIdentifier(reactor)
        if let entry = ReactorStores.entries[key], entry.owner === reactor, let store = entry.store as? ReactorStore {
            return store
        }
        ReactorStores.removeReleased()
        let store = ReactorStore(reactor)
        ReactorStores.entries[key] = ReactorStores.Entry(owner: reactor, store: store)
        store.start(reactor)
        return store
    }

    private func start(_ reactor: Reactor) {
        subscriptions.append(
            reactor.transform(mutation: mutations.events).subscribe(onNext: { [weak self, weak reactor] mutation in
                guard let self, let reactor else { return }
                reduced.value = reactor.reduce(state: reduced.value, mutation: mutation)
            }))
        // A reduced state's relay hands its value to a new subscriber: the transformed initial
        // state reaches `states` before this returns.
        subscriptions.append(
            reactor.transform(state: reduced.values).subscribe(onNext: { [weak self] state in
                self?.states.value = state
            }))
        subscriptions.append(
            reactor.transform(action: actions.events).subscribe(onNext: { [weak self, weak reactor] action in
                guard let self, let reactor else { return }
                run(reactor.mutate(action: action))
            }))
    }

    /// Applies what is known at once; runs the rest in a task, dropping its error.
    private func run(_ stream: Mutations<Reactor.Mutation>) {
        let mutations = mutations
        if let immediate = stream.immediate {
            for mutation in immediate { mutations.send(mutation) }
            return
        }
        var remainder = stream.run
        if let split = stream.split {
            for mutation in split.leading { mutations.send(mutation) }
            remainder = split.rest
        }
        let id = nextTask
        nextTask += 1
        running[id] = Task { @MainActor [weak self, remainder] in
            try? await remainder { mutations.send($0) }
            self?.running[id] = nil
        }
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    /// Ends what the store ran: a stream the reactor merged in (a service's) keeps no handler.
    private func deinitWork() -> MainActorDeinit.Work {
        let tasks = Array(running.values)
        let subscriptions = subscriptions
        return MainActorDeinit.Work {
            for task in tasks { task.cancel() }
            for subscription in subscriptions { subscription.cancel() }
        }
    }
}

/// Every reactor's store, by the reactor's identity.
@MainActor
enum ReactorStores {
    struct Entry {
        weak var owner: AnyObject?
        let store: AnyObject
    }

    static var entries: [ObjectIdentifier: Entry] = [:]

    /// Drops the stores whose reactor is gone (and with them their tasks and subscriptions).
    static func removeReleased() {
        entries = entries.filter { $0.value.owner != nil }
    }
}
