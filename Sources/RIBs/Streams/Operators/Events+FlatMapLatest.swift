extension Events {
    /// For each element, the events `transform` returns, following only the latest: the
    /// previous inner stream is left when a new element arrives. Rx's `flatMapLatest`.
    public func flatMapLatest<Inner: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Events<Inner>
    ) -> Events<Inner> {
        let base = source
        return Events<Inner>(
            source: EventSource(derived: { handle in
                let inner = OperatorState<DeliveryRegistration?>(nil)
                let isEnded = OperatorState(false)
                let outer = base.attach { element in
                    // An element the outer stream accepted before the end is still delivered:
                    // it must not start an inner stream nobody would end.
                    guard !isEnded.value else { return }
                    inner.value?.end(nil)
                    inner.value = transform(element).source.attach(handle)
                }
                return DeliveryRegistration { after in
                    isEnded.value = true
                    outer.end(nil)
                    inner.value?.end(nil)
                    inner.value = nil
                    if let after { DeliveryQueue.enqueue(after) }
                }
            }))
    }
}
