extension Events {
    /// For each element, the events `transform` returns, every one of them followed, merged in
    /// the order they are delivered: Rx's `flatMap`.
    ///
    /// Each inner stream is followed until the subscription ends (the runtime's streams do not
    /// complete), so a long-lived stream whose elements each start one keeps them all: prefer
    /// ``flatMapLatest(_:)`` where only the latest matters. Inner streams made with
    /// ``just(_:)`` hand their elements at once and keep nothing that sends.
    public func flatMap<Inner: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Events<Inner>
    ) -> Events<Inner> {
        let base = source
        return Events<Inner>(
            source: EventSource(derived: { handle in
                let inners = OperatorState<[DeliveryRegistration]>([])
                let isEnded = OperatorState(false)
                let outer = base.attach { element in
                    // An element the outer stream accepted before the end is still delivered:
                    // it must not start an inner stream nobody would end.
                    guard !isEnded.value else { return }
                    inners.value.append(transform(element).source.attach(handle))
                }
                return DeliveryRegistration { after in
                    isEnded.value = true
                    outer.end(nil)
                    for inner in inners.value { inner.end(nil) }
                    inners.value = []
                    if let after { DeliveryQueue.enqueue(after) }
                }
            }))
    }
}
