/// The one place the runtime reports what happens in the tree. Each transition is reported once,
/// from where it happens (an attach and a detach by the parent router, a load by the router, an
/// activation by the interactor, or by the router of an `Interactable` that is not one, a leak by
/// the leak detector, a worker and a workflow step by themselves), and the sink hands it to its
/// readers:
/// - ``RIBObservation``'s observers, which get a full ``RIBEvent`` (the inspector is one while a
///   page watches);
/// - ``TreeChangeLog``'s ring, which keeps attaches, detaches and leaks for a page that opens
///   late, at the cost of a copy;
/// - the `treeEvents` of the routers above an attach or a detach.
///
/// A site reads one flag, ``isWanted`` (or ``wantsEvents`` for the kinds only observers read), and
/// calls nothing while no reader is there. Adding a kind of event touches this file and the
/// readers that want it.
@MainActor
package enum RIBEventSink {
    /// Whether any reader is there: what every site reads first.
    @exclusivity(unchecked) package private(set) static var isWanted = false

    /// Whether a reader of the kinds only observers read is there (a load, an activation, a
    /// resignation, a worker, a workflow step): those sites read this instead, so that the
    /// inspector's history ring, which keeps attaches, detaches and leaks, costs them nothing.
    package static var wantsEvents: Bool { RIBObservation.isObserved }

    /// A reader came or went: ``RIBObservation``, ``TreeChangeLog`` and `treeEvents` call it.
    static func readersDidChange() {
        isWanted = RIBObservation.isObserved || TreeChangeLog.isRecording || TreeEventsDemand.isRequested
    }

    /// The start of a timed transition in monotonic nanoseconds, or 0 when no observer wants
    /// durations (no clock read).
    static func start() -> UInt64 {
        RIBObservation.start()
    }

    /// `child` was attached to `parent`, or detached from it (a detach has the child's name and
    /// the parent's path at hand, and passes them). Generic over the parent and inlined, so that a router passes
    /// itself without a box or a look-up of its conformance on every attach and detach (with
    /// the inspector's ring alone reading, those took the tree's lifecycle 10% more time).
    @inline(__always)
    static func treeDidChange<Parent: RouterNode>(
        _ kind: TreeChange.Kind, child: any Routing, named childName: String? = nil, node: (any RouterNode)?,
        parent: Parent, parentPath: String? = nil, since start: UInt64
    ) {
        let name = childName ?? child.name
        if TreeEventsDemand.isRequested {
            announce(kind == .attached ? .attached : .detached, name: name, below: parent, parentPath: parentPath)
        }
        if TreeChangeLog.isRecording, let node {
            TreeChangeLog.record(kind, rib: node.ribID, parent: parent.ribID, name: name)
        }
        if RIBObservation.isObserved {
            RIBObservation.publish(
                kind == .attached ? .attached : .detached, rib: node?.ribID, tree: parent.treeRootID, name: name,
                path: "\(parentPath ?? parent.path)/\(name)", since: start)
        }
    }

    /// A transition of a RIB that only observers read: a load, an activation, a resignation.
    /// Inlined, so that nothing of the router is looked up unless someone observes.
    @inline(__always)
    static func report<Router: RouterNode>(_ kind: RIBEvent.Kind, of router: Router, since start: UInt64) {
        guard RIBObservation.isObserved else { return }
        RIBObservation.publish(
            kind, rib: router.ribID, tree: router.treeRootID, name: router.name, path: router.path, since: start)
    }

    /// The same for something that is not a RIB's interactor (an interactor without a router, a
    /// worker's or a workflow's scope), named by its type, without a path.
    @inline(__always)
    static func report(
        _ kind: RIBEvent.Kind, named name: @autoclosure () -> String, detail: String = "", since start: UInt64
    ) {
        guard RIBObservation.isObserved else { return }
        RIBObservation.publish(kind, rib: nil, tree: nil, name: name(), path: "", detail: detail, since: start)
    }

    /// A worker started or stopped, or a workflow step ran, on `scope`: reported for the RIB
    /// whose interactor `scope` is, or for `scope`'s type.
    static func report(_ kind: RIBEvent.Kind, onScope scope: Any, detail: String, since start: UInt64) {
        guard RIBObservation.isObserved else { return }
        if let router = (scope as? Interactor)?.owningRouter {
            RIBObservation.publish(
                kind, rib: router.ribID, tree: router.treeRootID, name: router.name, path: router.path,
                detail: detail, since: start)
        } else {
            report(kind, named: String(describing: type(of: scope)), detail: detail, since: start)
        }
    }

    /// The leak detector found `report`: observers get a ``RIBEvent/Kind/leaked`` event, and the
    /// ring keeps it for a page that opens later.
    static func leaked(_ report: LeakReport) {
        if TreeChangeLog.isRecording {
            TreeChangeLog.recordLeak(
                TreeChange.Leak(path: report.path ?? "", report: report.description), named: report.typeName,
                inTree: report.tree ?? RIBID(rawValue: 0))
        }
        if RIBObservation.isObserved {
            RIBObservation.publish(
                RIBEvent(
                    kind: .leaked, rib: nil, name: report.typeName, path: report.path ?? "",
                    detail: report.description, tree: report.tree))
        }
    }

    /// Delivers an attach or a detach to every router above it whose `treeEvents` is read.
    private static func announce(
        _ kind: RouterTreeEvent.Kind, name: String, below parent: some RouterNode, parentPath: String?
    ) {
        var listeners: [any RouterNode] = []
        var current: (any RouterNode)? = parent
        while let router = current {
            if router.hasTreeEventSubscribers { listeners.append(router) }
            current = router.parentNode
        }
        guard !listeners.isEmpty else { return }
        let event = RouterTreeEvent(kind, path: "\(parentPath ?? parent.path)/\(name)")
        for listener in listeners { listener.deliverTreeEvent(event) }
    }
}
