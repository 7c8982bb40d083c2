/// Something that happened in the RIB tree, as ``RIBObservation`` publishes it: an attach, a
/// detach, an activation, a load, a leak report, a worker starting or stopping, a workflow step.
///
/// Each event says which RIB (by identity, name and path), when, and how long the action took:
/// the time spent in `didBecomeActive()`, `willResignActive()`, `didLoad()`, a whole detach, a
/// workflow step, as Android RIBs' `ribActionEvents` times them.
public struct RIBEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The RIB was attached to its parent (before it activates and loads).
        case attached
        /// The RIB was detached from its parent; the duration covers its subtree's deactivation.
        case detached
        /// The RIB's router loaded; the duration is `didLoad()`'s.
        case loaded
        /// The RIB's interactor became active; the duration covers `didBecomeActive()` and the
        /// activation of the RIB's children.
        case activated
        /// The RIB's interactor resigned; the duration covers `willResignActive()` and the
        /// deactivation of the RIB's children.
        case deactivated
        /// The leak detector reported an object that outlived its RIB (``detail`` says what).
        case leaked
        /// A worker bound to the RIB's interactor started (``detail`` names its type).
        case workerStarted
        /// A worker bound to the RIB's interactor stopped.
        case workerStopped
        /// A workflow step ran on the RIB's interactor (``detail`` names the workflow and step).
        case workflowStep
    }

    /// What happened.
    public var kind: Kind
    /// The RIB's identity; `nil` for a leak report or a step whose item is not a RIB's interactor.
    public var rib: RIBID?
    /// The RIB's name (a leaked object's type name for ``Kind/leaked``).
    public var name: String
    /// Where the RIB stands, `Root/LoggedIn/OffGame` (where it stood, for a detach or a leak).
    public var path: String
    /// More about it: a worker's type, a workflow step, a leak report's text; empty otherwise.
    public var detail: String
    /// When the action ended.
    public var time: ContinuousClock.Instant
    /// How long the action took; zero where the runtime does not time it.
    public var duration: Duration
    /// The identity of the root of the tree the RIB stood in (for a detach: the tree it left);
    /// `nil` where the runtime does not know it. Two trees of one process are told apart by it,
    /// whatever their names.
    public var tree: RIBID?

    /// Creates an event.
    public init(
        kind: Kind, rib: RIBID?, name: String, path: String, detail: String = "",
        time: ContinuousClock.Instant = .now, duration: Duration = .zero, tree: RIBID? = nil
    ) {
        self.kind = kind
        self.rib = rib
        self.name = name
        self.path = path
        self.detail = detail
        self.time = time
        self.duration = duration
        self.tree = tree
    }
}
