import RIBs
import RIBsTesting
import Testing

/// `Events.interval(_:clock:)` and `Events.timer(_:clock:)`: Rx's `Observable<Int>.interval` and
/// `timer`, on a `ManualClock` each test advances.
@MainActor
@Suite(.leakDetection)
struct EventsTimersTests {
    @Test func intervalCountsFromZeroOnePeriodAfterTheSubscriptionThenEveryPeriod() async {
        let clock = ManualClock()
        var received: [Int] = []
        let subscription = Events<Int>.interval(.seconds(1), clock: clock).subscribe(onNext: { received.append($0) })
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1, "still waiting for the first period")
        await handlersSettled()
        #expect(received.isEmpty, "nothing before the first period has passed")
        clock.advance(by: .milliseconds(1))
        await waitUntil("the first tick") { received.count == 1 }
        for _ in 0..<2 {
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
        }
        await waitUntil("three ticks") { received.count == 3 }
        #expect(received == [0, 1, 2])
        await clock.waitForSleepers(1)
        subscription.cancel()
        await clock.waitForSleepers(0)
        clock.advance(by: .seconds(5))
        await handlersSettled()
        #expect(received == [0, 1, 2], "the timer ended with its subscription")
    }

    @Test func aLateTurnDoesNotMoveTheNextTick() async {
        let clock = ManualClock()
        var received: [Int] = []
        let subscription = Events<Int>.interval(.seconds(1), clock: clock).subscribe(onNext: { received.append($0) })
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(1_500))
        await waitUntil("the first tick, half a period late") { received.count == 1 }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(500))
        await waitUntil("the second tick, due at 2 s") { received.count == 2 }
        #expect(received == [0, 1], "the second tick came 2 s after the subscription, not 1 s after the first")
        subscription.cancel()
    }

    @Test func periodsMissedWholeMergeIntoOneTick() async {
        let clock = ManualClock()
        var received: [Int] = []
        let subscription = Events<Int>.interval(.seconds(1), clock: clock).subscribe(onNext: { received.append($0) })
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(3_500))
        await waitUntil("a tick after the stall") { received.count == 1 }
        await clock.waitForSleepers(1)
        await handlersSettled()
        #expect(received == [0], "the two periods missed whole were not sent one after the other")
        clock.advance(by: .milliseconds(499))
        #expect(clock.sleeperCount == 1, "the next tick is due on the period's beat, at 4 s")
        clock.advance(by: .milliseconds(1))
        await waitUntil("the tick on the beat") { received.count == 2 }
        #expect(received == [0, 1])
        subscription.cancel()
    }

    @Test func eachSubscriptionCountsOnATimerOfItsOwn() async {
        let clock = ManualClock()
        let ticks = Events<Int>.interval(.seconds(1), clock: clock)
        var first: [Int] = []
        var second: [Int] = []
        let early = ticks.subscribe(onNext: { first.append($0) })
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await waitUntil("the early subscription's first tick") { first.count == 1 }
        let late = ticks.subscribe(onNext: { second.append($0) })
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await waitUntil("a tick for each") { first.count == 2 && second.count == 1 }
        #expect(first == [0, 1])
        #expect(second == [0], "the later subscription starts at 0, a period after it subscribed")
        early.cancel()
        late.cancel()
    }

    @Test func forAwaitReadsTheTicksAsATaskDoes() async {
        let clock = ManualClock()
        let recorder = OutputRecorder(Events<Int>.interval(.milliseconds(250), clock: clock))
        for count in 1...3 {
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(250))
            await recorder.waitForCount(count)
        }
        #expect(recorder.elements == [0, 1, 2])
    }

    @Test func timerSendsZeroOnceAfterItsDueTime() async {
        let clock = ManualClock()
        var received: [Int] = []
        let subscription = Events<Int>.timer(.seconds(3), clock: clock).subscribe(onNext: { received.append($0) })
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(3))
        await waitUntil("the timer's tick") { received.count == 1 }
        #expect(received == [0])
        #expect(clock.sleeperCount == 0, "a timer without a period waits for nothing more")
        clock.advance(by: .seconds(30))
        await handlersSettled()
        #expect(received == [0], "a timer without a period fires once")
        subscription.cancel()
    }

    @Test func anIntervalOfNoTimeIsAMisuse() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Events<Int>.interval(.zero)
        }
        #expect(
            MisuseTests.stderr(of: result).contains(
                "RIBs misuse: Events.interval(0.0 seconds): the period must be longer than zero."))
    }
}
