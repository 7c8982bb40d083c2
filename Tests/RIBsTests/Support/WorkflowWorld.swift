import RIBs
import TestSupport

/// The world of ``WorkflowRandomTests``: items, the workflows subscribed on them, and the log of
/// every step that started and ended, stamped by one counter.
@MainActor
final class WorkflowWorld {
    struct StepRun {
        var started: Int
        var itemWasActive: Bool
        var ended: Int?
        var outcome: PlannedOutcome?
    }

    let items: [Interactor]
    private(set) var workflows: [ModelWorkflow] = []
    private var runs: [Int: StepRun] = [:]
    private var violations: [String] = []
    private var time = 0
    private var nextStepID = 0
    private(set) var forkCount = 0
    private(set) var cancelledCount = 0

    init(itemCount: Int) {
        items = (0..<itemCount).map { _ in Interactor() }
    }

    var stepsStarted: Int { runs.count }
    var completions: Int { workflows.reduce(0) { $0 + $1.completions.count } }
    var errors: Int { workflows.reduce(0) { $0 + $1.errors.count } }

    private func tick() -> Int {
        time += 1
        return time
    }

    // MARK: - Operations

    func subscribeRandomWorkflow(using random: inout SplitMix64) {
        let steps = plannedSteps(count: 1 + Int(random.next() % 4), using: &random)
        let workflow = ModelWorkflow(steps: steps, forkedFrom: nil, clock: { [weak self] in self?.tick() ?? 0 })
        workflows.append(workflow)
        var step = workflow.onStep { [weak self] item in try await self?.perform(steps[0], on: item) }
        var forkPoint: Step<Interactor, Interactor, Int>?
        let forkAfter = random.next() % 3 == 0 ? Int(random.next() % UInt64(steps.count)) : nil
        if forkAfter == 0 { forkPoint = step }
        for (index, planned) in steps.enumerated().dropFirst() {
            step = step.onStep { [weak self] item, _ in try await self?.perform(planned, on: item) }
            if forkAfter == index { forkPoint = step }
        }
        step.commit()
        if let forkPoint, let forkAfter {
            let ownSteps = plannedSteps(count: 1 + Int(random.next() % 3), using: &random)
            let fork = ModelWorkflow(
                steps: Array(steps[...forkAfter]) + ownSteps, forkedFrom: workflow,
                clock: { [weak self] in self?.tick() ?? 0 })
            workflows.append(fork)
            forkCount += 1
            var forked = forkPoint.fork(fork)
            for planned in ownSteps {
                forked = forked.onStep { [weak self] item, _ in try await self?.perform(planned, on: item) }
            }
            forked.commit()
        }
        workflow.subscription = workflow.subscribe(items[Int(random.next() % UInt64(items.count))])
    }

    func toggleRandomItem(using random: inout SplitMix64) {
        let item = items[Int(random.next() % UInt64(items.count))]
        if item.isActive { item.deactivate() } else { item.activate() }
    }

    func cancelRandomRun(using random: inout SplitMix64) {
        let live = workflows.filter { $0.forkedFrom == nil && !$0.isCancelled }
        guard !live.isEmpty else { return }
        let workflow = live[Int(random.next() % UInt64(live.count))]
        workflow.subscription?.cancel()
        workflow.cancelledAt = tick()
        cancelledCount += 1
    }

    /// Activates every item and lets every chain run to its end.
    func finish() async {
        for item in items where !item.isActive { item.activate() }
        for workflow in workflows { await workflow.subscription?.settled() }
        // Forks run on their own runs, which no subscription holds: let their tasks finish.
        for _ in 0..<200 { await Task.yield() }
    }

    private func plannedSteps(count: Int, using random: inout SplitMix64) -> [PlannedStep] {
        (0..<count).map { _ in
            nextStepID += 1
            let roll = random.next() % 10
            let outcome: PlannedOutcome = roll < 7 ? .value : roll < 8 ? .empty : .fail
            return PlannedStep(id: nextStepID, item: Int(random.next() % UInt64(items.count)), outcome: outcome)
        }
    }

    /// A step's closure: records its start (and whether its item was active), yields once, as a
    /// real step awaits, and ends as planned, on the next step's item.
    private func perform(_ step: PlannedStep, on item: Interactor) async throws -> (Interactor, Int)? {
        if runs[step.id] != nil { violations.append("step \(step.id) ran twice") }
        runs[step.id] = StepRun(started: tick(), itemWasActive: item.isActive)
        await Task.yield()
        runs[step.id]?.ended = tick()
        runs[step.id]?.outcome = step.outcome
        switch step.outcome {
        case .value: return (items[(step.item + 1) % items.count], step.id)
        case .empty: return nil
        case .fail: throw StepFailure()
        }
    }
}

extension WorkflowWorld {
    /// The first broken promise so far: a step run twice, out of order, on an inactive item or
    /// after its run was cancelled, or a workflow that completed or failed twice.
    ///
    /// `recent` checks only the newest workflows (each operation touches few); the end checks all.
    func firstViolation(recent: Int? = nil) -> String? {
        if let violation = violations.first { return violation }
        for workflow in workflows.suffix(recent ?? workflows.count) {
            if workflow.completions.count > 1 { return "\(workflow.steps.map(\.id)) completed twice" }
            if workflow.errors.count > 1 { return "\(workflow.steps.map(\.id)) failed twice" }
            for (index, step) in workflow.steps.enumerated() {
                guard let run = runs[step.id] else { continue }
                if !run.itemWasActive { return "step \(step.id) ran while its item was inactive" }
                if index > 0 {
                    let previous = workflow.steps[index - 1]
                    guard let before = runs[previous.id], before.outcome == .value, let ended = before.ended,
                        ended < run.started
                    else { return "step \(step.id) ran before step \(previous.id) succeeded" }
                }
                if let cancelled = cancellation(of: step, in: workflow), run.started > cancelled {
                    return "step \(step.id) started after its run was cancelled"
                }
            }
        }
        return nil
    }

    /// When the run a step belongs to was cancelled: a fork's own steps run on its own run.
    private func cancellation(of step: PlannedStep, in workflow: ModelWorkflow) -> Int? {
        guard let parent = workflow.forkedFrom else { return workflow.cancelledAt }
        return parent.steps.contains { $0.id == step.id } ? parent.cancelledAt : nil
    }

    /// At the end, with every item active: each chain ran as far as its outcomes allow (or until
    /// it was cancelled), and ended with the callbacks the model expects.
    func firstWrongEnding() -> String? {
        for workflow in workflows {
            var end: PlannedStep?
            var finishedAt: Int?
            for (index, step) in workflow.steps.enumerated() {
                let run = runs[step.id]
                let mayBeStopped = cancellation(of: step, in: workflow) != nil
                if run == nil {
                    if !mayBeStopped { return "step \(step.id) never ran" }
                    // Stopped by the cancellation: nothing after it ran.
                    if workflow.steps[index...].contains(where: { runs[$0.id] != nil }) {
                        return "a step after \(step.id), which never ran, did"
                    }
                    break
                }
                guard let ended = run?.ended else {
                    if !mayBeStopped { return "step \(step.id) never ended" }
                    break
                }
                end = step
                finishedAt = ended
                if step.outcome != .value { break }
            }
            let reachedTheEnd = end?.id == workflow.steps.last?.id && end?.outcome == .value
            let failed = end?.outcome == .fail
            // A cancelled run reports only what ended before the cancellation.
            let reported = workflow.cancelledAt.map { cancelled in (finishedAt ?? .max) < cancelled } ?? true
            let expectedCompletions = reachedTheEnd && reported ? 1 : 0
            let expectedErrors = failed && reported ? 1 : 0
            if workflow.completions.count != expectedCompletions || workflow.errors.count != expectedErrors {
                return
                    "\(workflow.steps.map { "\($0.id):\($0.outcome)" }) completed \(workflow.completions.count)× and failed \(workflow.errors.count)×; expected \(expectedCompletions) and \(expectedErrors)"
            }
        }
        return nil
    }
}
