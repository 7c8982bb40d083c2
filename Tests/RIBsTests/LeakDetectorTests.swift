import RIBsTesting
import TestSupport
import Testing

@testable import RIBs

private final class Thing {}

/// The detector itself, on a manual clock of its own (`LeakTesting`): these tests leak on
/// purpose, so they do not use the `.leakDetection` trait that fails a test on a leak.
@MainActor
@Suite
struct LeakDetectorTests {
    let testing = LeakTesting()
    var detector: LeakDetector { testing.detector }
    var clock: ManualClock { testing.clock }

    @Test func objectStillAliveAtTheDeadlineIsReported() {
        let thing = Thing()
        detector.expectDeallocate(object: thing, path: "Root/Thing")
        clock.advance(by: .milliseconds(999))
        #expect(detector.reports.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(
            detector.reports == [
                LeakReport(expectation: .deallocation, typeName: "Thing", path: "Root/Thing", within: .seconds(1))
            ])
        #expect(
            detector.reports.first?.description
                == "Leak detected: Thing at Root/Thing was not deallocated within 1.0 seconds.")
    }

    @Test func runAllChecksNowJudgesEveryPendingCheckWithoutWaiting() {
        let kept = Thing()
        do { detector.expectDeallocate(object: Thing(), path: "Root/Gone") }
        detector.expectDeallocate(object: kept, path: "Root/Kept")
        detector.expectDeallocate(object: kept, inTime: .seconds(60), path: "Root/KeptLonger")
        detector.runAllChecksNow()
        #expect(detector.reports.map(\.path) == ["Root/Kept", "Root/KeptLonger"])
        #expect(detector.pendingCount == 0)
        // Judged before their time was up, and said so: no second went by.
        #expect(detector.reports.allSatisfy { $0.isJudgedEarly })
        #expect(
            detector.reports.first?.description
                == "Leak detected: Thing at Root/Kept was not deallocated when the checks ran at once (as a test's end runs them), before its 1.0 seconds were up."
        )
        clock.advance(by: .seconds(120))
        #expect(detector.reports.count == 2)  // each check runs once
    }

    @Test func deallocatedObjectIsNotReported() {
        do { detector.expectDeallocate(object: Thing(), inTime: .seconds(2)) }
        clock.advance(by: .seconds(2))
        #expect(detector.reports.isEmpty)
        #expect(detector.pendingCount == 0)
    }

    @Test func cancelledExpectationIsNeitherCheckedNorCountedTwice() async {
        let thing = Thing()
        var statuses = detector.status.makeAsyncIterator()
        #expect(await statuses.next() == .didComplete)
        let handle = detector.expectDeallocate(object: thing)
        let other = detector.expectDeallocate(object: thing)
        #expect(await statuses.next() == .inProgress)
        handle.cancel()
        handle.cancel()
        #expect(detector.pendingCount == 1)
        #expect(detector.checksRegistered == 2)
        other.cancel()
        #expect(await statuses.next() == .didComplete)
        clock.advance(by: .seconds(1))
        #expect(detector.reports.isEmpty)
        #expect(detector.pendingCount == 0)
    }

    @Test func viewStillOnScreenIsReported() {
        let onScreen = ViewControllableMock(isInViewHierarchy: false)
        onScreen.isInViewHierarchy = true
        let offScreen = ViewControllableMock(isInViewHierarchy: false)
        detector.expectViewControllerDisappear(viewController: onScreen, path: "Root/Login (view)")
        detector.expectViewControllerDisappear(viewController: offScreen)
        clock.advance(by: .seconds(5))
        #expect(detector.reports.map(\.path) == ["Root/Login (view)"])
        #expect(detector.reports.first?.expectation == .viewDisappearance)
    }

    @Test func leaksAreStreamedAndHandled() async {
        var handled: [String] = []
        detector.leakHandler = { handled.append($0.typeName) }
        let leaks = detector.leaks
        let thing = Thing()
        detector.expectDeallocate(object: thing)
        clock.advance(by: .seconds(1))
        #expect(handled == ["Thing"])
        var iterator = leaks.makeAsyncIterator()
        #expect(await iterator.next()?.typeName == "Thing")
    }

    @Test func manyPendingChecksFireInDeadlineOrder() {
        var things: [Thing] = []
        for index in (1...100).reversed() {
            let thing = Thing()
            things.append(thing)
            detector.expectDeallocate(object: thing, inTime: .milliseconds(index * 10), path: "\(index)")
        }
        clock.advance(by: .milliseconds(500))
        #expect(detector.reports.map(\.path) == (1...50).map { "\($0)" })
        clock.advance(by: .seconds(1))
        #expect(detector.reports.count == 100)
        #expect(detector.pendingCount == 0)
    }

    @Test func realClockDetectorWakesUpOnItsOwn() async {
        let detector = LeakDetector(clock: ContinuousClock(), leakHandler: { _ in })
        let thing = Thing()
        var leaks = detector.leaks.makeAsyncIterator()
        detector.expectDeallocate(object: thing, inTime: .milliseconds(1))
        #expect(await leaks.next()?.typeName == "Thing")
    }
}

@Suite struct LeakCheckScheduleTests {
    @Test func onlyAnEarlierDeadlineMovesTheSingleWakeUp() {
        var schedule = LeakCheckSchedule()
        #expect(schedule.add(1, deadline: .seconds(5)) == .wakeUp(at: .seconds(5)))
        #expect(schedule.add(2, deadline: .seconds(7)) == .none)
        #expect(schedule.add(3, deadline: .seconds(1)) == .wakeUp(at: .seconds(1)))
        #expect(schedule.add(4, deadline: .seconds(1)) == .none)
        #expect(schedule.armedDeadline == .seconds(1))
    }

    @Test func wakeUpReturnsDueChecksInOrderAndArmsForTheRest() {
        var schedule = LeakCheckSchedule()
        _ = schedule.add(1, deadline: .seconds(3))
        _ = schedule.add(2, deadline: .seconds(1))
        _ = schedule.add(3, deadline: .seconds(2))
        _ = schedule.add(4, deadline: .seconds(2))
        let first = schedule.wakeUp(now: .seconds(2))
        #expect(first.due == [2, 3, 4])
        #expect(first.next == .wakeUp(at: .seconds(3)))
        let early = schedule.wakeUp(now: .milliseconds(2500))
        #expect(early.due == [])
        #expect(early.next == .none)  // still armed for 3 s
        let last = schedule.wakeUp(now: .seconds(3))
        #expect(last.due == [1])
        #expect(last.next == .none)
        #expect(schedule.armedDeadline == nil)
        #expect(schedule.count == 0)
    }

    @Test(arguments: [1, 7, 1000])
    func tenThousandChecksNeedOneArming(seed: UInt64) {
        var schedule = LeakCheckSchedule()
        var generator = SplitMix64(seed: seed)
        var armings = 0
        var deadlines: [(Duration, UInt64)] = []
        for id in 1...10_000 as ClosedRange<UInt64> {
            let deadline = Duration.milliseconds(1000 + Int64(generator.next() % 4000))
            deadlines.append((deadline, id))
            if schedule.add(id, deadline: deadline) != .none { armings += 1 }
        }
        // Armings happen only for new minima: about ln(10 000) of them, never one per check.
        #expect(armings < 50)
        let result = schedule.wakeUp(now: .seconds(10))
        #expect(result.due == deadlines.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1))
    }
}

@Suite struct LeakCheckScheduleCompactionTests {
    @Test func withdrawnDeadlinesAreDroppedAndTheTimerFollows() {
        var schedule = LeakCheckSchedule()
        for id in 1...10 as ClosedRange<UInt64> { _ = schedule.add(id, deadline: .seconds(Int64(id))) }
        // Checks 1 to 5 were withdrawn: the next wake-up moves to check 6.
        #expect(schedule.retainOnly { $0 > 5 } == .wakeUp(at: .seconds(6)))
        #expect(schedule.count == 5)
        #expect(schedule.wakeUp(now: .seconds(7)).due == [6, 7])
        #expect(schedule.retainOnly { _ in false } == .disarm)
        #expect(schedule.count == 0)
        #expect(schedule.armedDeadline == nil)
    }
}

@Suite struct PendingCheckStoreTests {
    @Test func reusedSlotsDoNotAnswerToOldIDs() {
        var store = PendingCheckStore<String>()
        let first = store.insert("first")
        #expect(store.remove(first) == "first")
        let second = store.insert("second")
        #expect(second != first)
        #expect(store.remove(first) == nil)
        #expect(!store.contains(first))
        #expect(store.contains(second))
        #expect(store.count == 1)
    }
}
