import RIBsText

/// A RIB tree at one moment: names, active marks and nesting, as a value.
///
/// Take one with ``Routing/snapshot``; print it to see the tree, compare two in a test, or send
/// one to an inspector.
///
/// ```swift
/// print(rootRouter.snapshot)
/// // Root (active)
/// // └── LoggedIn (active) workers: ScoreWorker (running)
/// //     ├── OffGame (active)
/// //     └── BasicScoreBoard (inactive)
/// ```
public struct RouterSnapshot: Sendable, Hashable, CustomStringConvertible {
    /// The router's name.
    public var name: String
    /// Whether its interactor was active.
    public var isActive: Bool
    /// Its children, in attach order.
    public var children: [RouterSnapshot]
    /// The workers started on its interactor, each with whether it runs
    /// (`ScoreWorker (running)`), sorted.
    public var workers: [String]

    /// Creates a snapshot by hand, for comparing with a live one.
    public init(_ name: String, isActive: Bool = true, workers: [String] = [], children: [RouterSnapshot] = []) {
        self.name = name
        self.isActive = isActive
        self.workers = workers
        self.children = children
    }

    /// The tree as indented text, one router a line, with `(active)` or `(inactive)`, and the
    /// workers started on it, if any.
    public var description: String {
        TreeText.lines(
            self,
            label: { snapshot in
                let workers = snapshot.workers.isEmpty ? "" : " workers: \(snapshot.workers.joined(separator: ", "))"
                return "\(snapshot.name) (\(snapshot.isActive ? "active" : "inactive"))\(workers)"
            }, children: \.children
        ).joined(separator: "\n")
    }

    /// How many routers the snapshot holds.
    public var count: Int {
        children.reduce(1) { $0 + $1.count }
    }
}

extension Routing {
    /// This router and its subtree as they are now.
    public var snapshot: RouterSnapshot {
        RouterSnapshot(
            name, isActive: interactable.isActive, workers: (interactable as? Interactor)?.workerStates ?? [],
            children: children.map(\.snapshot))
    }
}
