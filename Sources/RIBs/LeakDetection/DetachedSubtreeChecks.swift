/// Every leak check the runtime makes about a RIB that leaves the tree, in one place: which
/// objects must go, when, and under which path. The tree's classes call it at the moments that
/// matter (a detach, an attach again, a deinit) and pass values; nothing here writes into them.
///
/// - A detach expects the whole detached subtree's routers to deallocate (Android's rule).
/// - Attaching a detached router again withdraws its subtree's checks: it is in use.
/// - A router that deallocates withdraws its own check and expects its interactor to follow;
///   the interactor withdraws that check when it deallocates.
/// - A presentable interactor that deallocates expects its presenter to follow; a viewable
///   router, its view (within the five seconds of a view); a stream-style child that leaves its
///   parent, its view and its objects.
@MainActor
enum DetachedSubtreeChecks {
    /// Expects `root`, at `path`, and every router below it to deallocate; a runtime router keeps
    /// its check. A router already expected (since an earlier detach) is not expected twice.
    ///
    /// `node` is `root` as a runtime router, when it is one (the caller has cast it already).
    static func expect(
        subtree root: any Routing, node: (any RouterNode)?, at path: LeakPath, tree: RIBID?, detector: LeakDetector
    ) {
        if let node {
            guard !node.isAwaitingDeallocation else { return }
            node.deallocationCheck = DeallocationCheck(
                detector: detector, id: detector.watchSelfReportingDeallocation(of: node, at: path, tree: tree))
            guard node.hasChildren else { return }
        } else {
            detector.watchDeallocation(of: root, at: path, tree: tree)
        }
        let parentPath = path.ribPath
        for child in root.children {
            expect(
                subtree: child, node: child.routerNode, at: LeakPath(parentPath: parentPath, name: child.name),
                tree: tree, detector: detector)
        }
    }

    /// A detached router attached again is not a leak: its subtree's checks are withdrawn.
    static func withdraw(subtree root: any RouterNode) {
        var pending: [any RouterNode] = [root]
        while let node = pending.popLast() {
            guard let check = node.deallocationCheck else { continue }
            check.withdraw()
            node.deallocationCheck = nil
            pending.append(contentsOf: node.childNodes)
        }
    }

    /// A router deallocated, at `path`: its own check (if it was detached) is met, and its
    /// interactor is expected to follow, in `tree`. Returns the interactor's check when the
    /// interactor withdraws it itself (an `Interactor`, which takes the router's pending check
    /// over), else watches the interactor and returns `nil`.
    static func routerDidDeallocate(
        ownCheck: DeallocationCheck?,
        interactor: any Interactable,
        selfReporting: Bool,
        at path: LeakPath,
        tree: @autoclosure () -> RIBID?,
        detector: LeakDetector
    ) -> DeallocationCheck? {
        // The router's pending check becomes its interactor's, due as a new one would be.
        if selfReporting, let ownCheck, detector.handOver(ownCheck.id, to: interactor, as: .interactor) {
            return ownCheck
        }
        ownCheck?.withdraw()
        let interactorPath = path.with(.interactor)
        guard selfReporting else {
            detector.watchDeallocation(of: interactor, at: interactorPath, tree: tree())
            return nil
        }
        return DeallocationCheck(
            detector: detector,
            id: detector.watchSelfReportingDeallocation(of: interactor, at: interactorPath, tree: tree()))
    }

    /// A presentable interactor deallocated: its presenter is expected to follow, at the RIB's
    /// path when the interactor's router was checked.
    static func expectPresenter(_ presenter: AnyObject, after check: DeallocationCheck?, detector: LeakDetector) {
        if let check, let path = check.path {
            // The interactor's own check is still pending: its subclass's deinit runs first.
            detector.watchDeallocation(
                of: presenter, at: path.with(.presenter), tree: detector.tree(ofCheck: check.id))
        } else {
            detector.expectDeallocate(object: presenter)
        }
    }

    /// A viewable router deallocated: its view is expected to follow.
    static func expectView(_ view: any ViewControllable, at path: LeakPath, tree: RIBID?, detector: LeakDetector) {
        detector.watchDeallocation(
            of: view, at: path.with(.view), tree: tree, within: LeakDefaultExpectationTime.viewDisappear)
    }

    /// A stream-style or RVB child left its parent (at `parentPath`): its view and its own
    /// objects are expected to follow.
    static func expectParts(
        view: (any ViewControllable)?, parts: [AnyObject], ofChild name: String, under parentPath: String?,
        tree: RIBID?, detector: LeakDetector
    ) {
        if let view {
            detector.watchDeallocation(
                of: view, at: LeakPath(parentPath: parentPath, name: name, part: .view), tree: tree,
                within: LeakDefaultExpectationTime.viewDisappear)
        }
        let childPath = LeakPath(parentPath: parentPath, name: name).ribPath
        for part in parts {
            detector.watchDeallocation(
                of: part, at: LeakPath(parentPath: childPath, name: "\(type(of: part))"), tree: tree)
        }
    }
}
