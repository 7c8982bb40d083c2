/// Attaching and detaching children: the only places the tree changes.
extension Router {
    /// Attaches `child`: activates its interactor if this router is active, then loads it.
    ///
    /// Under an inactive router the child is attached inactive (deactivated if it was active),
    /// and becomes active when this router does. Uber activates the child regardless; here a
    /// subtree is never active under an inactive ancestor.
    public final func attachChild(_ child: any Routing) {
        // What the child's activation sends is handled once it is attached (DeliveryQueue).
        DeliveryQueue.holding { attach(child) }
    }

    private func attach(_ child: any Routing) {
        let node = child.routerNode
        if parentNode == nil, !isRegisteredRoot { LiveTrees.register(self) }
        if let node {
            checkAttachable(node)
            if node.isRegisteredRoot { node.isRegisteredRoot = false }
            if !closedByUser.isEmpty { closedByUser.removeAll { $0.child == nil || $0.child === child } }
            if node.isAwaitingDeallocation { DetachedSubtreeChecks.withdraw(subtree: node) }
            node.invalidateCachedPaths()
            node.parentNode = self
            node.slotInParent = childSlots.nextSlot
        } else if childSlots.contains(child) {
            misuse(
                "attachChild: \(child.name) is already attached to \(name) (at \(path)). Detach it before attaching it again."
            )
        }
        childSlots.append(child)
        if RIBEventSink.isWanted { reportTreeChange(.attached, child: child, node: node, since: 0) }
        // A subtree is never active under an inactive parent: one attached there is deactivated.
        child.interactable.followParent(isActive: interactable.isActive, attaching: true)
        node?.didJoinParent()
        child.load()
    }

    /// Detaches `child`: deactivates its subtree, removes it, and expects the detached RIBs to
    /// deallocate.
    public final func detachChild(_ child: any Routing) {
        DeliveryQueue.holding { detach(child) }
    }

    private func detach(_ child: any Routing) {
        let node = child.routerNode
        // The runtime detached it when the person closed its view; the router's own detach
        // comes after (in a UIKit completion).
        if !closedByUser.isEmpty, wasClosedByUser(child), !isAttached(child) { return }
        let index = slotIndex(of: child, node: node)
        let start = RIBEventSink.start()
        child.interactable.deactivate()
        childSlots.remove(at: index)
        if !userCloseActions.isEmpty { userCloseActions[ObjectIdentifier(child)] = nil }
        node?.parentNode = nil
        node?.slotInParent = -1
        node?.invalidateCachedPaths()
        let ownPath = path
        let childName = child.name
        DetachedSubtreeChecks.expect(
            subtree: child, node: node, at: LeakPath(parentPath: ownPath, name: childName),
            tree: leakDetector.isWatched ? treeRootID : nil, detector: leakDetector)
        childDidDetach(child, at: ownPath)
        node?.didLeaveParent()
        if RIBEventSink.isWanted {
            reportTreeChange(.detached, child: child, named: childName, node: node, parentPath: ownPath, since: start)
        }
    }

    /// Hands an attach or a detach to the sink, out of line: attach and detach stay small for the
    /// app nobody watches, and here, where `self` is known, the sink's inlined code reads this
    /// router's fields directly instead of looking up its conformance.
    @inline(never)
    private func reportTreeChange(
        _ kind: TreeChange.Kind, child: any Routing, named name: String? = nil, node: (any RouterNode)?,
        parentPath: String? = nil, since start: UInt64
    ) {
        RIBEventSink.treeDidChange(
            kind, child: child, named: name, node: node, parent: self, parentPath: parentPath, since: start)
    }

    private func slotIndex(of child: any Routing, node: (any RouterNode)?) -> Int {
        if let node {
            if node.parentNode === self { return node.slotInParent }
            let whereItIs =
                node.parentNode.map { "it is attached to \($0.name) (at \(node.path))" }
                ?? "it is not attached to any router"
            misuse("detachChild: \(node.name) is not a child of \(name) (at \(path)): \(whereItIs).")
        }
        guard let index = childSlots.slot(ofForeign: child) else {
            misuse("detachChild: \(child.name) is not a child of \(name) (at \(path)).")
        }
        return index
    }
}
