#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks that detached RIBs go away: routers, interactors and presenters deallocate, views leave
/// the screen and deallocate.
///
/// The runtime registers its expectations itself: a detached subtree's routers on
/// `detachChild`, a router's interactor when the router deinitialises, a presentable
/// interactor's presenter, a viewable router's view when it becomes inactive (must leave the
/// screen within 5 s) and when it deinitialises. App code can add its own:
///
/// ```swift
/// LeakDetector.instance.expectDeallocate(object: webSocket)
/// ```
///
/// A leak goes to ``leakHandler``: by default it is printed and, in debug builds, stops the
/// program as Uber's `assert` does, unless the environment variable `DISABLE_LEAK_DETECTION` is
/// `yes` or `true`. Reports are also kept in ``reports`` and streamed by ``leaks``.
///
/// All pending checks share one timer armed for the earliest deadline: waiting costs nothing
/// however many checks are pending. On a clock that runs by itself, a check's time is time in
/// which the main actor could run (a stall of the process or a hold of the main actor does not
/// count), and a due check is judged once the work queued before it has run: an object released
/// late because the machine is busy is not reported (NOTES.md, "A second the main actor could
/// run"). Tests give a detector a `ManualClock` (RIBsTesting) and advance it:
///
/// ```swift
/// let clock = ManualClock()
/// let detector = LeakDetector(clock: clock, leakHandler: { _ in })
/// try LeakDetector.$scoped.withValue(detector) { /* build, attach, detach */ }
/// clock.advance(by: .seconds(1))
/// #expect(detector.reports.isEmpty)
/// ```
///
/// Every router and interactor keeps the detector that was ``instance`` when it was created
/// (the task-local ``scoped`` one, else ``shared``), so tests running in parallel do not see
/// each other's RIBs.
///
/// A test written for Uber's RIBs may subclass it under `@testable import` and install the
/// subclass with `setInstance(_:)`, as Uber's `LeakDetectorMock` does: the runtime then tells
/// the subclass's overrides of Uber's `expectDeallocate(object:inTime:)` and
/// `expectViewControllerDisappear(viewController:inTime:)`, with `TimeInterval`s, of each check
/// it registers (the guide's "Different on purpose" says when it registers them).
@MainActor
public class LeakDetector {
    /// The detector of the process.
    public static let shared = LeakDetector()

    /// A detector that replaces ``shared`` for the RIBs created in the current task.
    @TaskLocal public static var scoped: LeakDetector?

    /// The detector RIBs created now will use: ``scoped`` if one is bound, else ``shared``
    /// (or the one a test installed with Uber's `setInstance(_:)`).
    public static var instance: LeakDetector { scoped ?? installed ?? shared }

    /// Whether `DISABLE_LEAK_DETECTION` is `yes` or `true`: leaks are printed, never asserted.
    public static let isDisabledByEnvironment: Bool = {
        guard let value = getenv("DISABLE_LEAK_DETECTION") else { return false }
        return ["yes", "true"].contains(String(cString: value).lowercased())
    }()

    /// What a leak does when no other handler is given: print it, then assert unless
    /// ``isDisabledByEnvironment``.
    public static let defaultLeakHandler: @MainActor (LeakReport) -> Void = { report in
        writeToStandardError("[RIBs] \(report)\n")
        if !isDisabledByEnvironment {
            assertionFailure("\(report) Set DISABLE_LEAK_DETECTION=yes to only print leaks.")
        }
    }

    /// Called with each leak found.
    public final var leakHandler: @MainActor (LeakReport) -> Void
    /// Every leak this detector found, oldest first.
    public private(set) final var reports: [LeakReport] = []
    /// How many expectations were ever registered (withdrawn ones included): what the terminal
    /// host prints at exit, and the runtime's tests count.
    @exclusivity(unchecked) package private(set) var checksRegistered = 0

    /// How many expectations were ever registered. Not API: it leaves the public interface in
    /// the next release (issue 42); read ``reports`` for what a detector found.
    @available(*, deprecated, message: "an internal counter; it leaves the public API in the next release")
    public final var expectationCount: Int { checksRegistered }

    let elapsed: @Sendable () -> Duration
    /// Whether the clock is the system's (continuous or suspending): then a reading is reused
    /// while the coarse tick has not moved (``tickElapsed``).
    let followsTheSystemClock: Bool
    /// The last reading of the clock, and the coarse tick it was made in.
    @exclusivity(unchecked) var lastReading: (tick: UInt64, elapsed: Duration) = (0, .zero)
    let sleepUntil: @Sendable (Duration) async throws -> Void
    let isDrivenBySteps: Bool
    @exclusivity(unchecked) var schedule = LeakCheckSchedule()
    @exclusivity(unchecked) var pending = PendingCheckStore<PendingCheck>()
    @exclusivity(unchecked) private var timer: Task<Void, Never>?
    /// Time in which the main actor could not run while checks waited (the timer's turns that came
    /// late): it counts against no check (``now``).
    @exclusivity(unchecked) var heldTime: Duration = .zero
    /// Where the runtime's objects reported as leaked stood, until they go (``path(ofCheck:)``).
    @exclusivity(unchecked) var reportedPaths: [UInt64: LeakPath] = [:]
    private var statusSubscribers = OwnedEvents<LeakDetectionStatus>(replaysLatest: true)
    private var leakSubscribers = Broadcast<LeakReport>()
    /// Whether the runtime is telling a test's subclass of a check: its Uber-spelled methods
    /// then register nothing more.
    @exclusivity(unchecked) final var isTellingTestSubclass = false
    /// Tasks the runtime itself started for the tree (subscriptions to children's outputs).
    var runtimeWork = RuntimeWork()

    /// Creates a detector that measures time with `clock`.
    ///
    /// With a `ManualClock` (RIBsTesting), due checks run synchronously inside `advance(by:)`.
    public init<C: Clock>(
        clock: C,
        leakHandler: @escaping @MainActor (LeakReport) -> Void = LeakDetector.defaultLeakHandler
    ) where C.Duration == Duration {
        let origin = clock.now
        self.elapsed = { origin.duration(to: clock.now) }
        self.sleepUntil = { deadline in try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil) }
        self.leakHandler = leakHandler
        followsTheSystemClock = clock is ContinuousClock || clock is SuspendingClock
        if let stepped = clock as? any SteppedClock {
            isDrivenBySteps = true
            stepped.onStep { [weak self] in self?.runDueChecks() }
        } else {
            isDrivenBySteps = false
        }
    }

    /// Creates a detector on the continuous clock.
    public convenience init() {
        self.init(clock: ContinuousClock())
    }

    // MARK: - Expectations

    /// Expects `object` to be deallocated within `time`; a leak is reported otherwise.
    @discardableResult
    public final func expectDeallocate(
        object: AnyObject,
        inTime time: Duration = LeakDefaultExpectationTime.deallocation,
        path: String? = nil
    ) -> any LeakDetectionHandle {
        tellTestSubclass(deallocationOf: object, within: time)
        return add(.deallocation(of: object, path: path.map { LeakPath(name: $0) }, within: time))
    }

    /// Uber's spelling, with the time in seconds: the same check as
    /// ``expectDeallocate(object:inTime:path:)``. A test's subclass overrides it to count the
    /// checks the runtime registers; its override need not call `super`: the runtime registers
    /// the check itself.
    @discardableResult
    public func expectDeallocate(object: AnyObject, inTime time: Double) -> any LeakDetectionHandle {
        guard !isTellingTestSubclass else { return LeakCheckHandle(detector: self, id: 0) }
        return add(.deallocation(of: object, path: nil, within: .seconds(time)))
    }

    /// Expects `viewController` to leave the screen within `time` (its
    /// ``ViewControllable/isInViewHierarchy`` false, or the view gone).
    @discardableResult
    public final func expectViewControllerDisappear(
        viewController: any ViewControllable,
        inTime time: Duration = LeakDefaultExpectationTime.viewDisappear,
        path: String? = nil
    ) -> any LeakDetectionHandle {
        tellTestSubclass(disappearanceOf: viewController, within: time)
        return add(.disappearance(of: viewController, path: path.map { LeakPath(name: $0) }, within: time))
    }

    /// Uber's spelling, with the time in seconds: the same check as
    /// ``expectViewControllerDisappear(viewController:inTime:path:)``, which a test's subclass
    /// overrides as it does `expectDeallocate(object:inTime:)`.
    @discardableResult
    public func expectViewControllerDisappear(
        viewController: any ViewControllable, inTime time: Double
    ) -> any LeakDetectionHandle {
        guard !isTellingTestSubclass else { return LeakCheckHandle(detector: self, id: 0) }
        return add(.disappearance(of: viewController, path: nil, within: .seconds(time)))
    }

    /// How many expectations are waiting.
    public final var pendingCount: Int { pending.count }

    /// ``LeakDetectionStatus/inProgress`` while expectations wait, then
    /// ``LeakDetectionStatus/didComplete``: the current status first, then each change.
    public var status: Events<LeakDetectionStatus> {
        statusSubscribers.events(current: currentStatus)
    }

    /// Each leak found from now on.
    public final var leaks: AsyncStream<LeakReport> { leakSubscribers.subscribe() }

    /// Whether a leak found now would be watched beyond this detector's own list: an observer of
    /// the runtime, the history ring (the inspector keeps one), or a reader of ``leaks``. Only
    /// then does a detach find the tree's root for ``LeakReport/tree``, a walk up the tree that an
    /// app nobody watches does not pay. The flags first: asking the stream takes its lock.
    final var isWatched: Bool {
        RIBObservation.isObserved || TreeChangeLog.isRecording || leakSubscribers.hasSubscribers
    }

    /// Runs every check whose time has come. The detector's timer calls it; with a
    /// `ManualClock` (RIBsTesting) advancing the clock does.
    public final func runDueChecks() {
        runChecks(dueBy: now)
    }

    /// Runs every pending check now, as if its time had come: for the end of a session (an app
    /// quitting, a scripted run) where everything detached has had its chance to go, and waiting
    /// out the timers would only delay the verdict.
    public final func runAllChecksNow() {
        runChecks(dueBy: now + .seconds(86_400 * 365))
    }

    private final func runChecks(dueBy now: Duration) {
        let (due, next) = schedule.wakeUp(now: now)
        let statusBefore = currentStatus
        var action = next
        for id in due {
            // A check handed over after it was scheduled is due later: scheduled again.
            if let later = pending.read(id, \.handedOverDeadline) ?? nil, later > now {
                // An earlier wake-up than the one planned replaces it.
                let added = schedule.add(id, deadline: later)
                if added != .none { action = added }
            } else {
                judge(id)
            }
        }
        arm(action)
        publishStatus(ifChangedFrom: statusBefore)
    }

    /// Takes the check `id` out and reports a leak if it finds one.
    final func judge(_ id: UInt64) {
        guard let check = pending.remove(id), let report = check.leakReport(at: now) else { return }
        // The leaked object (a runtime router or interactor) asks where it stood when it goes.
        if check.isSelfReporting, let path = check.path { reportedPaths[id] = path }
        reports.append(report)
        leakSubscribers.send(report)
        if RIBEventSink.isWanted { RIBEventSink.leaked(report) }
        leakHandler(report)
    }

    // MARK: - Internals

    final var currentStatus: LeakDetectionStatus { pending.isEmpty ? .didComplete : .inProgress }

    final func add(_ check: PendingCheck) -> any LeakDetectionHandle {
        LeakCheckHandle(detector: self, id: addCheck(check))
    }

    final func addCheck(_ check: PendingCheck) -> UInt64 {
        checksRegistered += 1
        let wasEmpty = pending.isEmpty
        var check = check
        check.deadline = now + check.within
        let id = pending.insert(check)
        arm(schedule.add(id, deadline: now + check.within))
        if wasEmpty { statusSubscribers.sink?.send(.inProgress) }
        return id
    }

    final func cancelCheck(_ id: UInt64) {
        let statusBefore = currentStatus
        guard pending.discard(id) else {
            if !reportedPaths.isEmpty { reportedPaths[id] = nil }  // a leak that went after all
            return
        }
        // Withdrawn checks leave their deadlines queued; once those are most of the queue, drop
        // them (amortised O(1) per withdrawal), so idle time stays free of stale wake-ups.
        if schedule.count > 64 + 2 * pending.count {
            arm(schedule.retainOnly { pending.contains($0) })
        }
        publishStatus(ifChangedFrom: statusBefore)
    }

    final func arm(_ action: LeakCheckSchedule.Action) {
        guard !isDrivenBySteps else { return }
        if action == .disarm {
            timer?.cancel()
            timer = nil
        }
        guard case .wakeUp(let deadline) = action else { return }
        timer?.cancel()
        timer = startTimer(until: deadline)
    }

    final func publishStatus(ifChangedFrom previous: LeakDetectionStatus) {
        let status = currentStatus
        if status != previous { statusSubscribers.sink?.send(status) }
    }
}
