/// What one action of a ``StateReactor`` does to its state: a finite stream of mutations, which
/// may end with an error. ReactorKit's `Observable<Mutation>` as `mutate(action:)` returns it,
/// with the same builders, on Swift concurrency.
///
/// Nothing runs until the reactor runs it, once per action. Mutations known when the stream is
/// built (``just(_:)``, ``empty()``, and ``concat(_:)`` or ``map(_:)`` of those) are applied
/// before the action's `send` returns, as ReactorKit applied them on the main scheduler; the rest
/// run in a task of the reactor, in order within the stream. An error ends the stream, and the
/// reactor drops it and goes on with the next action, as ReactorKit does.
///
/// ```swift
/// func mutate(action: Action) -> Mutations<Mutation> {
///     switch action {
///     case .refresh:
///         .concat([.just(.setLoading(true)), .from { try await .setTasks(service.tasks()) }, .just(.setLoading(false))])
///     case .toggleEditing:
///         .just(.toggleEditing)
///     }
/// }
/// ```
public struct Mutations<Element: Sendable>: Sendable {
    /// Runs the stream, handing each element to `send`, on the main actor.
    package let run:
        @MainActor @Sendable (_ send: @escaping @MainActor @Sendable (Element) -> Void) async throws -> Void
    /// The elements, when the stream is only these, known when it was built.
    package let immediate: [Element]?
    /// The elements known at once at the start of a longer stream, and the stream after them:
    /// `concat` of `.just(loading)` and a request starts with the loading state.
    package let split:
        (
            leading: [Element],
            rest: @MainActor @Sendable (_ send: @escaping @MainActor @Sendable (Element) -> Void) async throws -> Void
        )?

    /// A stream that runs `body`, which hands each element to its `send` and may throw.
    public init(
        _ body:
            @escaping @MainActor @Sendable (_ send: @escaping @MainActor @Sendable (Element) -> Void) async throws ->
            Void
    ) {
        run = body
        immediate = nil
        split = nil
    }

    init(immediate elements: [Element]) {
        run = { send in
            for element in elements { send(element) }
        }
        immediate = elements
        split = nil
    }

    private init(
        leading: [Element],
        rest:
            @escaping @MainActor @Sendable (_ send: @escaping @MainActor @Sendable (Element) -> Void) async throws ->
            Void
    ) {
        run = { send in
            for element in leading { send(element) }
            try await rest(send)
        }
        immediate = nil
        split = (leading, rest)
    }

    /// The elements, in order: ReactorKit's `.just(_:)`.
    public static func just(_ elements: Element...) -> Mutations {
        Mutations(immediate: elements)
    }

    /// No mutation: ReactorKit's `.empty()`.
    public static func empty() -> Mutations {
        Mutations(immediate: [])
    }

    /// No mutation, and no end until the reactor is gone: ReactorKit's `.never()`. A `concat`
    /// waits on it for ever, as Rx's does; elsewhere it is `.empty()` that holds a task.
    public static func never() -> Mutations {
        Mutations { _ in
            // Ends when the task that runs it is cancelled: with the reactor.
            while true { try await Task.sleep(for: .seconds(86_400)) }
        }
    }

    /// Each stream after the one before it has ended: Rx's `Observable.concat(_:)`.
    public static func concat(_ streams: [Mutations]) -> Mutations {
        let parts = streams.map(\.immediate)
        if parts.allSatisfy({ $0 != nil }) { return Mutations(immediate: parts.flatMap { $0! }) }
        let known = streams.prefix { $0.immediate != nil }
        let rest = streams.dropFirst(known.count)
        return Mutations(leading: known.flatMap { $0.immediate! }) { send in
            for stream in rest { try await stream.run(send) }
        }
    }

    /// The streams at once, their elements as they come: Rx's `Observable.merge(_:)`. The first
    /// error ends them all.
    public static func merge(_ streams: [Mutations]) -> Mutations {
        Mutations { send in
            let running = RunningStreams()
            for stream in streams { running.start(stream, sending: send) }
            try await running.finish()
        }
    }

    /// The result of an `async throws` call, once it returns: what a service's `Single` became.
    ///
    /// ```swift
    /// .from { try await service.delete(id: id) }.flatMap { _ in .empty() }
    /// ```
    public static func from(_ call: @escaping @MainActor @Sendable () async throws -> Element) -> Mutations {
        Mutations { send in send(try await call()) }
    }

    /// Each element of `events` until the reactor stops: a long-lived stream of a service.
    public static func from(_ events: Events<Element>) -> Mutations {
        Mutations { send in
            for await element in events { send(element) }
        }
    }
}
