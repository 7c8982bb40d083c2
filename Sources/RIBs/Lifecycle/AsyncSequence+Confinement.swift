extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The elements of this sequence, delivered only while `scope` is active: Uber's `confineTo`.
    ///
    /// An element that arrives while the scope is inactive is held; only the latest one is kept,
    /// and it is delivered when the scope becomes active. The result finishes when this
    /// sequence finishes, fails or the scope is deallocated; cancelling its consumer stops
    /// the iteration of this sequence. This sequence's iterator is made when this is called, so
    /// a sequence that subscribes when iterated (an ``Events``) misses nothing sent after.
    ///
    /// ```swift
    /// for await score in scoreStream.scores.confined(to: self) { presenter.show(score) }
    /// ```
    @MainActor
    public func confined(to scope: some InteractorScope) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let gate = ConfinementGate(scope: scope, continuation: continuation)
        var iterator = makeAsyncIterator()
        let pump = Task { @MainActor in
            do {
                while let element = try await iterator.next(isolation: MainActor.shared) {
                    if gate.receive(element) == false { break }
                }
            } catch {}
            gate.finish()
        }
        continuation.onTermination = { _ in
            pump.cancel()
            Task { @MainActor in gate.finish() }
        }
        return stream
    }
}

/// Holds the latest element while the scope is inactive and releases it on activation.
@MainActor
private final class ConfinementGate<Element: Sendable> {
    private weak var scope: (any InteractorScope)?
    private var observation: ActiveStateObservation?
    private let continuation: AsyncStream<Element>.Continuation
    private var held: Element?

    init(scope: some InteractorScope, continuation: AsyncStream<Element>.Continuation) {
        self.scope = scope
        self.continuation = continuation
        observation = scope.observeActiveState { [weak self] isActive in
            guard isActive, let self, let element = self.held else { return }
            self.held = nil
            self.continuation.yield(element)
        }
    }

    /// Delivers or holds `element`; returns false once the scope is gone.
    func receive(_ element: Element) -> Bool {
        guard let scope else { return false }
        if scope.isActive {
            continuation.yield(element)
        } else {
            held = element
        }
        return true
    }

    func finish() {
        if let observation, let scope { scope.removeActiveStateObserver(observation) }
        observation = nil
        continuation.finish()
    }
}
