import RIBs
import RIBsText
import Testing

/// Tests one RIB, exhaustively: what it attached, what it left running and what it leaked.
///
/// The harness attaches the RIB under test to an active host router named "Host", as a parent
/// would. At ``finish(sourceLocation:)`` it detaches it and fails the test, at the test's source
/// location, on:
/// - a child still attached that the test did not account for with ``expectTree(_:sourceLocation:)``;
/// - work still running in an interactor's active scope, or in one of its workers, that the test
///   did not declare with ``expectRunning(_:sourceLocation:)``: a `whileActive` task, a task
///   bound with `cancelOnDeactivate`, a workflow, a worker's `whileRunning` task (each named by
///   the name it was given, or where it was started);
/// - a router, interactor, presenter or view that should have deallocated and did not, and any
///   other leak detector expectation that failed or is still pending.
///
/// Subscriptions (`subscribe(onNext:).cancelOnDeactivate(interactor:)`) only wait for elements
/// and end with the RIB's active period: they are the RIB's normal shape, not work left behind,
/// and are not reported.
///
/// ```swift
/// @Test(.leakDetection) func loginAttachesCreateAccount() async {
///     let harness = RIBTestHarness { LoginBuilder(dependency: TestLoginDependency()).build(withListener: listener) }
///     harness.router.routeToCreateAccount()
///     harness.expectTree("""
///         Login (active)
///         └── CreateAccount (active)
///         """)
///     harness.router.dismissCreateAccount()
///     harness.expectTree("Login (active)")
///     harness.finish()
/// }
/// ```
///
/// With the `.leakDetection` trait the RIBs the test builds later (children) are watched too,
/// and the final leak checks run once the test body has returned and its local variables are
/// gone. Without it, the harness watches the RIBs created in `build` with a detector of its own
/// and runs the checks in `finish()`.
///
/// ``Exhaustivity-swift.struct`` chooses what else is checked: everything (`.on`, the default),
/// everything but some checks (`.on(except: .runningWork)`), or only leaks (`.off`), optionally
/// showing what was skipped as known issues (`.off(showSkippedAssertions: true)`), as TCA's
/// TestStore does.
///
/// `RouterType` is whatever `build` returns: a builder's protocol type (`any LoginRouting`, as
/// Uber's builders return), a concrete router, a stream-style `BuiltRIB` or an RVB module's
/// contract. ``router`` has that type, so the test calls the router's own methods (or reads the
/// RIB's outputs and view) without a cast, and the harness keeps it, with everything it holds,
/// until ``finish(sourceLocation:)``.
@MainActor
public final class RIBTestHarness<RouterType> {
    /// How much `finish()` checks; can be changed during the test.
    public var exhaustivity: Exhaustivity
    /// The leak detector and clock the RIBs under test report to.
    public let leakTesting: LeakTesting
    private let ownsLeakTesting: Bool
    private let host: Router<HostInteractor>
    private var routerUnderTest: RouterType?
    /// The same router, as the tree sees it.
    private var routingUnderTest: (any Routing)?
    /// The routers below the RIB under test that the test accounted for, by path and identity.
    var acknowledged: [AcknowledgedRouter]
    private let sourceLocation: SourceLocation
    private var isFinished = false
    /// The work the test expects to be running at `finish()`.
    private var expectedRunning: [(work: String, sourceLocation: SourceLocation)] = []

    /// Builds the RIB under test with `build` and attaches it to an active host.
    public init(
        exhaustivity: Exhaustivity = .on,
        sourceLocation: SourceLocation = #_sourceLocation,
        build: () throws -> RouterType
    ) rethrows {
        self.exhaustivity = exhaustivity
        self.sourceLocation = sourceLocation
        let leakTesting = LeakTesting.current ?? LeakTesting()
        self.leakTesting = leakTesting
        ownsLeakTesting = LeakTesting.current == nil
        let (host, router) = try LeakDetector.$scoped.withValue(leakTesting.detector) {
            let host = Router(interactor: HostInteractor())
            return (host, try build())
        }
        // A classic builder returns a router; a stream-style or RVB one returns what carries
        // the RIB's node (a BuiltRIB, a module's contract), which the harness keeps too.
        guard let routing = (router as? any Routing) ?? (router as? any RIBNodeProviding)?.node else {
            preconditionFailure(
                "RIBTestHarness: build returned \(type(of: router)), which is neither a Routing nor a RIBNodeProviding. Return what the builder builds."
            )
        }
        self.host = host
        routerUnderTest = router
        routingUnderTest = routing
        host.interactable.activate()
        host.load()
        host.attachChild(routing)
        acknowledged = AcknowledgedRouter.below(routing)
    }

    /// The router of the RIB under test.
    public var router: RouterType {
        guard let routerUnderTest else {
            preconditionFailure("RIBTestHarness.router was read after finish(); read it before finishing the harness.")
        }
        return routerUnderTest
    }

    var routing: any Routing {
        guard let routingUnderTest else {
            preconditionFailure(
                "RIBTestHarness: the router was used after finish(); use it before finishing the harness.")
        }
        return routingUnderTest
    }

    /// Expects the tree of the RIB under test (the RIB itself first) to be `expected`, as the
    /// tree prints, and accounts for every child in it.
    @discardableResult
    public func expectTree(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let snapshot = routing.snapshot
        acknowledged += AcknowledgedRouter.below(routing)
        return compareTrees(
            expected: TreeText.comparableLines(of: expected),
            actual: TreeText.comparableLines(of: snapshot.description),
            sourceLocation: sourceLocation)
    }

    /// Waits until a router named `name` is attached below the RIB under test, and returns it;
    /// `nil`, failing the test with the tree, when `timeLimit` passes first (by default 10 s, or
    /// the `.waitTimeLimit` trait's).
    public func waitForChild(
        named name: String, timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (any Routing)? {
        await host.waitForChild(named: name, timeLimit: timeLimit, sourceLocation: sourceLocation)
    }

    /// Detaches the RIB under test and checks what is left, recording an issue for each problem.
    ///
    /// The RIB under test is detached now (its tasks cancelled), but kept alive until every RIB
    /// detached during the test has been judged, whatever the clock says: one still alive is a
    /// leak, reported with its path and likely cause. A parent that keeps a detached child keeps
    /// it only as long as it lives itself: judged once both had gone, the app's leak passed
    /// (issue 40). Under the `.leakDetection` trait the judgement waits until the test has
    /// returned (its locals, which may hold a detached RIB, are gone); without it, it is made
    /// here, and a detached RIB the test still holds is reported. Then the RIB under test is
    /// released and judged. No test has to advance the clock for it.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !isFinished else { return }
        isFinished = true
        checkAndDetach(at: sourceLocation)
        guard ownsLeakTesting else { return }
        leakTesting.recordLeaksSparingWhatHarnessesKeep(at: sourceLocation)
        // Released now (no local keeps it), so the checks of the RIB under test see the truth.
        _ = leakTesting.releaseWhatHarnessesKept()
        leakTesting.recordLeaks(at: sourceLocation)
    }

    /// Reports what the test left, then detaches the RIB under test, which the leak testing keeps
    /// alive until it has judged the RIBs detached before it.
    private func checkAndDetach(at sourceLocation: SourceLocation) {
        let routing = self.routing
        report(unaccountedChildren(of: routing), of: .children, at: sourceLocation)
        report(undeclaredRunningWork(in: routing), of: .runningWork, at: sourceLocation)
        routerUnderTest = nil
        routingUnderTest = nil
        host.detachChild(routing)
        leakTesting.keepUntilJudged(routing)
    }

    /// Records each problem as an issue when `check` is on; as a known issue when it is off
    /// and skipped assertions are shown; not at all otherwise.
    private func report(_ problems: [String], of check: Exhaustivity.Checks, at sourceLocation: SourceLocation) {
        for problem in problems {
            if exhaustivity.checks.contains(check) {
                Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
            } else if exhaustivity.showsSkippedAssertions {
                withKnownIssue("Skipped assertion (exhaustivity)", sourceLocation: sourceLocation) {
                    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Declares work the RIB under test (or a RIB below it) is expected to be running at
    /// ``finish(sourceLocation:)``: a task that runs until the RIB resigns, which `finish()`
    /// then does not report. `work` is the name the work was given
    /// (`whileActive(named: "parcel updates") { … }`), or where it was started
    /// (`"ParcelListInteractor.swift:31"`), as `finish()` names it. Work declared here that is not
    /// running at `finish()` fails the test.
    ///
    /// ```swift
    /// harness.expectRunning("parcel updates")
    /// harness.finish()
    /// ```
    public func expectRunning(_ work: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectedRunning.append((work, sourceLocation))
    }

    private func undeclaredRunningWork(in router: any Routing) -> [String] {
        var running: [(path: String, owner: String, label: WorkLabel)] = []
        var pending: [(router: any Routing, path: String)] = [(router, router.name)]
        while let (current, path) = pending.popLast() {
            if let interactor = current.interactable as? Interactor {
                running += interactor.runningWork.map { (path, "its interactor's active scope", $0) }
                for worker in interactor.workers {
                    running += worker.runningTasks.map { (path, "its \(type(of: worker))", $0) }
                }
            }
            pending.append(contentsOf: current.children.map { ($0, "\(path)/\($0.name)") })
        }
        var problems: [String] = []
        for expected in expectedRunning {
            if let index = running.firstIndex(where: { $0.label.matches(expected.work) }) {
                running.remove(at: index)
            } else if exhaustivity.checks.contains(.runningWork) {
                Issue.record(
                    Comment(
                        rawValue:
                            "expectRunning(\"\(expected.work)\"): nothing of that name or place is running at finish()."
                    ),
                    sourceLocation: expected.sourceLocation)
            }
        }
        for item in running {
            problems.append(
                """
                \(item.path) still runs \(item.label) in \(item.owner). If it runs until the RIB resigns, \
                declare it with harness.expectRunning("\(item.label.name ?? item.label.site)"); if it should \
                have ended, await it; to leave running work unchecked, use exhaustivity: .on(except: .runningWork).
                """)
        }
        return problems
    }
    /// Records that the harness was never finished, unless it was.
    ///
    /// The deinit calls it; when the harness is released outside the test's task (after the test
    /// returned), the issue is recorded without a test, which still fails the run.
    func reportIfUnfinished() {
        guard !isFinished else { return }
        Issue.record(
            "RIBTestHarness was not finished: call harness.finish() at the end of the test, so that what the RIB left behind is checked.",
            sourceLocation: sourceLocation
        )
        isFinished = true
        if let routingUnderTest { host.detachChild(routingUnderTest) }
        routerUnderTest = nil
        routingUnderTest = nil
    }

    private func unaccountedChildren(of router: any Routing) -> [String] {
        let unaccounted = Set(AcknowledgedRouter.below(router).filter { !$0.isAmong(acknowledged) }.map(\.path))
            .sorted()
        guard !unaccounted.isEmpty else { return [] }
        return [
            """
            \(unaccounted.count == 1 ? "A child is" : "Children are") still attached that the test did not account for: \
            \(unaccounted.joined(separator: ", ")). Assert the tree with harness.expectTree(...) or detach \
            \(unaccounted.count == 1 ? "it" : "them"); use exhaustivity: .on(except: .children) to leave children \
            unchecked, .off to check leaks only.
            """
        ]
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    private func deinitWork() -> MainActorDeinit.Work {
        if MainQueue.isCurrent {
            reportIfUnfinished()
        } else if !isFinished {
            Issue.record(
                "RIBTestHarness was not finished: call harness.finish() at the end of the test, so that what the RIB left behind is checked.",
                sourceLocation: sourceLocation)
        }
        return .none
    }
}

/// The interactor of the harness's host router.
@MainActor
final class HostInteractor: Interactor {}
