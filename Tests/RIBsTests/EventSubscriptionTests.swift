import RIBs
import RIBsTesting
import Testing

/// `subscribe(onNext:)` and `cancelOnDeactivate(interactor:)`, Uber's most common line:
/// subscribed when the call returns, every element after it handled once, in send order, on the
/// main actor, with Rx's timing where it can be had, and nothing after the subscription ends.
@MainActor
@Suite(.leakDetection)
struct EventSubscriptionTests {
    /// An interactor that follows a relay while it is active, as Uber's RIBs do with
    /// `subscribe(onNext:).disposeOnDeactivate(interactor:)`.
    final class Following: Interactor {
        let events: Events<Int>
        var received: [Int] = []
        var resigned = false

        init(_ events: Events<Int>) {
            self.events = events
        }

        override func didBecomeActive() {
            super.didBecomeActive()
            events.subscribe(onNext: { [weak self] in self?.received.append($0) })
                .cancelOnDeactivate(interactor: self)
        }

        override func willResignActive() {
            super.willResignActive()
            resigned = true
        }
    }

    /// Issue 33's program: the parent activates, the child subscribes in didBecomeActive, and
    /// the first event comes in the same turn. `whileActive { for await … }` lost it.
    @Test func theEventSentInTheTurnTheSubscriptionStartsIsHandled() async {
        let relay = EventRelay<Int>()
        let parent = Router(interactor: Interactor())
        let child = Following(relay.events)
        parent.attachChild(Router(interactor: child))
        parent.interactable.activate()
        relay.send(1)
        await Task.yield()
        relay.send(2)
        relay.send(3)
        #expect(child.received == [1, 2, 3])
        parent.interactable.deactivate()
    }

    /// As with a `PublishRelay`, the handler has run when `send` returns on the main actor.
    @Test func anEventSentOnTheMainActorIsHandledBeforeSendReturns() {
        let relay = EventRelay<Int>()
        let interactor = Following(relay.events)
        interactor.activate()
        for value in 1...5 {
            relay.send(value)
            #expect(interactor.received.last == value)
        }
        interactor.deactivate()
    }

    @Test func nothingSentAfterDeactivationIsHandledAndAReactivationSubscribesAgain() {
        let relay = EventRelay<Int>()
        let interactor = Following(relay.events)
        interactor.activate()
        relay.send(1)
        interactor.deactivate()
        relay.send(2)
        interactor.activate()
        relay.send(3)
        #expect(interactor.received == [1, 3])
        interactor.deactivate()
    }

    /// Uber disposes at once what is bound to an inactive interactor; so does this.
    @Test func aSubscriptionBoundToAnInactiveInteractorEndsAtOnceWithADiagnostic() {
        let relay = EventRelay<Int>()
        let interactor = Interactor()
        var received: [Int] = []
        let diagnostics = DiagnosticsCollector()
        diagnostics.collect {
            let subscription = relay.events.subscribe(onNext: { received.append($0) })
                .cancelOnDeactivate(interactor: interactor)
            #expect(subscription.isCancelled)
        }
        relay.send(1)
        #expect(received.isEmpty)
        #expect(diagnostics.all.contains { $0.contains("cancelOnDeactivate") && $0.contains("inactive") })
    }

    /// A handler that sends gets its own event after it returns (not inside itself), and every
    /// handler sees the events in one order.
    @Test func aHandlerThatSendsSeesItsEventAfterItReturns() {
        let relay = EventRelay<Int>()
        var log: [String] = []
        let first = relay.events.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 { relay.send(2) }
            log.append("first done \(value)")
        })
        let second = relay.events.subscribe(onNext: { log.append("second \($0)") })
        relay.send(1)
        #expect(log == ["first 1", "first done 1", "second 1", "first 2", "first done 2", "second 2"])
        first.cancel()
        second.cancel()
    }

    /// Events sent from other threads reach the main actor in a later turn, in the order they
    /// were sent, across relays; `handlersSettled()` waits for them.
    @Test func eventsFromAnotherThreadArriveInSendOrderAcrossRelays() async {
        let numbers = EventRelay<Int>()
        let words = EventRelay<String>()
        var log: [String] = []
        let subscriptions = [
            numbers.events.subscribe(onNext: { log.append("\($0)") }),
            words.events.subscribe(onNext: { log.append($0) }),
        ]
        await Task.detached {
            for value in 0..<200 {
                if value.isMultiple(of: 3) { words.send("w\(value)") } else { numbers.send(value) }
            }
        }.value
        await handlersSettled()
        #expect(log == (0..<200).map { $0.isMultiple(of: 3) ? "w\($0)" : "\($0)" })
        for subscription in subscriptions { subscription.cancel() }
    }

    /// An event sent from another thread while the interactor is active is handled, even when
    /// the interactor deactivates before the main actor took it: before `deactivate()` returns.
    @Test func anEventSentWhileActiveIsHandledEvenIfTheScopeEndsBeforeItArrives() async {
        let relay = EventRelay<Int>()
        let interactor = Following(relay.events)
        interactor.activate()
        // The main actor is this test's: the element waits for it until the test suspends.
        sendFromAnotherThreadBlockingThisOne { relay.send(7) }
        #expect(interactor.received.isEmpty)
        interactor.deactivate()
        #expect(interactor.received == [7])
        relay.send(8)
        await handlersSettled()
        #expect(interactor.received == [7])
    }

    @Test func aWorkersSubscriptionEndsWhenItStops() {
        final class Follower: Worker {
            let events: Events<Int>
            var received: [Int] = []
            init(_ events: Events<Int>) { self.events = events }
            override func didStart(_ interactorScope: any InteractorScope) {
                super.didStart(interactorScope)
                events.subscribe(onNext: { [weak self] in self?.received.append($0) }).cancelOnStop(self)
            }
        }
        let relay = EventRelay<Int>()
        let interactor = Interactor()
        let worker = Follower(relay.events)
        interactor.activate()
        worker.start(interactor)
        relay.send(1)
        interactor.deactivate()
        relay.send(2)
        interactor.activate()
        relay.send(3)
        worker.stop()
        relay.send(4)
        #expect(worker.received == [1, 3])
        interactor.deactivate()
    }

    /// A ValueRelay's subscriber gets the current value before `subscribe` returns, then the
    /// changes: a BehaviorRelay.
    @Test func aValueRelaysSubscriberGetsTheCurrentValueAtOnce() {
        let relay = ValueRelay(1)
        var received: [Int] = []
        let subscription = relay.values.subscribe(onNext: { received.append($0) })
        #expect(received == [1])
        relay.value = 2
        relay.update { $0 += 1 }
        #expect(received == [1, 2, 3])
        subscription.cancel()
        relay.value = 4
        #expect(received == [1, 2, 3])
    }

    /// `confined(to:)` subscribes at once: what is sent while the scope is inactive is held (the
    /// latest) and handled when it activates; while active, at once.
    @Test func aConfinedSubscriptionHoldsTheLatestWhileInactive() {
        let relay = EventRelay<Int>()
        let scope = Interactor()
        var received: [Int] = []
        let subscription = relay.events.confined(to: scope).subscribe(onNext: { received.append($0) })
        relay.send(1)
        relay.send(2)
        #expect(received.isEmpty)
        scope.activate()
        #expect(received == [2])
        relay.send(3)
        #expect(received == [2, 3])
        scope.deactivate()
        subscription.cancel()
    }

    /// Rx's `subscribe()`: no handler, the chain's effects run for each element while the
    /// subscription lives, and stop with it.
    @Test func aSubscriptionWithoutAHandlerRunsTheChainsEffects() {
        let relay = EventRelay<Int>()
        let interactor = Interactor()
        interactor.activate()
        var seen: [Int] = []
        relay.events.do(onNext: { seen.append($0) })
            .subscribe()
            .cancelOnDeactivate(interactor: interactor)
        relay.send(1)
        relay.send(2)
        #expect(seen == [1, 2])
        interactor.deactivate()
        relay.send(3)
        #expect(seen == [1, 2])
    }
}
