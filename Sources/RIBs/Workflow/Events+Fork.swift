extension Events {
    /// A step of `workflow` whose item and value are the first element of these events: Uber's
    /// `ObservableType.fork(_:)`, which a step uses to start a second chain from a stream.
    ///
    /// ```swift
    /// let forked: Step<RootActionableItem, LoggedInActionableItem, ()>? = session.fork(workflow)
    /// forked?.onStep { item, _ in await item.showProfile() }.commit()
    /// ```
    ///
    /// Optional, as Uber's is, so that code written for it reads the same; it is never `nil`.
    @MainActor
    public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(
        _ workflow: Workflow<WorkflowActionableItemType>, fileID: String = #fileID, line: Int = #line
    ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType>?
    where Element == (ActionableItemType, ValueType) {
        workflow.didFork()
        let outcome = StepOutcome<(ActionableItemType, ValueType)>()
        let run = workflow.run
        let events = self
        let label = "the fork of \(Element.self) (fork at \(fileID):\(line))"
        outcome.onFirstDemand { [weak outcome] in
            run.start(on: (), label: label) {
                let first = await events.first()
                outcome?.resolve(first.map(StepResult.value) ?? .empty)
            }
        }
        return Step(workflow: workflow, outcome: outcome)
    }
}
