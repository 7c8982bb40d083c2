extension Events {
    /// Sends every element from now on into `relays`, until the subscription is cancelled:
    /// RxRelay's `bind(to:)`. The timing is ``subscribe(onNext:)``'s.
    @MainActor
    public func bind(to relays: EventRelay<Element>...) -> EventSubscription {
        subscribe(onNext: { element in
            for relay in relays { relay.send(element) }
        })
    }

    /// Makes every element from now on the value of `relays`, until the subscription is
    /// cancelled: RxRelay's `bind(to:)` with a `BehaviorRelay`.
    @MainActor
    public func bind(to relays: ValueRelay<Element>...) -> EventSubscription {
        subscribe(onNext: { element in
            for relay in relays { relay.value = element }
        })
    }

    /// Sends every element from now on into `relays`, until the subscription is cancelled:
    /// Rx's `bind(to:)` with a `ReplaySubject`.
    @MainActor
    public func bind(to relays: ReplayRelay<Element>...) -> EventSubscription {
        subscribe(onNext: { element in
            for relay in relays { relay.send(element) }
        })
    }
}
