import Foundation
import RIBs
import TestSupport
import Testing

/// Random workflows against a model: chains of steps on interactors that become active and
/// inactive at random, steps that succeed, come back empty or throw, branches forked into other
/// workflows, and subscriptions cancelled at random. Every step must run at most once, after its
/// predecessor succeeded, only while its item is active and never after its run was cancelled;
/// at the end, with every item active, each chain has run exactly as far as its outcomes allow,
/// and `didComplete` / `didReceiveError` were called exactly when the model says.
@MainActor
@Suite struct WorkflowRandomTests {
    /// 5,000 a seed in `swift test`, 25,000 in the end-to-end run; `RIBS_RANDOM_OPERATIONS=N`
    /// runs N.
    static let operationsPerSeed = TestScale.operations(quick: 5_000, full: 25_000)

    @Test(arguments: [1, 7, 42, 2026] as [UInt64])
    func randomChainsForksErrorsAndCancellationsFollowTheModel(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let world = WorkflowWorld(itemCount: 6)
        for operation in 1...Self.operationsPerSeed {
            switch random.next() % 20 {
            case 0..<2: world.subscribeRandomWorkflow(using: &random)
            case 2..<10: world.toggleRandomItem(using: &random)
            case 10: world.cancelRandomRun(using: &random)
            default: await Task.yield()
            }
            if let problem = world.firstViolation(recent: 64) {
                Issue.record("seed \(seed), operation \(operation): \(problem)")
                return
            }
        }
        await world.finish()
        if let problem = world.firstViolation() ?? world.firstWrongEnding() {
            Issue.record("seed \(seed), at the end: \(problem)")
        }
        // The run exercised what it claims to: steps of every outcome, forks, cancellations.
        let scale = Self.operationsPerSeed / 1_000
        #expect(world.workflows.count > 40 * scale, "seed \(seed)")
        #expect(world.stepsStarted > 60 * scale, "seed \(seed)")
        #expect(world.cancelledCount > 10 * scale, "seed \(seed)")
        #expect(world.forkCount > 5 * scale, "seed \(seed)")
        #expect(world.completions > 2 * scale && world.errors > 2 * scale, "seed \(seed)")
    }
}

/// What a step will do when it runs.
enum PlannedOutcome: CaseIterable {
    case value, empty, fail
}

struct PlannedStep {
    let id: Int
    let item: Int
    let outcome: PlannedOutcome
}

struct StepFailure: Error {}

/// A workflow of the model: its steps in order (a fork's start with the parent's prefix), and
/// what was observed of it.
@MainActor
final class ModelWorkflow: Workflow<Interactor> {
    let steps: [PlannedStep]
    /// For a fork: the workflow it branched from and how many of that one's steps it shares.
    let forkedFrom: ModelWorkflow?
    var subscription: WorkflowSubscription?
    var cancelledAt: Int?
    var completions: [Int] = []
    var errors: [Int] = []
    let clock: () -> Int

    init(steps: [PlannedStep], forkedFrom: ModelWorkflow?, clock: @escaping () -> Int) {
        self.steps = steps
        self.forkedFrom = forkedFrom
        self.clock = clock
        super.init()
    }

    override func didComplete() { completions.append(clock()) }
    override func didReceiveError(_ error: any Error) { errors.append(clock()) }

    /// Whether cancelling stops this workflow's chain: a fork runs on its own run, which nobody
    /// cancels, but its shared prefix stops with its parent's.
    var isCancelled: Bool { cancelledAt != nil }
}
