import RIBs
import RIBsTesting
import Synchronization
import Testing

/// `flatMapLatest(awaiting:)` and `flatMap(awaiting:)`: Rx's `flatMapLatest` and `flatMap` with
/// a `Single`, once the `Single` is an `async throws` function (what `ribs migrate` writes for
/// `refresh.flatMapLatest { api.items(page: $0) }`). The work sleeps on a `ManualClock`, so
/// each test decides when each element's work ends.
@MainActor
@Suite(.leakDetection)
struct EventsAwaitingTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the request failed" }
    }

    /// Sleeps `element` seconds on `clock`, then returns it, or throws for a negative one.
    static func work(_ clock: ManualClock) -> @MainActor (Int) async throws -> Int {
        { element in
            try await clock.sleep(for: .seconds(abs(element)))
            if element < 0 { throw Failure() }
            return element
        }
    }

    @Test func flatMapLatestDeliversOnlyTheLatestElementsWorkAndCancelsTheOneBefore() async {
        let clock = ManualClock()
        let relay = EventRelay<Int>()
        let recorder = OutputRecorder(relay.events.flatMapLatest(awaiting: Self.work(clock)))
        await waitUntilSubscribed(relay)
        relay.send(3)
        await clock.waitForSleepers(1)
        relay.send(1)
        // The work for 3 was cancelled: its sleep ended, so only 1's remains.
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(3))
        await recorder.waitForCount(1)
        relay.send(2)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        await recorder.waitForCount(2)
        #expect(recorder.elements == [1, 2], "3's work was cancelled when 1 arrived, so its result never came")
    }

    @Test func flatMapRunsEveryElementsWorkAndDeliversInTheOrderItFinishes() async {
        let clock = ManualClock()
        let relay = EventRelay<Int>()
        let recorder = OutputRecorder(relay.events.flatMap(awaiting: Self.work(clock)))
        await waitUntilSubscribed(relay)
        relay.send(2)
        relay.send(1)
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await recorder.waitForCount(1)
        #expect(recorder.elements == [1])
        clock.advance(by: .seconds(1))
        await recorder.waitForCount(2)
        #expect(recorder.elements == [1, 2], "both ran; 1 finished first")
    }

    @Test(arguments: [true, false])
    func aThrownErrorIsReportedAndTheStreamGoesOn(latest: Bool) async {
        let clock = ManualClock()
        let relay = EventRelay<Int>()
        let work = Self.work(clock)
        let events = latest ? relay.events.flatMapLatest(awaiting: work) : relay.events.flatMap(awaiting: work)
        let recorder = OutputRecorder(events)
        await waitUntilSubscribed(relay)
        let diagnostics = DiagnosticsCollector()
        // The work's task is made as the element arrives, so it reports to this collector.
        diagnostics.collect { relay.send(-1) }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await waitUntil("the failed work to be reported to RIBsDiagnostics") { !diagnostics.all.isEmpty }
        relay.send(2)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        await recorder.waitForCount(1)
        #expect(recorder.elements == [2], "the failed element delivered nothing; the next one was served")
        let name = latest ? "flatMapLatest" : "flatMap"
        #expect(
            diagnostics.all == [
                "Events.\(name)(awaiting:): the work for an element threw the request failed; nothing was delivered for it, and the stream goes on."
            ])
    }

    @Test func cancellingTheSubscriptionCancelsTheWorkAndDeliversNothing() async {
        let clock = ManualClock()
        let relay = EventRelay<Int>()
        let cancelled = Mutex(false)
        var received: [Int] = []
        let subscription = relay.events
            .flatMapLatest(awaiting: { element in
                do {
                    try await clock.sleep(for: .seconds(element))
                } catch {
                    cancelled.withLock { $0 = true }
                    throw error
                }
                return element
            })
            .subscribe(onNext: { received.append($0) })
        relay.send(1)
        await clock.waitForSleepers(1)
        subscription.cancel()
        await waitUntil("the running work to see the cancellation") { cancelled.withLock { $0 } }
        clock.advance(by: .seconds(1))
        await handlersSettled()
        #expect(received.isEmpty)
    }

    /// A trailing closure that awaits picks the awaiting operator; one that returns `Events`
    /// keeps Rx's, with no ambiguity for the compiler: this test compiles only if both resolve.
    @Test func aTrailingClosureChoosesByWhetherItAwaits() async {
        let clock = ManualClock()
        let relay = EventRelay<Int>()
        let work = Self.work(clock)
        // No annotations: `merge` takes two `Events<Int>`, so each closure must pick its operator
        // by itself (the one that returns `Events` would otherwise give `Events<Events<Int>>`).
        let awaited = relay.events.flatMapLatest { element in try await work(element) }
        let streamed = relay.events.flatMapLatest { element in Events.just(element * 10) }
        let recorder = OutputRecorder(Events.merge([awaited, streamed]))
        await waitUntilSubscribed(relay)
        relay.send(1)
        await recorder.waitForCount(1)
        #expect(recorder.elements == [10], "Rx's flatMapLatest delivers at once")
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await recorder.waitForCount(2)
        #expect(recorder.elements == [10, 1])
    }

    /// Work that ignores cancellation and finishes when the test says.
    @MainActor final class Gate {
        private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        private(set) var started: [Int] = []

        func work(_ element: Int) async -> Int {
            started.append(element)
            await withCheckedContinuation { waiting[element] = $0 }
            return element
        }

        var waiters: Int { waiting.count }

        func open(_ element: Int) {
            waiting.removeValue(forKey: element)?.resume()
        }
    }

    @Test func aResultThatFinishesAfterANewerElementIsNeverHandedOn() async {
        let gate = Gate()
        let relay = EventRelay<Int>()
        let recorder = OutputRecorder(relay.events.flatMapLatest(awaiting: { await gate.work($0) }))
        await waitUntilSubscribed(relay)
        relay.send(1)
        await waitUntil("1's work to wait at the gate") { gate.waiters == 1 }
        relay.send(2)
        await waitUntil("both elements' work to wait at the gate") { gate.waiters == 2 }
        // 1's work ignores its cancellation and returns: its result must not be handed on.
        gate.open(1)
        gate.open(2)
        await recorder.waitForCount(1)
        await handlersSettled()
        #expect(recorder.elements == [2])
    }

    @Test func anElementQueuedBeforeTheEndStartsNoWork() async {
        let gate = Gate()
        let relay = EventRelay<Int>()
        var awaiting: EventSubscription?
        // Subscribed first, so its handler runs first and ends the other subscription while the
        // element is queued for it.
        let ender = relay.events.subscribe(onNext: { _ in awaiting?.cancel() })
        awaiting = relay.events.flatMapLatest(awaiting: { await gate.work($0) }).subscribe(onNext: { _ in })
        relay.send(1)
        await handlersSettled()
        #expect(gate.started.isEmpty, "the subscription had ended: no work starts for what it had queued")
        ender.cancel()
    }
}
