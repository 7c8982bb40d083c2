/// A chain of steps that walks the RIB tree to carry out a deep link, built on async/await.
///
/// Each step receives an actionable item (a protocol an interactor adopts, such as
/// `RootActionableItem`), waits until it is active, and returns the next item and a value. The
/// chain runs when the workflow is subscribed with the root item.
///
/// ```swift
/// final class LaunchGameWorkflow: Workflow<RootActionableItem> {
///     init(gameId: String) {
///         super.init()
///         onStep { root in try await root.waitForLogin() }
///             .onStep { loggedIn, _ in try await loggedIn.launchGame(with: gameId) }
///             .commit()
///     }
/// }
/// // in RootInteractor, handling a URL:
/// LaunchGameWorkflow(gameId: id).subscribe(self).cancelOnDeactivate(interactor: self)
/// ```
///
/// A step returning `nil` is unsuccessful and ends the chain without completing; a step that
/// throws ends it and calls ``didReceiveError(_:)``. ``didComplete()`` is called once, when a
/// committed chain reaches its end. Steps run at most once each, however many forks follow them.
@MainActor
open class Workflow<ActionableItemType> {
    let run = WorkflowRun()
    private let root = StepOutcome<(ActionableItemType, Void)>()
    private var isCommitted = false
    private var isSubscribed = false
    private var hasCompleted = false

    /// Creates a workflow with no steps.
    public init() {}

    /// Called once, the first time a committed chain reaches its end.
    open func didComplete() {}

    /// Called each time a step is forked into this workflow.
    open func didFork() {}

    /// Called when a step of a committed chain throws.
    open func didReceiveError(_ error: any Error) {}

    /// The first step: runs `onStep` with the root item once it is active.
    public final func onStep<NextActionableItemType, NextValueType>(
        fileID: String = #fileID, line: Int = #line,
        _ onStep: @escaping @MainActor (ActionableItemType) async throws -> (NextActionableItemType, NextValueType)?
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        Step(workflow: self, outcome: root).onStep(fileID: fileID, line: line) { item, _ in try await onStep(item) }
    }

    /// A branch of this workflow starting from a known item and value, for a step that forks
    /// the workflow from inside its closure.
    public final func fork<ForkedActionableItemType, ForkedValueType>(
        from item: ForkedActionableItemType,
        _ value: ForkedValueType
    ) -> Step<ActionableItemType, ForkedActionableItemType, ForkedValueType> {
        didFork()
        return Step(workflow: self, outcome: StepOutcome(resolved: .value((item, value))))
    }

    /// Runs the committed chains with `actionableItem` as the root item.
    ///
    /// Subscribing twice uses the first item only, as Uber's `take(1)` does; a workflow with no
    /// committed chain stops the program, since nothing would run.
    @discardableResult
    public final func subscribe(_ actionableItem: ActionableItemType) -> WorkflowSubscription {
        guard isCommitted else {
            misuse(
                "subscribe(_:): \(type(of: self)) has no committed chain. Call commit() on its last step before subscribing."
            )
        }
        if !isSubscribed {
            isSubscribed = true
            root.resolve(.value((actionableItem, ())))
        }
        return WorkflowSubscription(run: run)
    }

    func commitChain<Item, Value>(ending outcome: StepOutcome<(Item, Value)>) {
        isCommitted = true
        outcome.follow { [weak self] result in
            guard let self, !self.run.isCancelled else { return }
            switch result {
            case .value:
                if !self.hasCompleted {
                    self.hasCompleted = true
                    self.didComplete()
                }
            case .empty:
                break
            case .failure(let error):
                self.didReceiveError(error)
            }
        }
    }
}
