extension Events {
    /// Each element paired with `object`, held weakly: nothing more is sent once `object` is
    /// gone. Rx's `withUnretained(_:)`, which a subscription in an interactor uses to reach
    /// `self` without keeping it.
    ///
    /// ```swift
    /// scores.withUnretained(self).subscribe(onNext: { owner, score in owner.presenter.show(score) })
    /// ```
    public func withUnretained<Object: AnyObject & Sendable>(_ object: Object) -> Events<(Object, Element)> {
        let base = source
        return Events<(Object, Element)>(
            source: EventSource(derived: { [weak object] handle in
                base.attach { element in
                    guard let object else { return }
                    handle((object, element))
                }
            }))
    }

    /// Calls `handle` with `object`, held weakly, and every element sent from now on, until the
    /// subscription is cancelled or `object` is gone: Rx's `subscribe(with:onNext:)`.
    ///
    /// The timing is ``subscribe(onNext:)``'s.
    @MainActor
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext handle: @escaping @MainActor (Object, Element) -> Void
    ) -> EventSubscription {
        subscribe(onNext: { [weak object] element in
            guard let object else { return }
            handle(object, element)
        })
    }

    /// These events, with `effect` run on the main actor for each before it is handed on: Rx's
    /// `do(onNext:)`.
    public func `do`(onNext effect: @escaping @MainActor (Element) -> Void) -> Events<Element> {
        map { element in
            effect(element)
            return element
        }
    }
}
