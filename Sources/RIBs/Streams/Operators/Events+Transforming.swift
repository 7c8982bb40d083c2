extension Events {
    /// Each element transformed by `transform`: Rx's `map`.
    ///
    /// Like every operator of ``Events``, it keeps the relay's promises: a subscription exists
    /// when `subscribe` returns, and each element reaches the handler in send order, before
    /// `send` returns when it was sent on the main actor. `transform` runs on the main actor,
    /// once per element and subscription.
    public func map<Transformed: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Transformed
    ) -> Events<Transformed> {
        let base = source
        return Events<Transformed>(source: EventSource(derived: { handle in base.attach { handle(transform($0)) } }))
    }

    /// The elements for which `transform` returns a value, transformed: Rx's `compactMap`.
    public func compactMap<Transformed: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Transformed?
    ) -> Events<Transformed> {
        let base = source
        return Events<Transformed>(
            source: EventSource(derived: { handle in
                base.attach { element in
                    if let transformed = transform(element) { handle(transformed) }
                }
            }))
    }

    /// The elements that satisfy `isIncluded`: Rx's `filter`.
    public func filter(_ isIncluded: @escaping @MainActor (Element) -> Bool) -> Events<Element> {
        let base = source
        return Events(
            source: EventSource(derived: { handle in
                base.attach { element in
                    if isIncluded(element) { handle(element) }
                }
            }))
    }

    /// The elements that differ from the one before, as `areDuplicates` judges: Rx's
    /// `distinctUntilChanged(_:)` (whose comparer also answers "equal").
    ///
    /// Each subscription compares with what it last received: a ``ValueRelay``'s current value
    /// is its first element, so a subscriber is not told again a value it already has.
    public func removeDuplicates(
        by areDuplicates: @escaping @MainActor (Element, Element) -> Bool
    ) -> Events<Element> {
        let base = source
        return Events(
            source: EventSource(derived: { handle in
                let last = OperatorState<Element?>(nil)
                return base.attach { element in
                    if let previous = last.value, areDuplicates(previous, element) { return }
                    last.value = element
                    handle(element)
                }
            }))
    }
}

extension Events where Element: Equatable {
    /// The elements that differ from the one before: Rx's `distinctUntilChanged()`.
    public func removeDuplicates() -> Events<Element> {
        removeDuplicates(by: ==)
    }
}
