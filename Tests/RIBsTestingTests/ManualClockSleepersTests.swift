import RIBs
import RIBsTesting
import Testing

/// `ManualClock.waitForSleepers(_:)`: what a worker's test waits for before and after it steps
/// the clock, woken by each sleep, wake-up and cancellation, never by polling.
@MainActor
@Suite(.waitTimeLimit(.milliseconds(300)))
struct ManualClockSleepersTests {
    @Test func waitsForALoopToSleepAndForItToEnd() async {
        let clock = ManualClock()
        var beats = 0
        let loop = Task {
            while (try? await clock.sleep(for: .seconds(2))) != nil { beats += 1 }
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(2))
        #expect(await clock.waitForSleepers(1))
        #expect(beats == 1)
        loop.cancel()
        #expect(await clock.waitForSleepers(0))
    }

    @Test func aCountThatNeverComesFailsTheTestSayingHowManySleep() async {
        let clock = ManualClock()
        await withKnownIssue {
            #expect(await clock.waitForSleepers(1) == false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("ManualClock: 0 tasks sleeping on the clock after 0.3 seconds, 1 expected.")
            }
        }
    }
}
