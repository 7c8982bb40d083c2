extension InteractorScope {
    /// For a scope that only has ``isActiveStream`` (a hand double written for Uber's
    /// `Interactable`, which asked for nothing more): each change the stream delivers, after the
    /// state at the call, reaches `observer` synchronously, as the stream delivers it.
    @discardableResult
    public func observeActiveState(_ observer: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation {
        let last = StreamObservations.Last(isActive)
        let observation = StreamObservations.nextObservation()
        let subscription = isActiveStream.subscribe(
            onNext: { isActive in
                guard isActive != last.value else { return }
                last.value = isActive
                observer(isActive)
            },
            // The scope went: nothing is kept for it (a caller whose weak scope is gone does not remove).
            onCompleted: { StreamObservations.end(observation) })
        StreamObservations.keep(subscription, as: observation)
        return observation
    }

    /// Ends an observation ``observeActiveState(_:)`` made from the stream.
    public func removeActiveStateObserver(_ observation: ActiveStateObservation) {
        StreamObservations.end(observation)
    }
}

/// The subscriptions behind the observations that hand doubles make from their streams.
@MainActor
enum StreamObservations {
    final class Last {
        var value: Bool
        init(_ value: Bool) { self.value = value }
    }

    private static var subscriptions: [UInt32: EventSubscription] = [:]
    // From the top of the range: the runtime's own scopes count up from 1.
    private static var nextID = UInt32.max

    static func nextObservation() -> ActiveStateObservation {
        nextID &-= 1
        return ActiveStateObservation(id: nextID)
    }

    static func keep(_ subscription: EventSubscription, as observation: ActiveStateObservation) {
        // Unless the stream ended as it was subscribed to.
        if !subscription.isCancelled { subscriptions[observation.id] = subscription }
    }

    static func end(_ observation: ActiveStateObservation) {
        subscriptions.removeValue(forKey: observation.id)?.cancel()
    }
}
