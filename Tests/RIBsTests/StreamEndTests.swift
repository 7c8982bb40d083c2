import RIBs
import RIBsTesting
import Testing

/// How the runtime's streams end, as Rx's completed (issue 66's review): a freed relay tells its
/// subscribers at once, `first()` of an ended stream returns `nil`, `do(onDispose:)` passes an
/// end on, and a subscription made while a RIB's state changes replays the new state once.
@MainActor
@Suite(.leakDetection)
struct StreamEndTests {
    @Test func aFreedRelayCompletesItsSubscribersAtOnce() {
        var relay: EventRelay<Int>? = EventRelay()
        var completed = false
        let subscription = relay!.events.subscribe(onNext: { _ in }, onCompleted: { completed = true })
        relay = nil
        #expect(completed)
        withExtendedLifetime(subscription) {}
    }

    @Test func aStepAwaitingAnEndedStreamEndsTheChain() async {
        let relay = EventRelay<Int>()
        relay.finish()
        var reached = false
        let subscription = Workflow<Void>()
            .onStep { _ -> ((), Int)? in
                guard let value = await relay.events.first() else { return nil }
                return ((), value)
            }
            .onStep { _, _ -> ((), ())? in
                reached = true
                return ((), ())
            }
            .commit()
            .subscribe(())
        // Within the settle's time limit: `first()` returned nil at once.
        await subscription.settled()
        #expect(!reached)
        #expect(!subscription.isRunning)
    }

    @Test func doOnDisposePassesTheEndOnThenDisposes() {
        var interactor: Interactor? = Interactor()
        var log: [String] = []
        let subscription = interactor!.isActiveStream.do(onDispose: { log.append("disposed") })
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        interactor = nil
        #expect(log == ["false", "completed", "disposed"])
        subscription.cancel()
        #expect(log == ["false", "completed", "disposed"])
    }

    private final class SubscribingWorker: Worker {
        var heard: [Bool] = []
        var subscription: EventSubscription?
        override func didStart(_ interactorScope: any InteractorScope) {
            subscription = isStartedStream.subscribe(onNext: { [unowned self] in heard.append($0) })
        }
    }

    @Test func aSubscriptionMadeInDidStartReplaysTheNewStateOnce() {
        let interactor = Interactor()
        interactor.activate()
        let worker = SubscribingWorker()
        let earlier = worker.isStartedStream.subscribe(onNext: { _ in })  // the core exists already
        worker.start(interactor)
        #expect(worker.heard == [true])
        worker.stop()
        #expect(worker.heard == [true, false])
        interactor.deactivate()
        earlier.cancel()
        worker.subscription?.cancel()
    }
}
