/// The operators real reactors chain on their mutation streams, with Rx's meaning. They are
/// called where a reactor builds its streams, on the main actor.
@MainActor
extension Mutations {
    /// Each element transformed.
    public func map<Transformed: Sendable>(
        _ transform: @escaping @MainActor @Sendable (Element) -> Transformed
    ) -> Mutations<Transformed> {
        if let immediate { return Mutations<Transformed>(immediate: immediate.map(transform)) }
        return Mutations<Transformed> { send in try await run { send(transform($0)) } }
    }

    /// The elements `isIncluded` keeps.
    public func filter(_ isIncluded: @escaping @MainActor @Sendable (Element) -> Bool) -> Mutations {
        if let immediate { return Mutations(immediate: immediate.filter(isIncluded)) }
        return Mutations { send in try await run { if isIncluded($0) { send($0) } } }
    }

    /// The stream each element makes, all of them at once, as Rx's `flatMap` merges them.
    public func flatMap<Inner: Sendable>(
        _ transform: @escaping @MainActor @Sendable (Element) -> Mutations<Inner>
    ) -> Mutations<Inner> {
        if let immediate {
            // Each element's stream is made once: `transform` may send, as a `create`'s do.
            let inners = immediate.map(transform)
            if inners.allSatisfy({ $0.immediate != nil }) {
                return Mutations<Inner>(immediate: inners.flatMap { $0.immediate! })
            }
            return Mutations<Inner> { send in
                let running = RunningStreams()
                for inner in inners {
                    if let values = inner.immediate {
                        for value in values { send(value) }
                    } else {
                        running.start(inner, sending: send)
                    }
                }
                try await running.finish()
            }
        }
        return Mutations<Inner> { send in
            // Each inner stream runs in a task of its own, so a slow one does not hold back the
            // next element's.
            let running = RunningStreams()
            do {
                try await run { element in
                    let inner = transform(element)
                    if let immediate = inner.immediate {
                        for value in immediate { send(value) }
                    } else {
                        running.start(inner, sending: send)
                    }
                }
            } catch {
                // The outer stream failed or was cancelled: the inner ones end with it.
                running.cancelAll()
                throw error
            }
            try await running.finish()
        }
    }

    /// Runs `effect` with each element before passing it on: Rx's `do(onNext:)`.
    public func `do`(onNext effect: @escaping @MainActor @Sendable (Element) -> Void) -> Mutations {
        Mutations { send in
            try await run { element in
                effect(element)
                send(element)
            }
        }
    }

    /// Each element with `object`, while it lives; the stream ends when it is gone: Rx's
    /// `withUnretained(_:)`.
    public func withUnretained<Object: AnyObject & Sendable>(_ object: Object) -> Mutations<(Object, Element)> {
        Mutations<(Object, Element)> { [weak object] send in
            try await run { element in
                guard let object else { return }
                send((object, element))
            }
        }
    }

    /// On an error, the stream `handler` makes of it: Rx's `catch`. A cancellation is not an
    /// error here (the reactor stopped), and is not handed on.
    public func `catch`(_ handler: @escaping @MainActor @Sendable (any Error) -> Mutations) -> Mutations {
        Mutations { send in
            do {
                try await run(send)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                try await handler(error).run(send)
            }
        }
    }

    /// On an error, `element`: Rx's `catchAndReturn(_:)`.
    public func catchAndReturn(_ element: Element) -> Mutations {
        `catch` { _ in .just(element) }
    }

    /// Prints each event of the stream as it runs (its start, each element, its end or error),
    /// each line led by `identifier`, or by where `debug` is called: Rx's `debug(_:)`. The
    /// stream runs in the reactor's task, so a `.just` under it makes its state a turn later.
    public func debug(
        _ identifier: String? = nil, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) -> Mutations {
        let label = identifier ?? "\(file):\(line) (\(function))"
        return Mutations { send in
            print("\(label) -> subscribed")
            do {
                try await run { element in
                    print("\(label) -> next(\(element))")
                    send(element)
                }
            } catch {
                print("\(label) -> error(\(error))")
                throw error
            }
            print("\(label) -> completed")
        }
    }
}
