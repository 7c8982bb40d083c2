/// The timer of a detector on a clock that runs by itself: when a check is due, and when it is
/// judged (NOTES.md, "A second the main actor could run").
///
/// A check's time is time in which the main actor could run. The timer sleeps in turns of at
/// most ``timerTurn``; a turn that comes back later than `WaitBudget.slack` after its end was
/// held (the process was not scheduled, or something kept the main actor), and the lateness
/// counts against no check (``heldTime``). The work that would have released an object in
/// that time could not run either.
///
/// A due check is judged behind the work queued before it: the main actor's queued jobs (a
/// task's last turn, which lets go of what it captured), deinitializers' main-actor work, this
/// detector's cancelled tasks and the deliveries queued so far, as RIBsTesting's trait and the
/// terminal host wait for them before their verdicts. It waits for them one check time at most
/// (time the main actor could run), then judges, and says what had not ended.
extension LeakDetector {
    /// The longest turn of the timer: the grain at which a hold is told apart from time that
    /// counts.
    static let timerTurn: Duration = .milliseconds(50)

    /// The detector's time: the clock's since the detector was made (``tickElapsed``), less
    /// ``heldTime``.
    var now: Duration { tickElapsed - heldTime }

    /// The clock's time since the detector was made, for a check's deadline: on the system's
    /// clock, the reading made in the same coarse tick (a few milliseconds) when there is one. A
    /// burst of detaches reads the clock once per tick instead of twice per RIB (a twentieth of
    /// the tree benchmark); a deadline a tick early is nothing to a check of a second.
    var tickElapsed: Duration {
        guard followsTheSystemClock else { return elapsed() }
        let tick = CoarseClock.nanoseconds()
        if tick == lastReading.tick { return lastReading.elapsed }
        let reading = elapsed()
        lastReading = (tick, reading)
        return reading
    }

    /// A task that sleeps until `deadline` (the detector's time) has come, then judges the
    /// checks that are due behind the work queued before them.
    func startTimer(until deadline: Duration) -> Task<Void, Never> {
        Task { [weak self, sleepUntil, elapsed] in
            while let remaining = self.map({ deadline - $0.now }), remaining > .zero {
                let turn = min(remaining, LeakDetector.timerTurn)
                let start = elapsed()
                do { try await sleepUntil(start + turn) } catch { return }
                let late = elapsed() - start - turn
                if late > WaitBudget.slack { self?.heldTime += late }
            }
            await self?.judgeDueChecksBehindPendingWork()
        }
    }

    /// Judges the checks that are due once the work queued before has run: an object that work
    /// releases is not reported. What had not ended after one check time (counted as the timer
    /// counts) is named before the checks are judged.
    func judgeDueChecksBehindPendingWork() async {
        let limit = LeakDefaultExpectationTime.deallocation
        let outcome = await TestWaits.wait(within: limit) { resume in
            Task { @MainActor in
                await self.settleRuntimeWork()
                resume()
            }
        }
        if case .timedOut = outcome, !pending.isEmpty {
            let what = unsettledRuntimeWork
            RIBsDiagnostics.report(
                "Leak checks judged while the work the runtime waited for had not ended after \(limit): "
                    + "\(what.isEmpty ? "unknown" : what). An object that work holds is reported as leaked.")
        }
        runDueChecks()
    }

    /// The verdict of a session that ends (the terminal host's `runJudgingLeaks`): once the
    /// runtime's work has settled, the checks already met go at once, and each check whose object
    /// still lives is judged when its time has come, as the timer judges it, not before. An object
    /// released in its time is not reported however soon after its detach the session ends; a
    /// kept one is, within its check time. On a stepped clock, which moves only when a test steps
    /// it, every check is judged at once.
    package func judgeEveryCheckInItsTime() async {
        await runtimeWorkSettled()
        guard !isDrivenBySteps else { return runAllChecksNow() }
        judgeMetChecks()
        for await status in status where status == .didComplete { return }
    }
}
