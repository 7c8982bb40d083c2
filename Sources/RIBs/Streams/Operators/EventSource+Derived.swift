extension EventSource {
    /// A source whose subscriptions are made on the main actor by `attach`: what every operator
    /// of ``Events`` builds on, so an operator is written once, as a handler, and `for await`
    /// reads the same handler through a stream.
    ///
    /// A handler subscription is always made on the main actor (``Events/subscribe(onNext:)`` is
    /// main-actor isolated). A `for await` loop started on the main actor subscribes at once;
    /// one started elsewhere, in the main actor's next turn.
    init(
        derived attach:
            @escaping @MainActor @Sendable (_ handle: @escaping @MainActor (Element) -> Void) -> DeliveryRegistration
    ) {
        self.init(
            attach: { handle in MainActor.assumeIsolated { attach(handle) } },
            stream: {
                let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
                let subscribe: @MainActor @Sendable () -> Void = {
                    let registration = attach { continuation.yield($0) }
                    continuation.onTermination = { _ in Task { @MainActor in registration.end(nil) } }
                }
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { subscribe() }
                } else {
                    Task { @MainActor in subscribe() }
                }
                return stream
            })
    }
}

extension DeliveryRegistration {
    /// One registration that ends each of `registrations`, in order; `after` runs once all have
    /// delivered what they accepted.
    static func all(_ registrations: [DeliveryRegistration]) -> DeliveryRegistration {
        DeliveryRegistration { after in
            for registration in registrations.dropLast() { registration.end(nil) }
            if let last = registrations.last {
                last.end(after)
            } else if let after {
                DeliveryQueue.enqueue(after)
            }
        }
    }
}
