extension Events {
    /// A stream that hands `elements` to each subscriber as it subscribes, then sends nothing:
    /// Rx's `Observable.just(_:)` (and `of(_:)`).
    ///
    /// With ``subscribe(onNext:)`` on the main actor, the handler has received them when
    /// `subscribe` returns, as Rx's has: what a ReactorKit `mutate(action:)` returns, or a
    /// stream merged with others, keeps its order.
    ///
    /// ```swift
    /// Events.merge([.just(.setLoading(true)), results])
    /// ```
    public static func just(_ elements: Element...) -> Events<Element> {
        none.prepend(contentsOf: elements)
    }

    /// A stream that sends nothing: Rx's `Observable.empty()`. A `for await` loop over it ends
    /// at once, as Rx's completes.
    public static func empty() -> Events<Element> {
        none
    }

    /// A stream that sends nothing and never ends: Rx's `Observable.never()`. A `for await`
    /// loop over it waits until its task is cancelled.
    public static func never() -> Events<Element> {
        // A stream whose continuation is dropped without finishing waits until its reader is
        // cancelled.
        Events(source: EventSource(attach: { _ in .none }, stream: { AsyncStream { _ in } }))
    }
}
