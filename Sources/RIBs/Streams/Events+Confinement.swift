extension Events {
    /// These events, delivered only while `scope` is active: Uber's `confineTo`, with Rx's
    /// timing.
    ///
    /// Subscribed to with ``subscribe(onNext:)``, it subscribes to these events at once; an
    /// event sent while the scope is active reaches the handler as any event does, and one sent
    /// while it is inactive is held (only the latest) and delivered when the scope becomes
    /// active. Read with `for await`, it is an `AsyncSequence` of the same.
    ///
    /// ```swift
    /// scoreStream.scores.confined(to: self)
    ///     .subscribe(onNext: { [weak self] score in self?.presenter.show(score) })
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    @MainActor
    public func confined(to scope: some InteractorScope) -> Events<Element> {
        let base = source
        let scope = WeakScope(scope)
        return Events(source: EventSource(derived: { handle in Self.attachConfined(base, to: scope, handle) }))
    }

    @MainActor
    private static func attachConfined(
        _ base: EventSource<Element>, to scope: WeakScope, _ handle: @escaping @MainActor (Element) -> Void
    ) -> DeliveryRegistration {
        let gate = ConfinedHandler(scope: scope.scope, handle: handle)
        let registration = base.attach { gate.receive($0) }
        return DeliveryRegistration { after in
            gate.end()
            registration.end(after)
        }
    }
}

/// The scope a confined stream follows, held weakly and handed between isolations.
private struct WeakScope: @unchecked Sendable {
    // Read only on the main actor, where the scope lives.
    weak var scope: (any InteractorScope)?
    init(_ scope: any InteractorScope) { self.scope = scope }
}

/// Passes elements on while its scope is active; holds the latest while it is not, and passes
/// it on when the scope becomes active.
@MainActor
private final class ConfinedHandler<Element> {
    private weak var scope: (any InteractorScope)?
    private var observation: ActiveStateObservation?
    private let handle: @MainActor (Element) -> Void
    private var held: Element?

    init(scope: (any InteractorScope)?, handle: @escaping @MainActor (Element) -> Void) {
        self.scope = scope
        self.handle = handle
        observation = scope?.observeActiveState { [weak self] isActive in
            guard isActive, let self, let element = self.held else { return }
            self.held = nil
            // Behind whatever the queue holds: a scope that activates inside a handler.
            DeliveryQueue.enqueue { self.handle(element) }
        }
    }

    func receive(_ element: Element) {
        guard let scope else { return }
        if scope.isActive {
            handle(element)
        } else {
            held = element
        }
    }

    func end() {
        if let observation, let scope { scope.removeActiveStateObserver(observation) }
        observation = nil
        held = nil
    }
}
