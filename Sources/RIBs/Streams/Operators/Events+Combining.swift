extension Events {
    /// The latest element of each stream, each time either sends, once both have sent: Rx's
    /// `Observable.combineLatest(_:_:)`.
    public static func combineLatest<A, B>(_ a: Events<A>, _ b: Events<B>) -> Events<Element>
    where Element == (A, B) {
        combineLatest(a, b) { ($0, $1) }
    }

    /// `combine` applied to the latest element of each stream, each time either sends, once
    /// both have sent: Rx's `Observable.combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<A, B>(
        _ a: Events<A>, _ b: Events<B>, _ combine: @escaping @MainActor (A, B) -> Element
    ) -> Events<Element> {
        Events(
            source: EventSource(derived: { handle in
                let latest = OperatorState<(A?, B?)>((nil, nil))
                let first = a.source.attach { value in
                    latest.value.0 = value
                    if let other = latest.value.1 { handle(combine(value, other)) }
                }
                let second = b.source.attach { value in
                    latest.value.1 = value
                    if let other = latest.value.0 { handle(combine(other, value)) }
                }
                return .all([first, second])
            }))
    }

    /// The latest element of each of three streams, each time one sends, once all have sent.
    public static func combineLatest<A, B, C>(_ a: Events<A>, _ b: Events<B>, _ c: Events<C>) -> Events<Element>
    where Element == (A, B, C) {
        combineLatest(a, b, c) { ($0, $1, $2) }
    }

    /// `combine` applied to the latest element of each of three streams, each time one sends,
    /// once all have sent.
    public static func combineLatest<A, B, C>(
        _ a: Events<A>, _ b: Events<B>, _ c: Events<C>, _ combine: @escaping @MainActor (A, B, C) -> Element
    ) -> Events<Element> {
        Events(
            source: EventSource(derived: { handle in
                let latest = OperatorState<(A?, B?, C?)>((nil, nil, nil))
                let send: @MainActor () -> Void = {
                    if case (let a?, let b?, let c?) = latest.value { handle(combine(a, b, c)) }
                }
                return .all([
                    a.source.attach {
                        latest.value.0 = $0
                        send()
                    },
                    b.source.attach {
                        latest.value.1 = $0
                        send()
                    },
                    c.source.attach {
                        latest.value.2 = $0
                        send()
                    },
                ])
            }))
    }

    /// Every element of every stream, in the order they are delivered: Rx's
    /// `Observable.merge(_:)`.
    public static func merge(_ streams: Events<Element>...) -> Events<Element> {
        merge(streams)
    }

    /// Every element of every stream in `streams`, in the order they are delivered.
    public static func merge(_ streams: [Events<Element>]) -> Events<Element> {
        Events(source: EventSource(derived: { handle in .all(streams.map { $0.source.attach(handle) }) }))
    }

    /// For each element, the latest element `other` sent, once it has sent one: Rx's
    /// `withLatestFrom(_:)`.
    public func withLatest<Other>(from other: Events<Other>) -> Events<Other> {
        withLatest(from: other) { $1 }
    }

    /// For each element, `combine` applied to it and the latest element `other` sent, once it
    /// has sent one: Rx's `withLatestFrom(_:resultSelector:)`.
    ///
    /// `other` is subscribed first, so a ``ValueRelay``'s current value is known to the first
    /// element.
    public func withLatest<Other, Combined>(
        from other: Events<Other>, _ combine: @escaping @MainActor (Element, Other) -> Combined
    ) -> Events<Combined> {
        let base = source
        return Events<Combined>(
            source: EventSource(derived: { handle in
                let latest = OperatorState<Other?>(nil)
                let follower = other.source.attach { latest.value = $0 }
                let leader = base.attach { element in
                    if let value = latest.value { handle(combine(element, value)) }
                }
                return .all([leader, follower])
            }))
    }
}
