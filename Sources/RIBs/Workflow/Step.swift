/// One step of a ``Workflow``: the actionable item it reached and a value, from which the next
/// step continues.
///
/// Each step waits until its actionable item is active (when the item is an
/// ``InteractorScope``, as interactors are) before running the next step's closure.
@MainActor
public final class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    private let workflow: Workflow<WorkflowActionableItemType>
    let outcome: StepOutcome<(ActionableItemType, ValueType)>

    init(workflow: Workflow<WorkflowActionableItemType>, outcome: StepOutcome<(ActionableItemType, ValueType)>) {
        self.workflow = workflow
        self.outcome = outcome
    }

    /// Adds the next step: once this step's item is active, `onStep` runs with it and this
    /// step's value, and returns the next item and value.
    ///
    /// Returning `nil` means the step was unsuccessful: the rest of the chain does not run and
    /// the workflow does not complete. Throwing ends the chain and reaches
    /// ``Workflow/didReceiveError(_:)``.
    ///
    /// `fileID` and `line` (the call site, by default) name the step when a test's wait for the
    /// workflow times out.
    public func onStep<NextActionableItemType, NextValueType>(
        fileID: String = #fileID, line: Int = #line,
        _ onStep:
            @escaping @MainActor (ActionableItemType, ValueType) async throws -> (
                NextActionableItemType, NextValueType
            )?
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let upstream = outcome
        let run = workflow.run
        let stepName = "\(type(of: workflow)): \(ActionableItemType.self) → \(NextActionableItemType.self)"
        let label = "the step \(ActionableItemType.self) → \(NextActionableItemType.self) (onStep at \(fileID):\(line))"
        let next = StepOutcome<(NextActionableItemType, NextValueType)>()
        next.onFirstDemand { [weak next] in
            guard let next else { return }
            upstream.follow { result in
                switch result {
                case .value(let (item, value)):
                    run.whenActive(item, label: label) {
                        run.start(on: item, label: label) {
                            let start = RIBEventSink.start()
                            do {
                                let result = try await onStep(item, value)
                                RIBEventSink.report(.workflowStep, onScope: item, detail: stepName, since: start)
                                next.resolve(result.map(StepResult.value) ?? .empty)
                            } catch {
                                RIBEventSink.report(
                                    .workflowStep, onScope: item, detail: "\(stepName), threw \(error)", since: start)
                                next.resolve(.failure(error))
                            }
                        }
                    }
                case .empty:
                    next.resolve(.empty)
                case .failure(let error):
                    next.resolve(.failure(error))
                }
            }
        }
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(
            workflow: workflow, outcome: next)
    }

    /// Calls `onError` if this step, or one before it, fails.
    @discardableResult
    public func onError(_ onError: @escaping @MainActor (any Error) -> Void) -> Step {
        outcome.follow(demand: false) { result in
            if case .failure(let error) = result { onError(error) }
        }
        return self
    }

    /// Ends the chain: the workflow will run it when subscribed, and calls
    /// ``Workflow/didComplete()`` when it reaches its end, or ``Workflow/didReceiveError(_:)``.
    @discardableResult
    public func commit() -> Workflow<WorkflowActionableItemType> {
        workflow.commitChain(ending: outcome)
        return workflow
    }

    /// Continues from this step in `workflow`: a branch that shares this step's outcome (the
    /// steps before run once for all branches) and reports to `workflow`'s hooks.
    public func fork<ForkedWorkflowActionableItemType>(
        _ workflow: Workflow<ForkedWorkflowActionableItemType>
    ) -> Step<ForkedWorkflowActionableItemType, ActionableItemType, ValueType> {
        workflow.didFork()
        return Step<ForkedWorkflowActionableItemType, ActionableItemType, ValueType>(
            workflow: workflow, outcome: outcome)
    }
}
