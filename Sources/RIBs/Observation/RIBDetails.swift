/// One RIB and its subtree as an inspector shows them: identity, place, state, types, workers
/// and the work bound to its active period.
///
/// ``RouterSnapshot`` is the short form that tests compare; this is the long one. Take it with
/// ``Routing/details``.
///
/// ```swift
/// let details = rootRouter.details
/// print(details.path, details.isActive, details.workers, details.children.count)
/// ```
public struct RIBDetails: Sendable, Hashable {
    /// The router's identity; `nil` for a `Routing` that is not a ``Router``.
    public var id: RIBID?
    /// The router's name.
    public var name: String
    /// Where it stands: `Root/LoggedIn/OffGame`.
    public var path: String
    /// Whether its interactor is active.
    public var isActive: Bool
    /// Whether it has a view: it is a ``ViewableRouting``, or a stream-style RIB built with one.
    public var isViewable: Bool
    /// The router's type name.
    public var routerType: String
    /// The interactor's type name.
    public var interactorType: String
    /// The workers started on its interactor, each as its type's name and whether it runs
    /// (`LocationWorker (running)`), sorted.
    public var workers: [String]
    /// The tasks and subscriptions bound to the interactor's active period that have not ended
    /// (`whileActive`, `cancelOnDeactivate`).
    public var boundWorkCount: Int
    /// Its children, in attach order.
    public var children: [RIBDetails]

    /// Creates details by hand.
    public init(
        id: RIBID?, name: String, path: String, isActive: Bool, isViewable: Bool, routerType: String,
        interactorType: String, workers: [String] = [], boundWorkCount: Int = 0, children: [RIBDetails] = []
    ) {
        self.id = id
        self.name = name
        self.path = path
        self.isActive = isActive
        self.isViewable = isViewable
        self.routerType = routerType
        self.interactorType = interactorType
        self.workers = workers
        self.boundWorkCount = boundWorkCount
        self.children = children
    }

    /// How many RIBs the details hold.
    public var count: Int { children.reduce(1) { $0 + $1.count } }
}

extension Routing {
    /// This RIB and its subtree as they are now, in detail.
    public var details: RIBDetails {
        details(parentPath: nil)
    }

    private func details(parentPath: String?) -> RIBDetails {
        let node = self as? any RouterNode
        let path = node?.path ?? parentPath.map { "\($0)/\(name)" } ?? name
        let interactor = interactable as? Interactor
        return RIBDetails(
            id: node?.ribID, name: name, path: path, isActive: interactable.isActive,
            isViewable: self is any ViewableRouting || (self as? RIBNode)?.hasView == true,
            routerType: String(describing: type(of: self)),
            interactorType: String(describing: type(of: interactable)),
            workers: interactor?.workerStates ?? [],
            boundWorkCount: interactor?.boundWorkCount ?? 0,
            children: children.map { $0.details(parentPath: path) })
    }
}
